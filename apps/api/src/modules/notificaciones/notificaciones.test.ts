import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;
const as: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['admin@demo.cl', 'admin@otra.cl', 'revisor@demo.cl', 'admin@atalaya.cl']) {
    as[email] = cookieHeader(await loginAs(t.app, email));
  }
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: as[who]! } : {} });
const post = (url: string, who: string) => t.app.inject({ method: 'POST', url, headers: { cookie: as[who]! } });

describe('notificaciones', () => {
  it('401 without a session', async () => {
    expect((await get('/api/v1/notificaciones/pendientes')).statusCode).toBe(401);
  });

  it('counts the unread notifications of the caller only', async () => {
    expect((await get('/api/v1/notificaciones/pendientes', 'admin@demo.cl')).json()).toEqual({ total: 2 });
    expect((await get('/api/v1/notificaciones/pendientes', 'revisor@demo.cl')).json()).toEqual({ total: 0 });
  });

  it('lists them newest first with skip/limit, and 400 on a bad limit', async () => {
    const res = await get('/api/v1/notificaciones/?skip=0&limit=10', 'admin@demo.cl');
    expect(res.json()).toMatchObject({ total: 2, data: [{ leida: false }, { leida: false }] });
    const bad = await get('/api/v1/notificaciones/?limit=1000', 'admin@demo.cl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ limit: 'limit no puede superar 100.' });
  });

  it('marking read lowers the count; another user’s notification answers 404', async () => {
    const [first] = (await get('/api/v1/notificaciones/', 'admin@demo.cl')).json().data;
    expect((await post(`/api/v1/notificaciones/${first.id}/leer`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await post(`/api/v1/notificaciones/${first.id}/leer`, 'revisor@demo.cl')).statusCode).toBe(404);
    expect((await post(`/api/v1/notificaciones/${first.id}/leer`, 'admin@demo.cl')).statusCode).toBe(200);
    expect((await get('/api/v1/notificaciones/pendientes', 'admin@demo.cl')).json()).toEqual({ total: 1 });
  });

  it('marks all of the caller’s notifications read, and only the caller’s', async () => {
    const otra = (await get('/api/v1/notificaciones/pendientes', 'admin@otra.cl')).json().total;
    expect(otra).toBeGreaterThan(0);
    const res = await post('/api/v1/notificaciones/leer-todas', 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, marcadas: 1 });
    expect((await get('/api/v1/notificaciones/pendientes', 'admin@demo.cl')).json()).toEqual({ total: 0 });
    const lista = (await get('/api/v1/notificaciones/', 'admin@demo.cl')).json().data;
    expect(lista.every((n: { leida: boolean }) => n.leida)).toBe(true);
    // Nothing left: nothing marked; and another company's user kept theirs.
    expect((await post('/api/v1/notificaciones/leer-todas', 'admin@demo.cl')).json()).toEqual({
      ok: true,
      marcadas: 0,
    });
    expect((await get('/api/v1/notificaciones/pendientes', 'admin@otra.cl')).json().total).toBe(otra);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/notificaciones/leer-todas' })).statusCode).toBe(401);
  });
});

describe('empresas disponibles (company switcher)', () => {
  it('a platform admin sees every company; a company user only their own', async () => {
    const all = (await get('/api/v1/auth/empresas-disponibles', 'admin@atalaya.cl')).json().data;
    expect(all.map((e: { nombre: string }) => e.nombre)).toEqual([
      'Atalaya SpA',
      'Empresa Demo SpA',
      'Otra Empresa Ltda.',
    ]);
    const own = (await get('/api/v1/auth/empresas-disponibles', 'admin@otra.cl')).json().data;
    expect(own.map((e: { nombre: string }) => e.nombre)).toEqual(['Otra Empresa Ltda.']);
  });
});
