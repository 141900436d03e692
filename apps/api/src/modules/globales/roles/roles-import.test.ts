import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { audit_log, usuario_roles, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { cookieHeader, loginAs } from '../../../test/test-app';

/* POST /roles/import (Globales → roles, admin_atalaya): assign roles to existing users, all or nothing. */

const USERS = ['admin@atalaya.cl', 'admin@demo.cl', 'admin@otra.cl'] as const;
type Who = (typeof USERS)[number];

const DEMO = '76.543.210-3'; // Empresa Demo SpA
const OTRA = '78901234-2'; // Otra Empresa Ltda.
const PLATAFORMA = '77123456-9'; // Atalaya SpA

const api = apiDePrueba(USERS);

beforeAll(async () => {
  // A role of the platform's own (not one of SPEC §6): companies may hold it too.
  const res = await api.call('POST', '/roles/', 'admin@atalaya.cl', {
    nombre: 'auditor_interno',
    descripcion: 'Auditoría interna',
  });
  expect(res.statusCode).toBe(201);
});

const upload = (csv: string, modo: string, who: Who | null = 'admin@atalaya.cl') =>
  api.subir('/roles/import', { filename: 'roles.csv', content: csv }, { modo }, who);

const enlaces = async () => (await api.t.handle.db.select({ n: sql<number>`count(*)::int` }).from(usuario_roles))[0]!.n;
const errores = (body: { errores: { fila: number; columna: string; mensaje: string }[] }) =>
  body.errores.map((e) => `Fila ${e.fila} · ${e.columna}: ${e.mensaje}`);

/** Roles of a user as the company's administrator sees them (GET /usuarios/{id}). */
async function rolesDe(email: string, who: Who = 'admin@demo.cl') {
  const [u] = await api.t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  const res = await api.call('GET', `/usuarios/${u!.id}`, who);
  expect(res.statusCode).toBe(200);
  return (res.json().roles as string[]).slice().sort();
}

describe('POST /roles/import', () => {
  it('401 without a session, 403 for a company administrator (also with a file of their own users)', async () => {
    const csv = `Empresa;Email;Rol\n${DEMO};dd@demo.cl;admin_empresa\n`;
    expect((await upload(csv, 'vista_previa', null)).statusCode).toBe(401);
    const forbidden = await upload(csv, 'confirmar', 'admin@demo.cl');
    expect(forbidden.statusCode).toBe(403);
    expect(await rolesDe('dd@demo.cl')).toEqual(['admin_user_due_diligence']);
    const doc = (await api.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/roles/import'].post.tags).toEqual(['roles']);
    const cols = await upload('Email;Rol\ndd@demo.cl;admin_empresa\n', 'vista_previa');
    expect(cols.statusCode).toBe(400);
    expect(cols.json().mensaje).toMatch(/^Faltan columnas obligatorias: Empresa\./);
  });

  it('reports each bad row without revealing other companies, and confirm writes nothing', async () => {
    const before = await enlaces();
    const csv = [
      'Empresa;Correo;Rol;Nombre',
      `${DEMO};dd@demo.cl;admin_empresa;Valentina`, // valid
      `${DEMO};nadie@demo.cl;admin_empresa;`, // unknown user
      `${DEMO};admin@otra.cl;admin_empresa;`, // a user of another company
      `${DEMO};tekemi@demo.cl;"admin_empresa, gerente";`, // unknown role
      `${DEMO};revisor@demo.cl;admin_atalaya;`, // platform role for a company user
      `99.999.999-9;revisor@demo.cl;admin_empresa;`, // no such company
      `12.345.678-9;revisor@demo.cl;admin_empresa;`, // bad RUT
      `;no-es-correo;;`, // empty company, bad email, no role
    ].join('\n');
    const res = await upload(csv, 'vista_previa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(errores(body)).toEqual([
      'Fila 3 · Email: No existe un usuario con ese correo',
      'Fila 4 · Email: El usuario no pertenece a la empresa',
      'Fila 5 · Rol: Rol desconocido: gerente',
      'Fila 6 · Rol: El rol admin_atalaya es exclusivo de la plataforma y no puede asignarse a usuarios de una empresa.',
      'Fila 7 · Empresa: No existe una empresa con ese RUT o razón social',
      'Fila 8 · Empresa: RUT inválido',
      'Fila 9 · Empresa: Indique la empresa (RUT o razón social)',
      'Fila 9 · Email: Ingrese un correo electrónico válido',
      'Fila 9 · Rol: Indique al menos un rol',
    ]);
    expect(body).toMatchObject({ filas: 8, validas: 1, errores_total: 9, columnas_desconocidas: ['Nombre'] });
    // Nothing about the other company (its name, RUT or the user's data) is in the answer.
    expect(JSON.stringify(body.errores)).not.toMatch(/Otra Empresa|78901234|Vidal/);

    const confirm = await upload(csv, 'confirmar');
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().mensaje).toBe('El archivo tiene 9 errores; no se importó ninguna fila.');
    expect(await enlaces()).toBe(before);
    expect(await rolesDe('dd@demo.cl')).toEqual(['admin_user_due_diligence']);
  });

  it('adds roles (several rows per email or comma-separated), keeps the ones held, and is idempotent', async () => {
    const csv = [
      'RUT empresa;Email;Roles',
      `${DEMO};DD@demo.cl;admin_empresa`,
      `${DEMO};dd@demo.cl;"Auditor Interno, admin_user_due_diligence"`, // already holds the second
      `Empresa Demo SpA;denuncias@demo.cl;auditor_interno`, // company by razón social
      `${OTRA};admin@otra.cl;auditor_interno`,
      `${PLATAFORMA};admin@atalaya.cl;admin_atalaya, auditor_interno`, // admin_atalaya: platform company only
      `${DEMO};dd@demo.cl;admin_empresa`, // repeated: counts once
    ].join('\n');
    const before = await enlaces();
    const res = await upload(csv, 'confirmar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ importados: 6 });
    expect(await rolesDe('dd@demo.cl')).toEqual(['admin_empresa', 'admin_user_due_diligence', 'auditor_interno']);
    expect(await rolesDe('denuncias@demo.cl')).toEqual(['admin_user_denuncias', 'auditor_interno']);
    expect(await rolesDe('admin@otra.cl', 'admin@otra.cl')).toEqual(['admin_empresa', 'auditor_interno']);
    // New links: dd +2, denuncias +1, otra +1, atalaya +1 (admin_atalaya was held).
    expect(await enlaces()).toBe(before + 5);

    // The same file again: nothing new, nothing duplicated, still a success.
    const again = await upload(csv, 'confirmar');
    expect(again.statusCode).toBe(200);
    expect(await enlaces()).toBe(before + 5);

    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'usuario_rol')));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ empresa_id: null, cambios: { importados: 6, archivo: 'roles.csv' } });

    // The new role takes effect on the user's next request (roles are read per request).
    const dd = cookieHeader(await loginAs(api.t.app, 'dd@demo.cl'));
    const list = await api.t.app.inject({ method: 'GET', url: '/api/v1/usuarios/', headers: { cookie: dd } });
    expect(list.statusCode).toBe(200);
  });
});
