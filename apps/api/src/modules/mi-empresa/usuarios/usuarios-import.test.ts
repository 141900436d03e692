import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { audit_log, sesiones, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/* Batch work on the company's users: import (CSV/XLSX), batch-delete, batch-update. */

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', 'dd@demo.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const upload = (csv: string, modo: string, who: Who | null = 'admin@demo.cl') =>
  api.subir('/usuarios/import', { filename: 'usuarios.csv', content: csv }, { modo }, who);

const idOf = async (email: string) =>
  (await api.t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;

describe('POST /usuarios/import', () => {
  it('401 / 403 like the rest of usuarios', async () => {
    const csv = 'Nombre;Apellido;Correo;Roles\nAna;Rojas;ana.import@demo.cl;admin_empresa\n';
    expect((await upload(csv, 'vista_previa', null)).statusCode).toBe(401);
    expect((await upload(csv, 'vista_previa', 'denuncias@demo.cl')).statusCode).toBe(403);
  });

  it('previews errors (role, email, duplicates), then imports without passwords', async () => {
    const csv = [
      'Nombre;Apellido;Correo;Roles',
      'Ana;Rojas;Ana.Import@demo.cl;"admin_empresa, Admin User Denuncias"',
      'Luis;Soto;no-es-correo;admin_empresa',
      'Eva;Lagos;eva.import@demo.cl;gerente',
      'Raúl;Díaz;revisor@demo.cl;admin_empresa', // exists in the company (another company's address would not say so: issue 24 F7)
      'Ana;Repetida;ana.import@demo.cl;admin_tekemi',
      'Sara;Paz;sara.import@demo.cl;admin_atalaya',
      ';Vera;vera.import@demo.cl;',
    ].join('\n');
    const res = await upload(csv, 'confirmar');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(
      body.errores.map(
        (e: { fila: number; columna: string; mensaje: string }) => `${e.fila} ${e.columna}: ${e.mensaje}`,
      ),
    ).toEqual([
      '3 Email: Ingrese un correo electrónico válido',
      '4 Roles: Rol desconocido: gerente',
      '5 Email: Ya existe un usuario con ese correo.',
      '6 Email: Correo repetido en el archivo (también en la fila 2)',
      '7 Roles: El rol admin_atalaya es exclusivo de la plataforma y no puede asignarse a usuarios de una empresa.',
      '8 Nombre: El nombre es obligatorio',
      '8 Roles: Seleccione al menos un rol',
    ]);
    expect(await api.t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'ana.import@demo.cl'))).toHaveLength(
      0,
    );

    const ok = await upload(
      'Nombre;Apellido;Correo;Roles\nAna;Rojas;Ana.Import@demo.cl;"admin_empresa, Admin User Denuncias"\nEva;Lagos;eva.import@demo.cl;admin_tekemi\n',
      'confirmar',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ importados: 2 });
    const list = await call('GET', '/usuarios/?q=import', 'admin@demo.cl');
    // The list is by name, A-Z: Ana before Eva.
    expect(list.json().data.map((u: { email: string; roles: string[] }) => [u.email, u.roles])).toEqual([
      ['ana.import@demo.cl', ['admin_empresa', 'admin_user_denuncias']],
      ['eva.import@demo.cl', ['admin_tekemi']],
    ]);
    const [ana] = await api.t.handle.db
      .select({ hash: usuarios.password_hash, empresa: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.email, 'ana.import@demo.cl'));
    expect(ana).toEqual({ hash: null, empresa: api.demoId });
    expect(JSON.stringify(ok.json())).not.toMatch(/password/);
    // An invitation not sent yet (issue 24 F7): she cannot sign in until she accepts one.
    expect(list.json().data.map((u: { invitacion: string }) => u.invitacion)).toEqual(['sin_enviar', 'sin_enviar']);
    const login = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: 'ana.import@demo.cl', password: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).not.toBe(200);
    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'usuario')));
    expect(audits).toHaveLength(1);
  });
});

describe('POST /usuarios/batch-delete and PUT /usuarios/batch-update', () => {
  it('refuse ids of another company as a whole (404), and the caller themself (409)', async () => {
    const ana = await idOf('ana.import@demo.cl');
    const otra = await idOf('admin@otra.cl');
    const me = await idOf('admin@demo.cl');
    const del = await call('POST', '/usuarios/batch-delete', 'admin@demo.cl', { ids: [ana, otra] });
    expect(del.statusCode).toBe(404);
    const upd = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', {
      ids: [ana, otra],
      cambios: { activo: false },
    });
    expect(upd.statusCode).toBe(404);
    expect(await api.t.handle.db.select().from(usuarios).where(eq(usuarios.id, ana))).toMatchObject([
      { activo: false, invitacion_pendiente: true },
    ]);

    const self = await call('POST', '/usuarios/batch-delete', 'admin@demo.cl', { ids: [ana, me] });
    expect(self.statusCode).toBe(409);
    expect(self.json().mensaje).toBe('No puede eliminar su propio usuario.');
    const selfOff = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', {
      ids: [me],
      cambios: { activo: false },
    });
    expect(selfOff.statusCode).toBe(409);
    expect(selfOff.json().mensaje).toBe('No puede desactivar su propio usuario.');

    const empty = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', { ids: [ana], cambios: {} });
    expect(empty.statusCode).toBe(400);
    expect((await call('POST', '/usuarios/batch-delete', 'denuncias@demo.cl', { ids: [ana] })).statusCode).toBe(403);
    expect((await call('POST', '/usuarios/batch-delete', null, { ids: [ana] })).statusCode).toBe(401);
  });

  it('deactivates (revoking sessions) and changes roles, then deletes', async () => {
    const dd = await idOf('dd@demo.cl');
    const eva = await idOf('eva.import@demo.cl');
    // A pending invitation is neither activated nor deactivated (409, issue 24 F7); its roles change.
    const pendiente = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', {
      ids: [dd, eva],
      cambios: { activo: false },
    });
    expect(pendiente.statusCode).toBe(409);
    const roles = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', {
      ids: [dd, eva],
      cambios: { roles: ['admin_user_due_diligence', 'admin_tekemi'] },
    });
    expect(roles.statusCode).toBe(200);
    const res = await call('PUT', '/usuarios/batch-update', 'admin@demo.cl', { ids: [dd], cambios: { activo: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ procesados: 1 });
    const live = await api.t.handle.db
      .select()
      .from(sesiones)
      .where(and(eq(sesiones.usuario_id, dd), isNull(sesiones.revoked_at)));
    expect(live).toHaveLength(0);
    expect((await call('GET', '/usuarios/', 'dd@demo.cl')).statusCode).toBe(401);
    const eva2 = (await call('GET', `/usuarios/${eva}`, 'admin@demo.cl')).json();
    expect(eva2).toMatchObject({ activo: false, roles: ['admin_tekemi', 'admin_user_due_diligence'] });

    const ana = await idOf('ana.import@demo.cl');
    const del = await call('POST', '/usuarios/batch-delete', 'admin@demo.cl', { ids: [ana, eva] });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ procesados: 2 });
    // Deleted as DELETE /usuarios/{id} deletes: the rows stay, anonymised and inactive.
    const filas = await api.t.handle.db
      .select()
      .from(usuarios)
      .where(inArray(usuarios.id, [ana, eva]));
    expect(filas.map((u) => [u.nombre, u.activo, u.email.endsWith('@eliminado.invalid')])).toEqual([
      ['Usuario eliminado', false, true],
      ['Usuario eliminado', false, true],
    ]);
    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'eliminar'), eq(audit_log.entidad, 'usuario')));
    expect(audits.map((a) => a.entidad_id).sort()).toEqual([String(ana), String(eva)].sort());
  });
});
