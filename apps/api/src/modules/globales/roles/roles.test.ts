import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@atalaya/shared/roles';
import { audit_log, empresas, roles, usuario_roles, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/* Globales → roles (admin_atalaya): `{ total, roles }`, system roles protected, custom roles CRUD. */

const admin = 'admin@atalaya.cl';
const api = apiDePrueba(['admin@demo.cl', admin]);
const { call } = api;
const idOf = async (nombre: string) =>
  (await api.t.handle.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, nombre)))[0]!.id;

describe('access', () => {
  it('401 anonymous, 403 for a company administrator', async () => {
    const id = await idOf('admin_empresa');
    await api.rechazos(
      [
        ['GET', '/roles/'],
        ['GET', `/roles/${id}`],
        ['POST', '/roles/'],
        ['PUT', `/roles/${id}`],
        ['DELETE', `/roles/${id}`],
        ['POST', '/roles/batch-delete'],
        ['PUT', '/roles/batch-update'],
      ] as const,
      'admin@demo.cl',
    );
  });
});

describe('GET /roles/', () => {
  it('answers { total, roles } with the system roles and their users', async () => {
    const res = await call('GET', '/roles/?skip=0&limit=10', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['roles', 'total']);
    expect(body.total).toBe(ROLES.length);
    expect(body.roles.map((r: { nombre: string }) => r.nombre).sort()).toEqual([...ROLES].sort());
    expect(body.roles.every((r: { sistema: boolean }) => r.sistema)).toBe(true);
    const adminEmpresa = body.roles.find((r: { nombre: string }) => r.nombre === 'admin_empresa');
    expect(adminEmpresa.usuarios).toBe(4); // admin, revisor and aprobador of Demo + admin of Otra
  });

  it('filters by q and paginates; empresa_id lists the roles that company may hold', async () => {
    let body = (await call('GET', '/roles/?q=user_denuncias', admin)).json();
    expect(body.roles.map((r: { nombre: string }) => r.nombre)).toEqual(['admin_user_denuncias']);
    body = (await call('GET', '/roles/?skip=0&limit=2', admin)).json();
    expect(body.roles).toHaveLength(2);
    expect(body.total).toBe(ROLES.length);
    const [demo] = await api.t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
    body = (await call('GET', `/roles/?empresa_id=${demo!.id}`, admin)).json();
    expect(body.roles.map((r: { nombre: string }) => r.nombre)).not.toContain('admin_atalaya');
    expect(body.roles.find((r: { nombre: string }) => r.nombre === 'admin_empresa').usuarios).toBe(3);
    expect((await call('GET', '/roles/?empresa_id=999999', admin)).statusCode).toBe(404);
    expect((await call('GET', '/roles/?limit=500', admin)).statusCode).toBe(400);
  });
});

describe('system roles', () => {
  it('cannot be renamed or deleted; their description may change', async () => {
    const id = await idOf('admin_tekemi');
    let res = await call('PUT', `/roles/${id}`, admin, { nombre: 'tekemi', descripcion: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('Los roles del sistema no pueden renombrarse.');
    res = await call('PUT', `/roles/${id}`, admin, { nombre: 'admin_tekemi', descripcion: 'Asesor externo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'admin_tekemi', descripcion: 'Asesor externo', sistema: true });
    res = await call('DELETE', `/roles/${id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('Los roles del sistema no pueden eliminarse.');
    expect(await idOf('admin_tekemi')).toBe(id);
  });
});

describe('custom roles', () => {
  let id: number;

  it('400 with Spanish field messages', async () => {
    let res = await call('POST', '/roles/', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.nombre).toBe('El nombre es obligatorio');
    res = await call('POST', '/roles/', admin, { nombre: 'Auditor Interno' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.nombre).toMatch(/minúsculas, números y guion bajo/);
  });

  it('creates, renames and refuses duplicates', async () => {
    let res = await call('POST', '/roles/', admin, { nombre: 'auditor_interno', descripcion: 'Auditoría interna' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nombre: 'auditor_interno', sistema: false, usuarios: 0 });
    id = res.json().id;
    res = await call('POST', '/roles/', admin, { nombre: 'auditor_interno' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errores.nombre).toBe('Ya existe un rol con ese nombre.');
    res = await call('PUT', `/roles/${id}`, admin, { nombre: 'auditor', descripcion: 'Auditoría' });
    expect(res.statusCode).toBe(200);
    expect(res.json().nombre).toBe('auditor');
    res = await call('PUT', `/roles/${id}`, admin, { nombre: 'admin_empresa' });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/roles/?sistema=false', admin)).json()).toMatchObject({ total: 1 });
  });

  it('a role in use cannot be deleted; then it can', async () => {
    const [u] = await api.t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'tekemi@demo.cl'));
    await api.t.handle.db.insert(usuario_roles).values({ usuario_id: u!.id, rol_id: id });
    let res = await call('DELETE', `/roles/${id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('El rol está asignado a usuarios; quíteselo antes de eliminarlo.');
    res = await call('POST', '/roles/batch-delete', admin, { ids: [id] });
    expect(res.statusCode).toBe(409);
    await api.t.handle.db.delete(usuario_roles).where(eq(usuario_roles.rol_id, id));
    res = await call('POST', '/roles/batch-delete', admin, { ids: [id, 999999] });
    expect(res.statusCode).toBe(404);
    res = await call('POST', '/roles/batch-delete', admin, { ids: [id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ procesados: 1 });
    expect((await call('GET', `/roles/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('PUT /roles/batch-update', () => {
  it('400 with Spanish field messages; only the description may change', async () => {
    let res = await call('PUT', '/roles/batch-update', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({ ids: 'Indique los registros a procesar.' });
    const id = await idOf('admin_tekemi');
    res = await call('PUT', '/roles/batch-update', admin, { ids: [id], cambios: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.cambios).toBe('Indique al menos un cambio.');
    res = await call('PUT', '/roles/batch-update', admin, { ids: [id], cambios: { descripcion: 'x'.repeat(501) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores['cambios.descripcion']).toBe('Máximo 500 caracteres.');
  });

  it('changes the description of several roles (system ones too), all or none, audited', async () => {
    const ids = [await idOf('admin_tekemi'), await idOf('admin_user_denuncias')];
    let res = await call('PUT', '/roles/batch-update', admin, { ids: [...ids, 999999], cambios: { descripcion: 'X' } });
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/roles/${ids[0]}`, admin)).json().descripcion).not.toBe('X');
    res = await call('PUT', '/roles/batch-update', admin, { ids, cambios: { descripcion: 'Revisado en 2026' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ procesados: 2 });
    for (const id of ids) {
      expect((await call('GET', `/roles/${id}`, admin)).json()).toMatchObject({
        descripcion: 'Revisado en 2026',
        sistema: true,
      });
    }
    const filas = await api.t.handle.db.select().from(audit_log).where(eq(audit_log.entidad, 'rol'));
    const lote = filas.filter((f) => JSON.stringify(f.cambios).includes('Revisado en 2026'));
    expect(lote.map((f) => [f.accion, f.entidad_id])).toEqual(ids.map((id) => ['actualizar', String(id)]));
  });
});
