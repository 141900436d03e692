import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, loginAs, type TestContext } from './test-app';
import { eq } from 'drizzle-orm';
import { empresas } from '../db/schema/index';
import { DEMO_PASSWORD } from '../seed/demo';

/*
 * Security headers on every route (issue 10 §6): one request per route of the route table
 * (anonymous and as admin@demo.cl), the SPA index, a built asset and the 404 handler. The
 * snapshot groups the routes by the exact set of security headers they answer with, so a change
 * to any route's headers shows up as a readable diff; the rules that must never break are also
 * asserted directly.
 */

const NO_EXISTE = '2147480000';
const CIERRAN_SESION = ['POST /api/v1/auth/refresh', 'POST /api/v1/auth/logout'];
/** Headers a browser acts on for security (plus Cache-Control, which keeps user data out of caches). */
const CABECERAS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-powered-by',
  'cache-control',
] as const;

interface Respuesta {
  statusCode: number;
  headers: Record<string, unknown>;
}
interface Muestra {
  caso: string;
  url: string;
  res: Respuesta;
}

let t: TestContext;
let webDir: string;
let admin: string;
const muestras: Muestra[] = [];

function seguridad(res: Respuesta) {
  const out: Record<string, string> = {};
  for (const h of CABECERAS) {
    const v = res.headers[h];
    // A nonce is new on every response: only its presence belongs in the snapshot.
    if (v !== undefined) out[h] = String(v).replace(/'nonce-[^']+'/g, "'nonce-…'");
  }
  return out;
}

beforeAll(async () => {
  // A minimal web build, so the SPA index and a hashed asset are served as in production.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Atalaya</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  // TRUST_PROXY: HTTPS is detected from X-Forwarded-Proto, as behind the production proxy.
  t = await createTestApp({ WEB_DIST_DIR: webDir, TRUST_PROXY: 1 });
  admin = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
  const [demo] = await t.handle.db
    .select({ id: empresas.id })
    .from(empresas)
    .where(eq(empresas.nombre, 'Empresa Demo SpA'));
  const empresa = String(demo!.id);

  const rutas = [
    ...t.app.routeAccessTable.filter((r) => !CIERRAN_SESION.includes(`${r.method} ${r.url}`)),
    ...t.app.routeAccessTable.filter((r) => CIERRAN_SESION.includes(`${r.method} ${r.url}`)),
  ];
  for (const who of ['anónimo', 'admin'] as const) {
    for (const r of rutas) {
      const url = r.url.replace(/:([A-Za-z_]+)/g, (_, n: string) => (/^empresa(_id)?$/.test(n) ? empresa : NO_EXISTE));
      const body = ['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: {} } : {};
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: who === 'admin' ? { cookie: admin } : {},
        ...body,
      });
      muestras.push({ caso: `${r.method} ${r.url} [${who}]`, url, res });
    }
  }
  for (const [caso, url] of [
    ['SPA: índice', '/'],
    ['SPA: ruta del cliente', '/mi-empresa/departamentos'],
    ['SPA: recurso con hash', '/assets/index-abc123.js'],
    ['404 de la API', '/api/v1/no-existe'],
  ] as const) {
    muestras.push({ caso, url, res: await t.app.inject({ method: 'GET', url }) });
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('security headers on every route', () => {
  it('matches the snapshot: one entry per distinct set of security headers', async () => {
    const grupos = new Map<string, { cabeceras: Record<string, string>; rutas: string[] }>();
    for (const m of muestras) {
      const cabeceras = seguridad(m.res);
      const k = JSON.stringify(cabeceras);
      if (!grupos.has(k)) grupos.set(k, { cabeceras, rutas: [] });
      grupos.get(k)!.rutas.push(m.caso);
    }
    // Largest group first; routes sorted: stable whatever the registration order.
    const snapshot = [...grupos.values()]
      .map((g) => ({ total: g.rutas.length, cabeceras: g.cabeceras, rutas: g.rutas.sort() }))
      .sort((a, b) => b.total - a.total || a.rutas[0]!.localeCompare(b.rutas[0]!));
    // Written as the repository's Prettier would write it, so `format:check` leaves it alone.
    const file = path.join(import.meta.dirname, '__snapshots__', 'cabeceras.json');
    const text = await prettier.format(JSON.stringify(snapshot), {
      ...(await prettier.resolveConfig(file)),
      parser: 'json',
    });
    await expect(text).toMatchFileSnapshot(file);
  });

  it('every response: nosniff, a CSP forbidding foreign framing, X-Frame-Options DENY, a Permissions-Policy, no X-Powered-By', () => {
    const fallos: string[] = [];
    for (const m of muestras) {
      const h = m.res.headers;
      if (h['x-powered-by'] !== undefined) fallos.push(`${m.caso}: x-powered-by`);
      const permisos = String(h['permissions-policy'] ?? '');
      if (!['camera=()', 'microphone=()', 'geolocation=()'].every((f) => permisos.includes(f))) {
        fallos.push(`${m.caso}: sin Permissions-Policy`);
      }
      if (h['x-content-type-options'] !== 'nosniff') fallos.push(`${m.caso}: sin nosniff`);
      // 'self' only where our own pages frame the answer (the due-diligence report preview).
      if (!/frame-ancestors '(none|self)'/.test(String(h['content-security-policy'] ?? ''))) {
        fallos.push(`${m.caso}: CSP sin frame-ancestors 'none' ni 'self'`);
      }
      if (m.url.startsWith('/api/') && h['x-frame-options'] !== 'DENY') fallos.push(`${m.caso}: x-frame-options`);
    }
    expect(fallos).toEqual([]);
    expect(muestras.length).toBeGreaterThan(600);
  });

  it('API answers are never stored by a cache: no-store (or private for files), never public', () => {
    const fallos: string[] = [];
    for (const m of muestras.filter((x) => x.url.startsWith('/api/'))) {
      const cc = String(m.res.headers['cache-control'] ?? '');
      const json = String(m.res.headers['content-type'] ?? '').includes('application/json');
      if (json ? !cc.includes('no-store') : !/no-store|private/.test(cc)) {
        fallos.push(`${m.caso} → ${m.res.statusCode} cache-control=${cc}`);
      }
    }
    expect(fallos).toEqual([]);
  });

  it('the SPA index is revalidated, hashed assets are immutable', () => {
    const h = (caso: string) => muestras.find((m) => m.caso === caso)!.res;
    expect(h('SPA: índice').statusCode).toBe(200);
    expect(h('SPA: índice').headers['cache-control']).toBe('no-cache');
    expect(h('SPA: ruta del cliente').headers['cache-control']).toBe('no-cache');
    expect(h('SPA: recurso con hash').statusCode).toBe(200);
    expect(h('SPA: recurso con hash').headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(h('404 de la API').statusCode).toBe(404);
  });

  it('HSTS only over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const http = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/api/v1/health', '/']) {
      const https = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('sign-in cookies: HttpOnly, SameSite=Lax, the refresh token scoped to its path; Secure over HTTPS', async () => {
    const atributos = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: new URLSearchParams({ username: 'admin@demo.cl', password: DEMO_PASSWORD }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
      expect(res.statusCode).toBe(200);
      const lines = [res.headers['set-cookie'] ?? []].flat() as string[];
      // Name and attributes, without the secret value or the clock-dependent Expires.
      return lines
        .map((l) => {
          const [pair, ...attrs] = l.split(';').map((s) => s.trim());
          const kept = attrs.filter((a) => !/^expires=/i.test(a)).sort();
          return [pair!.slice(0, pair!.indexOf('=')), ...kept].join('; ');
        })
        .sort();
    };
    const http = await atributos({});
    const https = await atributos({ 'x-forwarded-proto': 'https' });
    for (const line of [...http, ...https]) {
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toMatch(/Path=\//);
    }
    for (const line of https) expect(line).toContain('Secure');
    expect({ http, https }).toMatchSnapshot();
  });
});
