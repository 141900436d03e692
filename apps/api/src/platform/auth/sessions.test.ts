import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { empresas, sesiones, usuarios } from '../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../test/test-app';

/*
 * Session authentication reads everything in one statement and writes last_seen_at at most once a
 * minute; an authenticated list costs a fixed, small number of round trips.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = (url: string, cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: cookieHeader(cookies) } });

async function lastSeen(email: string) {
  const rows = await t.handle.db
    .select({ last_seen_at: sesiones.last_seen_at })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
    .where(eq(usuarios.email, email));
  return Math.max(...rows.map((r) => r.last_seen_at.getTime()));
}

/** Counts the SQL statements sent to the database while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>) {
  const client = (t.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  await fn();
  const n = spy.mock.calls.length;
  spy.mockRestore();
  return n;
}

describe('session authentication', () => {
  it('writes last_seen_at at most once a minute', async () => {
    const cookies = await loginAs(t.app, 'admin@demo.cl');
    const signedIn = await lastSeen('admin@demo.cl');
    t.clock.advance(30_000);
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(200);
    expect(await lastSeen('admin@demo.cl')).toBe(signedIn);
    t.clock.advance(31_000);
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(200);
    expect(await lastSeen('admin@demo.cl')).toBe(signedIn + 61_000);
    // The next write comes only a minute after this one.
    t.clock.advance(59_000);
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(200);
    expect(await lastSeen('admin@demo.cl')).toBe(signedIn + 61_000);
  });

  it('authenticates in one query when last_seen_at is fresh', async () => {
    const cookies = await loginAs(t.app, 'admin@demo.cl');
    let status = 0;
    const n = await countQueries(async () => {
      status = (await get('/auth/check-session', cookies)).statusCode;
    });
    expect(status).toBe(200);
    expect(n).toBe(1);
  });

  it('answers the session user with its roles and modules', async () => {
    const cookies = await loginAs(t.app, 'admin@demo.cl');
    const res = await get('/auth/check-session', cookies);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('admin_empresa');
  });

  it('refuses at once a user or company made inactive', async () => {
    const cookies = await loginAs(t.app, 'admin@otra.cl');
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(200);
    await t.handle.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, 'admin@otra.cl'));
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(401);
    await t.handle.db.update(usuarios).set({ activo: true }).where(eq(usuarios.email, 'admin@otra.cl'));
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(200);
    const [u] = await t.handle.db
      .select({ empresa_id: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@otra.cl'));
    await t.handle.db.update(empresas).set({ activo: false }).where(eq(empresas.id, u!.empresa_id));
    expect((await get('/auth/check-session', cookies)).statusCode).toBe(401);
    await t.handle.db.update(empresas).set({ activo: true }).where(eq(empresas.id, u!.empresa_id));
  });
});

describe('authenticated list', () => {
  it('costs four queries: session, page, capped count and all reference labels together', async () => {
    const cookies = await loginAs(t.app, 'admin@demo.cl');
    let body: { data: { departamento: unknown; centro: unknown }[]; total: number } | undefined;
    const n = await countQueries(async () => {
      const res = await get('/trabajadores/?limit=10', cookies);
      expect(res.statusCode).toBe(200);
      body = res.json();
    });
    expect(body!.data.length).toBeGreaterThan(0);
    expect(body!.data.some((w) => w.departamento !== null && w.centro !== null)).toBe(true);
    for (const w of body!.data) {
      for (const ref of [w.departamento, w.centro]) {
        if (ref !== null) expect(ref).toEqual({ id: expect.any(Number), nombre: expect.any(String) });
      }
    }
    expect(n).toBe(4);
  });
});
