import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audit_log } from '../../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';

let t: TestContext;
const as: Record<string, string> = {};
const USERS = ['admin@demo.cl', 'tekemi@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl'] as const;
type Who = (typeof USERS)[number];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of USERS) as[email] = cookieHeader(await loginAs(t.app, email));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: as[who]! } : {}, payload });

const nuevo = {
  rut: '9.876.543-3',
  nombres: 'Álvaro',
  apellido_paterno: 'Ñúñez',
  apellido_materno: 'Díaz',
  email: 'alvaro.nunez@demo.cl',
  cargo: 'Analista',
  tipo: 'contratista',
  estado: 'en_validacion',
};

describe('trabajadores: access', () => {
  it('401 without a session, 403 for a role without Mi Empresa', async () => {
    expect((await call('GET', '/trabajadores/')).statusCode).toBe(401);
    expect((await call('POST', '/trabajadores/', undefined, nuevo)).statusCode).toBe(401);
    expect((await call('GET', '/trabajadores/', 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('POST', '/trabajadores/', 'denuncias@demo.cl', nuevo)).statusCode).toBe(403);
    expect((await call('GET', '/trabajadores/', 'tekemi@demo.cl')).statusCode).toBe(200);
  });
});

describe('trabajadores: list, search, filters', () => {
  it('pages with skip/limit (10 by default) and a stable total', async () => {
    const first = (await call('GET', '/trabajadores/', 'admin@demo.cl')).json();
    expect(first.total).toBe(32);
    expect(first.data).toHaveLength(10);
    const rest = (await call('GET', '/trabajadores/?skip=30&limit=10', 'admin@demo.cl')).json();
    expect(rest.data).toHaveLength(2);
    const all = (await call('GET', '/trabajadores/?limit=100', 'admin@demo.cl')).json().data;
    expect(new Set(all.map((w: { id: number }) => w.id)).size).toBe(32);
    expect(all[0]).toMatchObject({
      departamento: { nombre: expect.any(String) },
      centro: { nombre: expect.any(String) },
    });
    expect(all[0]).not.toHaveProperty('empresa_id');
  });

  it('searches names accent- and case-insensitively, and RUTs with or without dots', async () => {
    const byName = (await call('GET', '/trabajadores/?q=MUNOZ', 'admin@demo.cl')).json();
    expect(byName.data.map((w: { apellido_paterno: string }) => w.apellido_paterno)).toEqual(['Muñoz']);
    const byRut = (await call('GET', `/trabajadores/?q=${encodeURIComponent('13.456.789')}`, 'admin@demo.cl')).json();
    expect(byRut).toMatchObject({ total: 1, data: [{ nombres: 'Felipe', rut: '13456789-9' }] });
    const literal = (await call('GET', '/trabajadores/?q=%25', 'admin@demo.cl')).json();
    expect(literal.total).toBe(0);
  });

  it('filters by tipo and estado (the dashboard contractor counts) and combines with q', async () => {
    const count = async (qs: string) => (await call('GET', `/trabajadores/?${qs}`, 'admin@demo.cl')).json().total;
    expect(await count('tipo=contratista')).toBe(8);
    expect(await count('tipo=contratista&estado=activo')).toBe(4);
    expect(await count('tipo=contratista&estado=bloqueado')).toBe(2);
    expect(await count('tipo=contratista&estado=en_validacion')).toBe(2);
    expect(await count('tipo=contratista&q=guardia')).toBe(0);
    expect(await count('tipo=contratista&q=luis')).toBe(1);
    const bad = await call('GET', '/trabajadores/?estado=despedido&limit=500', 'admin@demo.cl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toMatchObject({
      estado: 'El estado debe ser activo, bloqueado o en validación',
      limit: 'limit no puede superar 100.',
    });
  });

  it('filters by departamento and centro', async () => {
    const deps = (await call('GET', '/departamentos/?q=cumplimiento', 'admin@demo.cl')).json().data;
    const res = (await call('GET', `/trabajadores/?departamento_id=${deps[0].id}`, 'admin@demo.cl')).json();
    expect(res.total).toBe(2);
    expect(res.data.every((w: { departamento_id: number }) => w.departamento_id === deps[0].id)).toBe(true);
  });
});

describe('trabajadores: create, update, delete', () => {
  it('400 with Spanish field messages; nothing saved', async () => {
    const res = await call('POST', '/trabajadores/', 'admin@demo.cl', {
      rut: '12.345.678-9',
      nombres: '',
      email: 'no',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      rut: 'RUT inválido',
      nombres: 'El nombre es obligatorio',
      apellido_paterno: 'El apellido paterno es obligatorio',
      email: 'Ingrese un correo electrónico válido',
    });
    expect((await call('GET', '/trabajadores/', 'admin@demo.cl')).json().total).toBe(32);
  });

  it('creates with the RUT normalized, audits it, and answers 409 on a duplicate RUT', async () => {
    const res = await call('POST', '/trabajadores/', 'admin@demo.cl', nuevo);
    expect(res.statusCode).toBe(201);
    const w = res.json();
    expect(w).toMatchObject({ rut: '9876543-3', nombres: 'Álvaro', tipo: 'contratista', estado: 'en_validacion' });
    const audits = await t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'trabajador'), eq(audit_log.entidad_id, String(w.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accion: 'crear', cambios: expect.objectContaining({ rut: '9876543-3' }) });

    const dup = await call('POST', '/trabajadores/', 'admin@demo.cl', { ...nuevo, rut: '98765433' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      codigo: 'CONFLICTO',
      errores: { rut: 'RUT duplicado en la empresa: ya existe un trabajador con ese RUT.' },
    });
    // The same person may work for another company.
    expect((await call('POST', '/trabajadores/', 'admin@otra.cl', nuevo)).statusCode).toBe(201);
    expect((await call('GET', '/trabajadores/?q=9876543', 'admin@otra.cl')).json().total).toBe(1);
  });

  it('updates (PUT) with reference checks: another company’s department is a field error', async () => {
    const [w] = (await call('GET', '/trabajadores/?q=alvaro', 'admin@demo.cl')).json().data;
    const [otraDep] = (await call('GET', '/departamentos/', 'admin@otra.cl')).json().data;
    const bad = await call('PUT', `/trabajadores/${w.id}`, 'admin@demo.cl', { ...nuevo, departamento_id: otraDep.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ departamento_id: 'Seleccione un departamento válido' });

    const [dep] = (await call('GET', '/departamentos/?q=tecnologia', 'admin@demo.cl')).json().data;
    const ok = await call('PUT', `/trabajadores/${w.id}`, 'admin@demo.cl', {
      ...nuevo,
      estado: 'activo',
      departamento_id: dep.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ estado: 'activo', departamento: { id: dep.id, nombre: 'Tecnología' } });
    expect((await call('GET', `/trabajadores/${w.id}`, 'admin@demo.cl')).json().estado).toBe('activo');
  });

  it('another tenant’s id answers 404 on get, put and delete, and changes nothing', async () => {
    const [w] = (await call('GET', '/trabajadores/?q=alvaro', 'admin@demo.cl')).json().data;
    expect((await call('GET', `/trabajadores/${w.id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('PUT', `/trabajadores/${w.id}`, 'admin@otra.cl', nuevo)).statusCode).toBe(404);
    expect((await call('DELETE', `/trabajadores/${w.id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('GET', `/trabajadores/${w.id}`, 'admin@demo.cl')).json().estado).toBe('activo');
    expect((await call('GET', '/trabajadores/999999', 'admin@demo.cl')).statusCode).toBe(404);
  });

  it('deletes its own row', async () => {
    const [w] = (await call('GET', '/trabajadores/?q=alvaro', 'admin@demo.cl')).json().data;
    expect((await call('DELETE', `/trabajadores/${w.id}`, 'admin@demo.cl')).json()).toEqual({ ok: true });
    expect((await call('GET', `/trabajadores/${w.id}`, 'admin@demo.cl')).statusCode).toBe(404);
  });
});

describe('trabajadores: batch', () => {
  it('batch-update changes all listed rows; a mixed-tenant list is refused whole with 404', async () => {
    const ids = (await call('GET', '/trabajadores/?tipo=contratista&estado=en_validacion', 'admin@demo.cl'))
      .json()
      .data.map((w: { id: number }) => w.id);
    const [otro] = (await call('GET', '/trabajadores/', 'admin@otra.cl')).json().data;

    const mixed = await call('PUT', '/trabajadores/batch-update', 'admin@demo.cl', {
      ids: [...ids, otro.id],
      cambios: { estado: 'activo' },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await call('GET', '/trabajadores/?tipo=contratista&estado=en_validacion', 'admin@demo.cl')).json().total,
    ).toBe(2);

    const empty = await call('PUT', '/trabajadores/batch-update', 'admin@demo.cl', { ids, cambios: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errores).toEqual({ cambios: 'Indique al menos un cambio.' });

    const ok = await call('PUT', '/trabajadores/batch-update', 'admin@demo.cl', { ids, cambios: { estado: 'activo' } });
    expect(ok.json()).toEqual({ procesados: 2 });
    expect(
      (await call('GET', '/trabajadores/?tipo=contratista&estado=en_validacion', 'admin@demo.cl')).json().total,
    ).toBe(0);
    // Fields absent from `cambios` are kept.
    const after = (await call('GET', `/trabajadores/${ids[0]}`, 'admin@demo.cl')).json();
    expect(after).toMatchObject({ tipo: 'contratista', departamento: { nombre: expect.any(String) } });
  });

  it('batch-delete refuses a list with another tenant’s id as a whole, then deletes its own', async () => {
    const ids = (await call('GET', '/trabajadores/?tipo=contratista&estado=bloqueado', 'admin@demo.cl'))
      .json()
      .data.map((w: { id: number }) => w.id);
    const [otro] = (await call('GET', '/trabajadores/', 'admin@otra.cl')).json().data;

    expect((await call('POST', '/trabajadores/batch-delete', 'admin@otra.cl', { ids })).statusCode).toBe(404);
    const mixed = await call('POST', '/trabajadores/batch-delete', 'admin@demo.cl', { ids: [...ids, otro.id] });
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', '/trabajadores/?tipo=contratista&estado=bloqueado', 'admin@demo.cl')).json().total).toBe(
      2,
    );
    expect((await call('GET', `/trabajadores/${otro.id}`, 'admin@otra.cl')).statusCode).toBe(200);

    expect((await call('POST', '/trabajadores/batch-delete', 'admin@demo.cl', { ids: [] })).json().errores).toEqual({
      ids: 'Seleccione al menos un registro.',
    });
    const ok = await call('POST', '/trabajadores/batch-delete', 'admin@demo.cl', { ids });
    expect(ok.json()).toEqual({ procesados: 2 });
    expect((await call('GET', '/trabajadores/?tipo=contratista&estado=bloqueado', 'admin@demo.cl')).json().total).toBe(
      0,
    );
  });
});
