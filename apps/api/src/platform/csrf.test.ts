import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MENSAJES } from '@atalaya/shared/messages';
import { audit_log, departamentos, sesiones } from '../db/schema/index';
import { DEMO_PASSWORD } from '../seed/demo';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../test/test-app';

/*
 * Cross-site request refusal (issue 10 §6): a state-changing /api/ request that a browser marks as
 * coming from another site (Sec-Fetch-Site, Origin) is refused with 403 ORIGEN_NO_PERMITIDO before
 * authentication and before any handler runs; same-origin browsers and non-browser clients pass.
 */

const HOST = 'atalaya.test';
const OWN = `http://${HOST}`;
const FOREIGN = 'https://evil.example';

let t: TestContext;
let platform: string;

const loginBody = new URLSearchParams({ username: 'admin@demo.cl', password: DEMO_PASSWORD }).toString();
const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: loginBody,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

async function writeCounts() {
  const [a] = await t.handle.db.select({ n: count() }).from(audit_log);
  const [s] = await t.handle.db.select({ n: count() }).from(sesiones);
  const [d] = await t.handle.db.select({ n: count() }).from(departamentos);
  return { audit: a!.n, sesiones: s!.n, departamentos: d!.n };
}

beforeAll(async () => {
  t = await createTestApp();
  platform = cookieHeader(await loginAs(t.app, 'admin@atalaya.cl'));
});
afterAll(() => t?.close());

describe('cross-site request refusal', () => {
  it.each([
    ['Origin of another site', { origin: FOREIGN }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['our host over another scheme', { origin: `https://${HOST}` }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['same-origin Origin but Sec-Fetch-Site: cross-site', { origin: OWN, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a sign-in POST with %s: 403 and a Spanish message, no session', async (_, headers) => {
    const before = await writeCounts();
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ codigo: 'ORIGEN_NO_PERMITIDO', mensaje: MENSAJES.origenNoPermitido });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await writeCounts()).toEqual(before);
  });

  it.each([
    ['no Origin nor Sec-Fetch-Site (curl, API clients)', {}],
    ['our own Origin', { origin: OWN }],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: OWN }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('lets a sign-in POST with %s through', async (_, headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
  });

  it('refuses a foreign write before authentication: 403, not 401, for an anonymous caller', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/departamentos/1',
      headers: { host: HOST, origin: FOREIGN },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().codigo).toBe('ORIGEN_NO_PERMITIDO');
  });

  it('is not bypassed by an encoded path that still reaches an API route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v1/auth/login',
      payload: loginBody,
      headers: { host: HOST, origin: FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('does not touch reads nor non-API URLs: a cross-site GET is answered normally', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: HOST, origin: FOREIGN, 'sec-fetch-site': 'cross-site' },
    });
    expect(get.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'POST', url: '/no-api', headers: { origin: FOREIGN } });
    expect(other.statusCode).toBe(404);
  });

  it('with PUBLIC_URL set, only that origin is ours (the request host does not count)', async () => {
    const pub = await createTestApp({ PUBLIC_URL: 'https://atalaya.example.cl/app' });
    try {
      const send = (origin: string) =>
        pub.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: loginBody,
          headers: { host: 'interno:3000', origin, 'content-type': 'application/x-www-form-urlencoded' },
        });
      expect((await send('https://atalaya.example.cl')).statusCode).toBe(200);
      expect((await send('http://interno:3000')).statusCode).toBe(403);
    } finally {
      await pub.close();
    }
  });

  it('refuses a cross-site request to EVERY mutating route, before any write', async () => {
    const mutating = t.app.routeAccessTable.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(mutating.length).toBeGreaterThan(150);
    // Control: the same kind of request from our own origin does write (so the counts can move).
    const control = await t.app.inject({
      method: 'POST',
      url: '/api/v1/departamentos/',
      headers: { host: HOST, origin: OWN, cookie: platform },
      payload: { nombre: 'Control CSRF', empresa_id: 2 },
    });
    expect(control.statusCode, control.body).toBeLessThan(300);
    const before = await writeCounts();
    const missed: string[] = [];
    for (const route of mutating) {
      // Real-looking ids: if the guard let it through, the platform admin could change data.
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const headers of [{ origin: FOREIGN }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { host: HOST, cookie: platform, ...headers },
          payload: {},
        });
        if (res.statusCode !== 403 || res.json().codigo !== 'ORIGEN_NO_PERMITIDO') {
          missed.push(`${route.method} ${route.url} ${JSON.stringify(headers)} → ${res.statusCode}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(await writeCounts()).toEqual(before);
  }, 60_000);
});
