import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { archivos, audit_log, empresas, planes, sesiones, usuarios } from '../../../db/schema/index';
import { JPEG, PNG } from '../../../platform/storage/test-samples';
import { chileDpaImporter } from '../../reference/importers/chile-dpa';
import { siiActividadesImporter } from '../../reference/importers/sii-actividades';
import { importReferenceData } from '../../reference/reference.service';
import { tipoDeImagen } from '../../../platform/storage/sniff';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../../../test/test-app';

/* Globales → empresas (admin_atalaya): CRUD, RUT rules, logo, channel token, deactivation. */

let t: TestContext;
const as: Record<string, string> = {};
const USERS = ['admin@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
type Who = (typeof USERS)[number];
let demoId: number;
let otraId: number;
let plataformaId: number;
let planId: number;

beforeAll(async () => {
  t = await createTestApp();
  await importReferenceData(
    { db: t.handle.db },
    { dir: t.app.config.referenceDataDir, importers: [chileDpaImporter, siiActividadesImporter] },
  );
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
  const byName = async (nombre: string) =>
    (await t.handle.db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nombre, nombre)))[0]!.id;
  demoId = await byName('Empresa Demo SpA');
  otraId = await byName('Otra Empresa Ltda.');
  plataformaId = (await t.handle.db.select().from(empresas).where(eq(empresas.es_plataforma, true)))[0]!.id;
  planId = (await t.handle.db.select().from(planes).where(eq(planes.nombre, 'Profesional')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who | string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? { cookie: (as as Record<string, string>)[who] ?? who } : {},
    payload,
  });
const admin = 'admin@atalaya.cl';
const nueva = (extra: object = {}) => ({
  rut: '77.888.999-4',
  nombre: 'Constructora Los Andes SpA',
  nombre_fantasia: 'Los Andes',
  actividad_codigo: '410010',
  direccion: 'Av. Providencia 1234',
  region_codigo: '13',
  comuna_codigo: '13123',
  plan_id: planId,
  ...extra,
});
const storedFiles = async () => {
  const root = path.join(t.dataDir, 'files');
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(dir, e.name));
      else out.push(e.name);
    }
  };
  await walk(root);
  return out.filter((n) => !n.startsWith('.'));
};

describe('access', () => {
  it('401 anonymous, 403 for a company administrator', async () => {
    for (const [method, url] of [
      ['GET', '/empresas/'],
      ['GET', `/empresas/${demoId}`],
      ['POST', '/empresas/'],
      ['PUT', `/empresas/${demoId}`],
      ['DELETE', `/empresas/${demoId}`],
      ['POST', `/empresas/${demoId}/regenerar-token`],
      ['POST', `/empresas/${demoId}/logo`],
      ['POST', '/empresas/batch-delete'],
      ['PUT', '/empresas/batch-update'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, 'admin@demo.cl', {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('list and detail', () => {
  it('lists every company with plan, users count and channel token', async () => {
    const res = await call('GET', '/empresas/?limit=100', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    const demo = body.data.find((e: { id: number }) => e.id === demoId);
    expect(demo).toMatchObject({
      nombre: 'Empresa Demo SpA',
      plan: { nombre: 'Empresa' },
      activa: true,
      es_plataforma: false,
      usuarios: 6,
    });
    expect(demo.token_canal).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('searches by razón social and by RUT typed with dots', async () => {
    const demo = (await call('GET', `/empresas/${demoId}`, admin)).json();
    const [cuerpo, dv] = demo.rut.split('-');
    const conPuntos = `${cuerpo.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
    let res = await call('GET', `/empresas/?q=${encodeURIComponent(conPuntos)}`, admin);
    expect(res.json().data.map((e: { id: number }) => e.id)).toEqual([demoId]);
    res = await call('GET', '/empresas/?q=otra%20empresa', admin);
    expect(res.json().data.map((e: { id: number }) => e.id)).toEqual([otraId]);
    res = await call('GET', `/empresas/?plan_id=${planId}&activa=true`, admin);
    expect(res.json().data.map((e: { id: number }) => e.id)).toContain(otraId);
    expect((await call('GET', '/empresas/?activa=quizas', admin)).statusCode).toBe(400);
  });

  it('404 for an unknown id', async () => {
    expect((await call('GET', '/empresas/999999', admin)).statusCode).toBe(404);
  });
});

describe('create and update', () => {
  let id: number;

  it('400 with Spanish field messages', async () => {
    let res = await call('POST', '/empresas/', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      rut: 'El RUT es obligatorio',
      nombre: 'La razón social es obligatoria',
      plan_id: 'Seleccione un plan',
    });
    res = await call('POST', '/empresas/', admin, nueva({ rut: '77.888.999-5' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.rut).toBe('RUT inválido');
    res = await call('POST', '/empresas/', admin, nueva({ comuna_codigo: '05101' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ comuna_codigo: 'Seleccione una comuna válida para la región' });
    res = await call('POST', '/empresas/', admin, nueva({ actividad_codigo: '999999', plan_id: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      actividad_codigo: 'Seleccione una actividad económica válida',
      plan_id: 'Seleccione un plan válido',
    });
    expect((await call('GET', '/empresas/', admin)).json().total).toBe(3);
  });

  it('creates with the RUT normalized, names resolved and the plan’s credits', async () => {
    const res = await call('POST', '/empresas/', admin, nueva());
    expect(res.statusCode).toBe(201);
    const e = res.json();
    id = e.id;
    const [plan] = await t.handle.db.select().from(planes).where(eq(planes.id, planId));
    expect(e).toMatchObject({
      rut: '77888999-4',
      nombre: 'Constructora Los Andes SpA',
      actividad: { codigo: '410010' },
      region: { codigo: '13', nombre: 'Metropolitana de Santiago' },
      comuna: { codigo: '13123', nombre: 'Providencia' },
      plan: { id: planId, nombre: 'Profesional' },
      creditos_due_diligence: plan!.creditos_due_diligence,
      activa: true,
      usuarios: 0,
      logo_url: null,
    });
    expect(e.actividad.descripcion).toMatch(/CONSTRUCCI/);
    const audits = await t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'empresa'), eq(audit_log.entidad_id, String(id))));
    expect(audits.map((a) => a.accion)).toEqual(['crear']);
  });

  it('409 for a duplicate RUT, in any spelling', async () => {
    const res = await call('POST', '/empresas/', admin, nueva({ rut: '778889994', nombre: 'Otra razón' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      mensaje: 'Ya existe una empresa con este RUT.',
      errores: { rut: 'Ya existe una empresa con este RUT.' },
    });
  });

  it('updates and clears optional fields', async () => {
    const res = await call(
      'PUT',
      `/empresas/${id}`,
      admin,
      nueva({
        nombre_fantasia: '',
        actividad_codigo: '',
        region_codigo: '',
        comuna_codigo: '',
        creditos_due_diligence: 7,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nombre_fantasia: '',
      actividad: null,
      region: null,
      comuna: null,
      creditos_due_diligence: 7,
    });
    expect((await call('PUT', '/empresas/999999', admin, nueva({ rut: '11.111.111-1' }))).statusCode).toBe(404);
  });

  it('regenerates the public channel token', async () => {
    const before = (await call('GET', `/empresas/${id}`, admin)).json().token_canal;
    const res = await call('POST', `/empresas/${id}/regenerar-token`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().token_canal).not.toBe(before);
    expect(res.json().token_canal).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deletes a company without data', async () => {
    const res = await call('DELETE', `/empresas/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/empresas/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('delete and deactivate rules', () => {
  it('409 deleting a company with data, or the platform company', async () => {
    let res = await call('DELETE', `/empresas/${demoId}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('La empresa tiene datos asociados; desactívela en su lugar.');
    res = await call('DELETE', `/empresas/${plataformaId}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('La empresa de la plataforma no puede eliminarse.');
    res = await call('POST', '/empresas/batch-delete', admin, { ids: [otraId, 999999] });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', '/empresas/', admin)).json().total).toBe(3);
  });

  it('the platform company cannot be deactivated', async () => {
    const p = (await call('GET', `/empresas/${plataformaId}`, admin)).json();
    const body = { ...nueva(), rut: p.rut, nombre: p.nombre, plan_id: p.plan_id, activa: false };
    let res = await call('PUT', `/empresas/${plataformaId}`, admin, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('La empresa de la plataforma no puede desactivarse.');
    res = await call('PUT', '/empresas/batch-update', admin, { ids: [plataformaId], cambios: { activa: false } });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/empresas/', admin)).statusCode).toBe(200);
  });

  it('deactivating a company (batch-update) ends its users’ sessions at once', async () => {
    const otra = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
    expect((await call('GET', '/auth/check-session', otra)).statusCode).toBe(200);
    const res = await call('PUT', '/empresas/batch-update', admin, { ids: [otraId], cambios: { activa: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ procesados: 1 });
    expect((await call('GET', '/auth/check-session', otra)).statusCode).toBe(401);
    const [otraUser] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@otra.cl'));
    const live = await t.handle.db
      .select()
      .from(sesiones)
      .where(and(eq(sesiones.usuario_id, otraUser!.id), isNull(sesiones.revoked_at)));
    expect(live).toHaveLength(0);
    expect((await call('GET', `/empresas/${otraId}`, admin)).json().activa).toBe(false);
    // Reactivated, its users can sign in again; Empresa Demo was never touched.
    await call('PUT', '/empresas/batch-update', admin, { ids: [otraId], cambios: { activa: true } });
    expect((await call('GET', '/auth/check-session', 'admin@demo.cl')).statusCode).toBe(200);
    as['admin@otra.cl'] = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
  });

  it('batch-update changes the plan; an unknown plan is a field error', async () => {
    let res = await call('PUT', '/empresas/batch-update', admin, { ids: [otraId], cambios: { plan_id: 999999 } });
    expect(res.statusCode).toBe(400);
    res = await call('PUT', '/empresas/batch-update', admin, { ids: [otraId], cambios: {} });
    expect(res.statusCode).toBe(400);
    res = await call('PUT', '/empresas/batch-update', admin, { ids: [otraId], cambios: { plan_id: planId } });
    expect(res.statusCode).toBe(200);
  });
});

describe('logo', () => {
  const upload = (id: number, content: Buffer, filename: string, who: Who | string = admin) => {
    const mp = multipart([{ name: 'archivo', filename, content, type: 'image/png' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/empresas/${id}/logo`,
      payload: mp.payload,
      headers: { ...mp.headers, cookie: (as as Record<string, string>)[who] ?? who },
    });
  };

  it('refuses SVG, HTML renamed .png and files over 2 MB, storing nothing', async () => {
    const before = await storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    let res = await upload(demoId, svg, 'logo.svg');
    expect(res.statusCode).toBe(415);
    expect(res.json().mensaje).toBe('El logo debe ser una imagen PNG, JPG o WebP.');
    res = await upload(demoId, Buffer.from('<html></html>'), 'logo.png');
    expect(res.statusCode).toBe(415);
    res = await upload(demoId, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'grande.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().mensaje).toBe('El logo no puede superar 2 MB.');
    expect(await storedFiles()).toEqual(before);
    const rows = await t.handle.db.select().from(archivos).where(eq(archivos.contexto, 'logo'));
    expect(rows).toHaveLength(0);
    expect((await call('GET', `/empresas/${demoId}`, admin)).json().logo_url).toBeNull();
  });

  it('stores a PNG, serves it to the company and the platform, replaces the previous one', async () => {
    const before = (await storedFiles()).length;
    let res = await upload(demoId, PNG, 'logo.png');
    expect(res.statusCode).toBe(200);
    const url1: string = res.json().logo_url;
    expect(url1).toMatch(new RegExp(`^/api/v1/empresas/${demoId}/logo\\?v=\\d+$`));
    expect(await storedFiles()).toHaveLength(before + 1);

    // The shell reads the logo from check-session.
    const session = (await call('GET', '/auth/check-session', 'admin@demo.cl')).json();
    expect(JSON.stringify(session)).toContain(url1);

    for (const who of ['admin@demo.cl', admin] as const) {
      const img = await t.app.inject({ method: 'GET', url: url1, headers: { cookie: as[who]! } });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.rawPayload.equals(PNG)).toBe(true);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: url1, headers: { cookie: as['admin@otra.cl']! } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url1 })).statusCode).toBe(401);

    res = await upload(demoId, PNG, 'nuevo.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().logo_url).not.toBe(url1);
    expect(await storedFiles()).toHaveLength(before + 1);
    const rows = await t.handle.db.select().from(archivos).where(eq(archivos.contexto, 'logo'));
    expect(rows).toHaveLength(1);
  });

  it('accepts JPEG and recognises WebP by its magic bytes', async () => {
    const res = await upload(otraId, JPEG, 'logo.jpg');
    expect(res.statusCode).toBe(200);
    const img = await t.app.inject({ method: 'GET', url: res.json().logo_url, headers: { cookie: as[admin]! } });
    expect(img.headers['content-type']).toBe('image/jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(tipoDeImagen(webp)).toBe('image/webp');
    expect(tipoDeImagen(Buffer.from('<svg/>'))).toBeNull();
  });

  it('403 for a company administrator uploading, 404 for an unknown company', async () => {
    expect((await upload(demoId, PNG, 'logo.png', 'admin@demo.cl')).statusCode).toBe(403);
    expect((await upload(999999, PNG, 'logo.png')).statusCode).toBe(404);
  });
});

describe('SII activity codes', () => {
  it('GET /actividades-economicas/ searches code prefixes and folded descriptions', async () => {
    let res = await call('GET', '/actividades-economicas/?q=maiz', 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ codigo: '011102', descripcion: 'CULTIVO DE MAÍZ' }),
    );
    res = await call('GET', '/actividades-economicas/?q=0111&limit=5', 'admin@otra.cl');
    expect(res.json().data).toHaveLength(5);
    expect(res.json().data.every((a: { codigo: string }) => a.codigo.startsWith('0111'))).toBe(true);
    res = await call('GET', '/actividades-economicas/?limit=1', admin);
    expect(res.json().total).toBe(674);
    expect((await call('GET', '/actividades-economicas/')).statusCode).toBe(401);
  });
});
