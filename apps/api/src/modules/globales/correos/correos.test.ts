import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos, usuarios } from '../../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';
import { notificar } from '../../notificaciones/notificar';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = cookieHeader(await loginAs(t.app, 'admin@atalaya.cl'));
  const db = t.handle.db;
  const [u] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
  await db.transaction((tx) =>
    notificar(tx, {
      empresaId: u!.empresa_id,
      categoria: 'documentos',
      usuarioIds: [u!.id],
      titulo: 'Documento por vencer',
      mensaje: 'DOC-7 vence pronto',
      enlace: '/documentos/detalle/7',
    }),
  );
  await db.transaction((tx) =>
    notificar(tx, {
      empresaId: u!.empresa_id,
      categoria: 'documentos',
      usuarioIds: [u!.id],
      titulo: 'Documento vencido',
      mensaje: 'DOC-7 venció',
      enlace: null,
    }),
  );
  await db.update(correos).set({ estado: 'sin_smtp' }).where(eq(correos.asunto, 'Documento vencido'));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

describe('GET /correos/ (bandeja de salida)', () => {
  it('401 sin sesión; 403 para un administrador de empresa', async () => {
    expect((await get('/correos/')).statusCode).toBe(401);
    const empresa = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
    const res = await get('/correos/', empresa);
    expect(res.statusCode).toBe(403);
    expect(res.json().mensaje).toBeTruthy();
  });

  it('200 para admin_atalaya: recientes primero, con los campos del outbox', async () => {
    const res = await get('/correos/', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    const [primero, segundo] = body.data;
    expect(primero).toMatchObject({
      para: 'admin@demo.cl',
      asunto: 'Documento vencido',
      cuerpo: 'DOC-7 venció',
      estado: 'sin_smtp',
      intentos: 0,
      ultimo_error: null,
      enviado_at: null,
    });
    expect(primero.empresa_id).toEqual(expect.any(Number));
    expect(Date.parse(primero.created_at)).not.toBeNaN();
    expect(segundo).toMatchObject({
      asunto: 'Documento por vencer',
      cuerpo: 'DOC-7 vence pronto\n\nAbrir en Atalaya: /documentos/detalle/7',
      estado: 'pendiente',
    });
    expect(primero.id).toBeGreaterThan(segundo.id);
  });

  it('filtra por estado y busca en destinatario o asunto', async () => {
    const porEstado = (await get('/correos/?estado=sin_smtp', admin)).json();
    expect(porEstado.data.length).toBeGreaterThan(0);
    expect(porEstado.data.every((c: { estado: string }) => c.estado === 'sin_smtp')).toBe(true);

    const porAsunto = (await get('/correos/?q=POR%20VENCER', admin)).json();
    expect(porAsunto.total).toBe(1);
    expect(porAsunto.data[0].asunto).toBe('Documento por vencer');

    const porDestinatario = (await get('/correos/?q=admin@demo', admin)).json();
    expect(porDestinatario.total).toBe(2);
    expect((await get('/correos/?q=nadie@ninguna', admin)).json()).toEqual({ data: [], total: 0 });

    const pagina = (await get('/correos/?limit=1&skip=1&q=admin@demo', admin)).json();
    expect(pagina.data).toHaveLength(1);
    expect(pagina.data[0].asunto).toBe('Documento por vencer');
  });

  it('400 con mensaje en español ante un estado desconocido', async () => {
    const res = await get('/correos/?estado=perdido', admin);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('El estado debe ser pendiente, enviado, sin_smtp o fallido.');
  });
});
