import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chileDpaImporter } from '../../reference/importers/chile-dpa';
import { importReferenceData } from '../../reference/reference.service';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';

/* Departamentos, centros, procesos and recursos: the shared CRUD contract per resource, then each one's own rules. */

let t: TestContext;
const as: Record<string, string> = {};
const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
type Who = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  // Centres are checked against the regions and communes of the reference data.
  await importReferenceData({ db: t.handle.db }, { dir: t.app.config.referenceDataDir, importers: [chileDpaImporter] });
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: as[who]! } : {}, payload });
const list = async (path: string, who: Who = 'admin@demo.cl', qs = '') =>
  (await call('GET', `/${path}/?limit=100${qs}`, who)).json() as { data: { id: number }[]; total: number };

interface Case {
  path: string;
  /** Seeded totals for Empresa Demo and Otra Empresa. */
  totals: [number, number];
  valid: () => Promise<Record<string, unknown>>;
  /** An empty body's field messages. */
  required: Record<string, string>;
  /** A search that finds exactly one seeded row of Empresa Demo. */
  search: string;
  lote: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    path: 'departamentos',
    totals: [8, 2],
    valid: async () => ({ nombre: 'Auditoría Interna', descripcion: 'Revisión independiente del modelo.' }),
    required: { nombre: 'El nombre es obligatorio' },
    search: 'ADMINISTRACION',
    lote: { responsable_id: null },
  },
  {
    path: 'centros',
    totals: [5, 1],
    valid: async () => ({
      nombre: 'Oficina Temuco',
      direccion: 'Av. Alemania 0671',
      region_codigo: '09',
      comuna_codigo: '09101',
    }),
    required: {
      nombre: 'El nombre es obligatorio',
      region_codigo: 'Seleccione una región',
      comuna_codigo: 'Seleccione una comuna',
    },
    search: 'quilicura',
    lote: { responsable_id: null },
  },
  {
    path: 'proceso',
    totals: [11, 1],
    valid: async () => ({
      nombre_proceso: 'Gestión de conflictos de interés',
      codigo_proceso: 'cum-09',
      categoria: 'control',
    }),
    required: {
      nombre_proceso: 'El nombre del proceso es obligatorio',
      codigo_proceso: 'El código del proceso es obligatorio',
      categoria: 'Seleccione una categoría válida',
    },
    search: 'licitaciones',
    lote: { categoria: 'apoyo' },
  },
  {
    path: 'recursos',
    totals: [7, 1],
    valid: async () => ({ nombre: 'Notebook Lenovo T14', tipo: 'Equipo', estado: 'operativo' }),
    required: { nombre: 'El nombre es obligatorio', tipo: 'El tipo es obligatorio' },
    search: 'hilux',
    lote: { estado: 'dado_de_baja' },
  },
];

describe.each(CASES)('/$path/', (c) => {
  it('401 without a session, 403 for admin_user_denuncias', async () => {
    expect((await call('GET', `/${c.path}/`)).statusCode).toBe(401);
    expect((await call('POST', `/${c.path}/batch-delete`, undefined, { ids: [1] })).statusCode).toBe(401);
    expect((await call('GET', `/${c.path}/`, 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('POST', `/${c.path}/`, 'denuncias@demo.cl', await c.valid())).statusCode).toBe(403);
  });

  it('lists each company its own rows, searches with q, and pages', async () => {
    expect((await list(c.path)).total).toBe(c.totals[0]);
    expect((await list(c.path, 'admin@otra.cl')).total).toBe(c.totals[1]);
    expect((await list(c.path, 'admin@demo.cl', `&q=${encodeURIComponent(c.search)}`)).total).toBe(1);
    const page = (await call('GET', `/${c.path}/?skip=1&limit=2`, 'admin@demo.cl')).json();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(c.totals[0]);
    expect(page.data[0].id).toBe((await list(c.path)).data[1]!.id);
  });

  it('400 with the Spanish message of each required field', async () => {
    const res = await call('POST', `/${c.path}/`, 'admin@demo.cl', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ codigo: 'VALIDACION', errores: c.required });
  });

  it('creates, reads, updates and deletes', async () => {
    const body = await c.valid();
    const created = await call('POST', `/${c.path}/`, 'admin@demo.cl', body);
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect((await call('GET', `/${c.path}/${row.id}`, 'admin@demo.cl')).json()).toEqual(row);
    const name = 'nombre' in body ? 'nombre' : 'nombre_proceso';
    const updated = await call('PUT', `/${c.path}/${row.id}`, 'admin@demo.cl', { ...body, [name]: 'Renombrado' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()[name]).toBe('Renombrado');
    expect((await call('DELETE', `/${c.path}/${row.id}`, 'admin@demo.cl')).json()).toEqual({ ok: true });
    expect((await call('GET', `/${c.path}/${row.id}`, 'admin@demo.cl')).statusCode).toBe(404);
  });

  it('another company’s ids answer 404 everywhere and change nothing', async () => {
    const demo = (await list(c.path)).data;
    const otra = (await list(c.path, 'admin@otra.cl')).data;
    const id = demo[0]!.id;
    expect((await call('GET', `/${c.path}/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('PUT', `/${c.path}/${id}`, 'admin@otra.cl', await c.valid())).statusCode).toBe(404);
    expect((await call('DELETE', `/${c.path}/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    const mixed = [demo[1]!.id, otra[0]!.id];
    expect((await call('POST', `/${c.path}/batch-delete`, 'admin@otra.cl', { ids: mixed })).statusCode).toBe(404);
    expect((await call('POST', `/${c.path}/batch-delete`, 'admin@demo.cl', { ids: mixed })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/${c.path}/batch-update`, 'admin@demo.cl', { ids: mixed, cambios: c.lote })).statusCode,
    ).toBe(404);
    expect((await list(c.path)).data).toEqual(demo);
    expect((await list(c.path, 'admin@otra.cl')).data).toEqual(otra);
  });

  it('batch-update and batch-delete act on all of the company’s own ids', async () => {
    const a = (await call('POST', `/${c.path}/`, 'admin@demo.cl', await c.valid())).json();
    const body = await c.valid();
    if ('codigo_proceso' in body) body.codigo_proceso = 'CUM-10';
    const b = (await call('POST', `/${c.path}/`, 'admin@demo.cl', body)).json();
    const upd = await call('PUT', `/${c.path}/batch-update`, 'admin@demo.cl', { ids: [a.id, b.id], cambios: c.lote });
    expect(upd.json()).toEqual({ procesados: 2 });
    const after = (await call('GET', `/${c.path}/${b.id}`, 'admin@demo.cl')).json();
    expect(after).toMatchObject(c.lote);
    const del = await call('POST', `/${c.path}/batch-delete`, 'admin@demo.cl', { ids: [a.id, b.id, a.id] });
    expect(del.json()).toEqual({ procesados: 2 });
    expect((await list(c.path)).total).toBe(c.totals[0]);
  });
});

describe('departamentos: references and hierarchy', () => {
  it('shows responsable and parent by name; rejects another company’s worker and cycles', async () => {
    const deps = (await list('departamentos')).data as { id: number; nombre: string; parent_id: number | null }[];
    const cumplimiento = deps.find((d) => d.nombre === 'Cumplimiento')!;
    const gerencia = deps.find((d) => d.nombre === 'Gerencia General')!;
    expect(cumplimiento).toMatchObject({
      parent: { id: gerencia.id, nombre: 'Gerencia General' },
      responsable: { nombre: 'Felipe Araya' },
    });
    const [otroTrabajador] = (await list('trabajadores', 'admin@otra.cl')).data;
    const foreign = await call('POST', '/departamentos/', 'admin@demo.cl', {
      nombre: 'X',
      responsable_id: otroTrabajador!.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errores).toEqual({ responsable_id: 'Seleccione un responsable válido' });

    const cycle = await call('PUT', `/departamentos/${gerencia.id}`, 'admin@demo.cl', {
      nombre: 'Gerencia General',
      parent_id: cumplimiento.id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errores).toEqual({
      parent_id: 'Un departamento no puede depender de sí mismo ni de sus subdepartamentos',
    });
    const filtered = await list('departamentos', 'admin@demo.cl', `&parent_id=${gerencia.id}`);
    expect(filtered.total).toBe(5);
  });
});

describe('centros: region and commune from the reference data', () => {
  it('requires a commune of the chosen region', async () => {
    const base = { nombre: 'Oficina', region_codigo: '13', comuna_codigo: '08101' };
    const wrong = await call('POST', '/centros/', 'admin@demo.cl', base);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errores).toEqual({ comuna_codigo: 'Seleccione una comuna válida para la región' });
    const noRegion = await call('POST', '/centros/', 'admin@demo.cl', { ...base, region_codigo: '99' });
    expect(noRegion.json().errores).toEqual({ region_codigo: 'Seleccione una región válida' });
    const ok = await call('POST', '/centros/', 'admin@demo.cl', { ...base, comuna_codigo: '13101' });
    expect(ok.statusCode).toBe(201);
    expect((await list('centros', 'admin@demo.cl', '&region_codigo=13')).total).toBe(3);
    await call('DELETE', `/centros/${ok.json().id}`, 'admin@demo.cl');
  });
});

describe('procesos: categories and unique code', () => {
  it('GET /categoria-proceso lists the fixed categories', async () => {
    expect((await call('GET', '/categoria-proceso')).statusCode).toBe(401);
    expect((await call('GET', '/categoria-proceso', 'admin@demo.cl')).json()).toEqual({
      data: [
        { id: 'estrategico', nombre: 'Estratégico' },
        { id: 'operacional', nombre: 'Operacional' },
        { id: 'apoyo', nombre: 'Apoyo' },
        { id: 'control', nombre: 'Control' },
      ],
    });
  });

  it('409 on a code already used in the company (case-insensitive); another company may reuse it', async () => {
    const body = { nombre_proceso: 'Duplicado', codigo_proceso: 'fin-01', categoria: 'apoyo' };
    const dup = await call('POST', '/proceso/', 'admin@demo.cl', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errores).toEqual({ codigo_proceso: 'Ya existe un proceso con este código en la empresa.' });
    const other = await call('POST', '/proceso/', 'admin@otra.cl', body);
    expect(other.statusCode).toBe(201);
    expect(other.json().codigo_proceso).toBe('FIN-01');
  });

  it('filters by categoria', async () => {
    expect((await list('proceso', 'admin@demo.cl', '&categoria=control')).total).toBe(3);
    const bad = await call('GET', '/proceso/?categoria=otra', 'admin@demo.cl');
    expect(bad.json().errores).toEqual({ categoria: 'Seleccione una categoría válida' });
  });
});

describe('recursos: filters', () => {
  it('filters by estado and tipo', async () => {
    expect((await list('recursos', 'admin@demo.cl', '&tipo=Vehículo')).total).toBe(2);
    expect((await list('recursos', 'admin@demo.cl', '&estado=en_mantencion')).total).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('documents every Mi Empresa route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['departamentos', 'centros', 'proceso', 'trabajadores', 'recursos']) {
      expect(Object.keys(doc.paths[`/api/v1/${path}/`])).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/api/v1/${path}/{id}`]).sort()).toEqual(['delete', 'get', 'put']);
      expect(doc.paths[`/api/v1/${path}/batch-delete`].post.tags).toEqual(['mi-empresa']);
      expect(doc.paths[`/api/v1/${path}/batch-update`].put).toBeDefined();
    }
    expect(doc.paths['/api/v1/categoria-proceso'].get).toBeDefined();
  });
});

describe('platform admin', () => {
  it('acts on a company named in empresa_id', async () => {
    const [demoEmpresa] = (await call('GET', '/auth/empresas-disponibles', 'admin@atalaya.cl'))
      .json()
      .data.filter((e: { nombre: string }) => e.nombre === 'Empresa Demo SpA');
    const res = await call('GET', `/trabajadores/?empresa_id=${demoEmpresa.id}`, 'admin@atalaya.cl');
    expect(res.json().total).toBeGreaterThan(30);
  });
});
