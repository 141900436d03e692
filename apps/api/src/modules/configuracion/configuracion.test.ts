import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_log, correos, empresas, notificaciones, usuarios } from '../../db/schema/index';
import { PNG } from '../../platform/storage/test-samples';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../test/test-app';
import { notificar } from '../notificaciones/notificar';

/* Configuración (issue 8 §5): the active company's profile, threshold, notices and logo. */

let t: TestContext;
const as: Record<string, string> = {};
const USERS = [
  'admin@demo.cl',
  'admin@otra.cl',
  'admin@atalaya.cl',
  'revisor@demo.cl',
  'denuncias@demo.cl',
  'tekemi@demo.cl',
] as const;
type Who = (typeof USERS)[number];
let demoId: number;
let otraId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
  const byName = async (nombre: string) =>
    (await t.handle.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nombre, nombre)))[0]!.id;
  demoId = await byName('Empresa Demo SpA');
  otraId = await byName('Otra Empresa Ltda.');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: as[who]! } : {}, payload });

const fila = async (id: number) => (await t.handle.db.select().from(empresas).where(eq(empresas.id, id)))[0]!;

const todas = (campana: boolean, correo: boolean) => ({
  documentos: { campana, correo },
  denuncias: { campana, correo },
  due_diligence: { campana, correo },
  no_conformidades: { campana, correo },
  soporte: { campana, correo },
});

const subir = (content: Buffer, filename: string, who: Who = 'admin@demo.cl', type = 'image/png') => {
  const mp = multipart([{ name: 'archivo', filename, content, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/configuracion/logo',
    payload: mp.payload,
    headers: { ...mp.headers, cookie: as[who]! },
  });
};

const auditorias = (empresaId: number) =>
  t.handle.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.empresa_id, empresaId), eq(audit_log.entidad, 'empresa')))
    .orderBy(desc(audit_log.id));

describe('acceso', () => {
  const RUTAS: [Method, string][] = [
    ['GET', '/configuracion/empresa'],
    ['PUT', '/configuracion/empresa'],
    ['PUT', '/configuracion/notificaciones'],
    ['POST', '/configuracion/logo'],
    ['DELETE', '/configuracion/logo'],
  ];

  it('401 sin sesión; 403 para usuarios que no administran la empresa', async () => {
    for (const [method, url] of RUTAS) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      for (const who of ['denuncias@demo.cl', 'tekemi@demo.cl'] as const) {
        const res = await call(method, url, who, {});
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('el administrador de empresa no puede nombrar otra empresa (404) y nada cambia', async () => {
    const antes = await fila(otraId);
    let res = await call('GET', `/configuracion/empresa?empresa_id=${otraId}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(404);
    res = await call('PUT', '/configuracion/empresa', 'admin@demo.cl', {
      empresa_id: otraId,
      nombre_fantasia: 'Intrusa',
      dias_aviso_vencimiento: 5,
    });
    expect(res.statusCode).toBe(404);
    res = await call('PUT', `/configuracion/notificaciones?empresa_id=${otraId}`, 'admin@demo.cl', todas(false, false));
    expect(res.statusCode).toBe(404);
    const despues = await fila(otraId);
    expect(despues.nombre_fantasia).toBe(antes.nombre_fantasia);
    expect(despues.dias_aviso_vencimiento).toBe(antes.dias_aviso_vencimiento);
    expect(despues.preferencias_notificacion).toEqual(antes.preferencias_notificacion);
  });
});

describe('empresa', () => {
  it('muestra la empresa activa con todas las categorías de aviso encendidas por defecto', async () => {
    const res = await call('GET', '/configuracion/empresa', 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: demoId,
      nombre: 'Empresa Demo SpA',
      logo_url: null,
      dias_aviso_vencimiento: 30,
      preferencias_notificacion: todas(true, true),
    });
  });

  it('guarda nombre de fantasía y días de aviso (la razón social no cambia) y lo audita en la empresa', async () => {
    const res = await call('PUT', '/configuracion/empresa', 'admin@demo.cl', {
      nombre: 'Otra razón social',
      nombre_fantasia: '  Demo Cumplimiento  ',
      dias_aviso_vencimiento: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nombre: 'Empresa Demo SpA',
      nombre_fantasia: 'Demo Cumplimiento',
      dias_aviso_vencimiento: 45,
    });
    const leida = (await call('GET', '/configuracion/empresa', 'admin@demo.cl')).json();
    expect(leida).toMatchObject({ nombre: 'Empresa Demo SpA', nombre_fantasia: 'Demo Cumplimiento' });
    expect((await fila(demoId)).dias_aviso_vencimiento).toBe(45);
    // The documents module reads the same threshold.
    const overview = await call('GET', '/documento-publicado/overview', 'admin@demo.cl');
    expect(overview.json().dias_aviso_vencimiento).toBe(45);
    const [ultima] = await auditorias(demoId);
    expect(ultima).toMatchObject({ accion: 'actualizar', entidad_id: String(demoId) });
    expect(ultima!.cambios).toMatchObject({ dias_aviso_vencimiento: { antes: 30, despues: 45 } });
  });

  it.each([
    [
      { nombre_fantasia: 'X', dias_aviso_vencimiento: 0 },
      'dias_aviso_vencimiento',
      'Los días de aviso deben ser al menos 1.',
    ],
    [
      { nombre_fantasia: 'X', dias_aviso_vencimiento: 366 },
      'dias_aviso_vencimiento',
      'Los días de aviso no pueden superar 365.',
    ],
    [
      { nombre_fantasia: 'X', dias_aviso_vencimiento: 2.5 },
      'dias_aviso_vencimiento',
      'Los días de aviso deben ser un número entero.',
    ],
    [{ nombre_fantasia: 'x'.repeat(201), dias_aviso_vencimiento: 10 }, 'nombre_fantasia', 'Máximo 200 caracteres.'],
  ])('400 con el mensaje del campo y sin cambios: %j', async (body, campo, mensaje) => {
    const antes = await fila(demoId);
    const res = await call('PUT', '/configuracion/empresa', 'admin@demo.cl', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({ [campo]: mensaje });
    const despues = await fila(demoId);
    expect(despues.nombre_fantasia).toBe(antes.nombre_fantasia);
    expect(despues.dias_aviso_vencimiento).toBe(antes.dias_aviso_vencimiento);
  });

  it('el administrador de la plataforma actúa sobre la empresa activa de su sesión', async () => {
    let res = await call('GET', '/configuracion/empresa', 'admin@atalaya.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json().id).not.toBe(otraId);
    res = await call('POST', '/auth/empresa-activa', 'admin@atalaya.cl', { empresa_id: otraId });
    expect(res.statusCode).toBe(200);
    res = await call('PUT', '/configuracion/empresa', 'admin@atalaya.cl', {
      nombre_fantasia: 'Otra (plataforma)',
      dias_aviso_vencimiento: 12,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: otraId, nombre: 'Otra Empresa Ltda.', dias_aviso_vencimiento: 12 });
    expect((await fila(otraId)).nombre_fantasia).toBe('Otra (plataforma)');
    expect((await fila(demoId)).nombre_fantasia).toBe('Demo Cumplimiento');
  });
});

describe('notificaciones', () => {
  /** One notice of the category to revisor@demo.cl; what reached bell and mailbox. */
  async function avisar(categoria: 'documentos' | 'soporte', titulo: string) {
    const db = t.handle.db;
    const [u] = await db.select().from(usuarios).where(eq(usuarios.email, 'revisor@demo.cl'));
    await db.transaction((tx) =>
      notificar(tx, { empresaId: demoId, categoria, usuarioIds: [u!.id], titulo, mensaje: 'm', enlace: null }),
    );
    const campana = await db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, u!.id), eq(notificaciones.titulo, titulo)));
    const buzon = await db
      .select()
      .from(correos)
      .where(and(eq(correos.para, u!.email), eq(correos.asunto, titulo)));
    return { campana: campana.length, correo: buzon.length };
  }

  it('guarda las preferencias completas y apagan de verdad campana y correo', async () => {
    const prefs = {
      ...todas(true, true),
      documentos: { campana: true, correo: false },
      soporte: { campana: false, correo: false },
    };
    const res = await call('PUT', '/configuracion/notificaciones', 'admin@demo.cl', prefs);
    expect(res.statusCode).toBe(200);
    expect(res.json().preferencias_notificacion).toEqual(prefs);
    expect((await call('GET', '/configuracion/empresa', 'admin@demo.cl')).json().preferencias_notificacion).toEqual(
      prefs,
    );
    expect(await avisar('documentos', 'Config: documentos sin correo')).toEqual({ campana: 1, correo: 0 });
    expect(await avisar('soporte', 'Config: soporte apagado')).toEqual({ campana: 0, correo: 0 });

    const [ultima] = await auditorias(demoId);
    expect(ultima!.cambios).toMatchObject({
      preferencias_notificacion: { documentos: { antes: { campana: true, correo: true } } },
    });

    await call('PUT', '/configuracion/notificaciones', 'admin@demo.cl', todas(true, true));
    expect(await avisar('soporte', 'Config: soporte encendido')).toEqual({ campana: 1, correo: 1 });
  });

  it.each([
    [{ ...todas(true, true), soporte: undefined }, 'soporte', 'Indique campana y correo de esta categoría.'],
    [
      { ...todas(true, true), documentos: { campana: 'si', correo: true } },
      'documentos.campana',
      'Indique si se avisa por campana (sí o no).',
    ],
    [
      { ...todas(true, true), marketing: { campana: true, correo: true } },
      '_',
      'Categoría de aviso desconocida: marketing.',
    ],
  ])('400 con mensajes en español y sin cambios: %j', async (body, campo, mensaje) => {
    const antes = (await fila(demoId)).preferencias_notificacion;
    const res = await call('PUT', '/configuracion/notificaciones', 'admin@demo.cl', body);
    expect(res.statusCode).toBe(400);
    const errores = res.json().errores as Record<string, string>;
    expect(
      Object.entries(errores).some(([k, v]) => k.startsWith(campo) && v === mensaje),
      JSON.stringify(errores),
    ).toBe(true);
    expect((await fila(demoId)).preferencias_notificacion).toEqual(antes);
  });
});

describe('logo', () => {
  it('rechaza lo que no es una imagen, en español, sin guardar nada', async () => {
    const res = await subir(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'admin@demo.cl',
      'image/svg+xml',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errores: { archivo: 'El logo debe ser una imagen PNG, JPG o WebP.' } });
    const otra = await subir(Buffer.from('%PDF-1.4 no es imagen'), 'logo.png');
    expect(otra.statusCode).toBe(415);
    expect(otra.json().mensaje).toBe('El logo debe ser una imagen PNG, JPG o WebP.');
    expect((await fila(demoId)).logo_url).toBeNull();
  });

  it('sube el logo de la empresa activa, la sesión lo muestra, y se puede quitar', async () => {
    let res = await subir(PNG, 'logo.png');
    expect(res.statusCode).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/empresas/${demoId}/logo\\?v=\\d+$`));

    const sesion = await call('GET', '/auth/check-session', 'admin@demo.cl');
    expect(sesion.json().user.empresa.logo).toEqual({ url });
    const img = await t.app.inject({ method: 'GET', url, headers: { cookie: as['revisor@demo.cl']! } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await fila(otraId)).logo_url).toBeNull();

    const [subida] = await auditorias(demoId);
    expect(subida).toMatchObject({ accion: 'subir_logo', empresa_id: demoId });

    res = await call('DELETE', '/configuracion/logo', 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo_url).toBeNull();
    expect((await call('GET', '/auth/check-session', 'admin@demo.cl')).json().user.empresa.logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: as['admin@demo.cl']! } })).statusCode).toBe(
      404,
    );
    const [quitada] = await auditorias(demoId);
    expect(quitada).toMatchObject({ accion: 'quitar_logo', empresa_id: demoId });

    // Without a logo, removing again is harmless.
    expect((await call('DELETE', '/configuracion/logo', 'admin@demo.cl')).statusCode).toBe(200);
  });
});
