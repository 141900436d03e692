import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sesiones, usuarios } from '../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  let now = 0;
  it('reads a row once for concurrent callers, forgets it after the TTL, never keeps an unknown token', async () => {
    const cache = new SessionCache<string>(1000, 10, () => now);
    let reads = 0;
    const load = async () => `fila ${++reads}`;
    expect(await Promise.all([cache.remember('a', load), cache.remember('a', load)])).toEqual(['fila 1', 'fila 1']);
    now = 1001;
    expect(await cache.remember('a', load)).toBe('fila 2');
    let unknown = 0;
    const none = async () => void unknown++;
    await cache.remember('x', none);
    await cache.remember('x', none);
    expect(unknown).toBe(2);
  });

  it('is emptied by a write to a table the row is made of, or to unknown tables', async () => {
    const cache = new SessionCache<string>(60_000, 10, () => 0);
    let reads = 0;
    const load = async () => `fila ${++reads}`;
    await cache.remember('a', load);
    cache.written(new Set(['documentos', 'audit_log']));
    expect(await cache.remember('a', load)).toBe('fila 1');
    cache.written(new Set(['usuario_roles']));
    expect(await cache.remember('a', load)).toBe('fila 2');
    cache.written(undefined);
    expect(await cache.remember('a', load)).toBe('fila 3');
  });
});

describe('sessions read from memory (SESSION_CACHE_MS on)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_CACHE_MS: 60_000 });
  });
  afterAll(() => t?.close());

  const session = (cookie: string) =>
    t.app.inject({ url: '/api/v1/auth/check-session', headers: { cookie } }).then((r) => r.statusCode);

  it('a deactivation or sign-out through this instance applies to the very next request', async () => {
    const admin = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
    const tekemi = cookieHeader(await loginAs(t.app, 'tekemi@demo.cl'));
    expect(await session(tekemi)).toBe(200);
    const [u] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'tekemi@demo.cl'));
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/v1/usuarios/${u!.id}/desactivar`,
      headers: { cookie: admin },
    });
    expect(off.statusCode).toBe(200);
    expect(await session(tekemi)).toBe(401);

    const revisor = cookieHeader(await loginAs(t.app, 'revisor@demo.cl'));
    expect(await session(revisor)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: revisor } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await session(revisor)).toBe(401);
  });

  it('checks expiry against the clock on every request, even for a remembered row', async () => {
    const cookie = cookieHeader(await loginAs(t.app, 'aprobador@demo.cl'));
    expect(await session(cookie)).toBe(200);
    t.clock.advance(24 * 3_600_000);
    expect(await session(cookie)).toBe(401);
  });

  it('a revocation written outside this instance’s requests applies at its next write to those tables (or after the TTL)', async () => {
    const cookie = cookieHeader(await loginAs(t.app, 'denuncias@demo.cl'));
    expect(await session(cookie)).toBe(200);
    const [u] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'denuncias@demo.cl'));
    await t.handle.db.update(sesiones).set({ revoked_at: t.clock.now() }).where(eq(sesiones.usuario_id, u!.id));
    expect(await session(cookie)).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: cookieHeader(await loginAs(t.app, 'dd@demo.cl')) },
    });
    expect(other.statusCode).toBeLessThan(300); // any sign-out in this instance empties the cache
    expect(await session(cookie)).toBe(401);
  });
});
