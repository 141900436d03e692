import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { audit_log, sesiones, usuario_roles, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { aceptarInvitacionDePrueba } from '../../../test/invitacion-de-prueba';
import { cookieHeader, loginAs } from '../../../test/test-app';

/* Mi Empresa → usuarios: the company's accounts, their roles, activation and password resets. */

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl', 'tekemi@demo.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const list = async (qs = '', who: Who = 'admin@demo.cl') => (await call('GET', `/usuarios/${qs}`, who)).json();
const idOf = async (email: string) =>
  (await api.t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;
const nuevo = (extra: object = {}) => ({
  nombre: 'Josefa',
  apellido: 'Araya',
  email: 'josefa.araya@demo.cl',
  roles: ['admin_user_denuncias'],
  ...extra,
});

describe('access and tenant', () => {
  it('401 without a session, 403 for admin_user_denuncias', async () => {
    expect((await call('GET', '/usuarios/')).statusCode).toBe(401);
    expect((await call('POST', '/usuarios/', undefined, nuevo())).statusCode).toBe(401);
    expect((await call('GET', '/usuarios/', 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('POST', '/usuarios/', 'denuncias@demo.cl', nuevo())).statusCode).toBe(403);
  });

  it('lists only the company’s users; another company’s ids answer 404', async () => {
    const demo = await list('?limit=100');
    expect(demo.total).toBe(6);
    expect(demo.data.every((u: { email: string }) => u.email.endsWith('@demo.cl'))).toBe(true);
    expect(demo.data.some((u: object) => 'password_hash' in u)).toBe(false);
    expect((await list('', 'admin@otra.cl')).total).toBe(1);
    const id = await idOf('tekemi@demo.cl');
    expect((await call('GET', `/usuarios/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('PUT', `/usuarios/${id}`, 'admin@otra.cl', nuevo())).statusCode).toBe(404);
    for (const action of ['desactivar', 'activar', 'restablecer-clave']) {
      expect((await call('POST', `/usuarios/${id}/${action}`, 'admin@otra.cl')).statusCode, action).toBe(404);
    }
    expect((await call('GET', `/usuarios/?empresa_id=${api.demoId}`, 'admin@otra.cl')).statusCode).toBe(404);
  });

  it('a platform admin acting on a company sees that company’s users', async () => {
    const res = await list(`?empresa_id=${api.demoId}`, 'admin@atalaya.cl');
    expect(res.total).toBe(6);
  });

  it('searches nombre, apellido and email, and filters by rol and activo', async () => {
    expect((await list('?q=munoz')).data.map((u: { email: string }) => u.email)).toEqual(['admin@demo.cl']);
    expect((await list('?q=tekemi%40')).total).toBe(1);
    expect((await list('?rol=admin_empresa')).total).toBe(3);
    expect((await list('?activo=false')).total).toBe(0);
    expect((await call('GET', '/usuarios/?rol=superusuario', 'admin@demo.cl')).json().errores).toEqual({
      rol: 'Seleccione un rol válido',
    });
  });
});

describe('order (issue 25 §4)', () => {
  type Fila = { nombre: string; apellido: string; email: string; ultimo_acceso: string | null };
  const plegado = (u: Fila) => `${u.nombre} ${u.apellido}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

  it('by the name the list shows (Nombre Apellido), A-Z without case or accents, by default', async () => {
    const filas = (await list('?limit=100')).data as Fila[];
    const nombres = filas.map(plegado);
    expect(nombres).toEqual([...nombres].sort());
    expect(new Set(nombres).size).toBe(nombres.length);
    const desc = ((await list('?limit=100&sort=nombre&dir=desc')).data as Fila[]).map(plegado);
    expect(desc).toEqual([...nombres].reverse());
  });

  it('by e-mail or by last sign-in (never signed in counts as the oldest); 400 for another column', async () => {
    const correos = ((await list('?limit=100&sort=email')).data as Fila[]).map((u) => u.email);
    expect(correos).toEqual([...correos].sort());
    const recientes = (await list('?limit=100&sort=ultimo_acceso&dir=desc')).data as Fila[];
    const instantes = recientes.map((u) => (u.ultimo_acceso ? Date.parse(u.ultimo_acceso) : -Infinity));
    expect(instantes).toEqual([...instantes].sort((a, b) => b - a));
    expect(recientes[0]!.ultimo_acceso).not.toBeNull();
    const res = await call('GET', '/usuarios/?sort=password_hash', 'admin@demo.cl');
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ sort: 'Ordene por nombre, email o ultimo_acceso.' });
  });

  it('pages follow the order: each user once', async () => {
    const todos = ((await list('?limit=100')).data as Fila[]).map((u) => u.email);
    const paginas = [];
    for (let skip = 0; skip < todos.length; skip += 2)
      paginas.push(...((await list(`?limit=2&skip=${skip}`)).data as Fila[]).map((u) => u.email));
    expect(paginas).toEqual(todos);
  });
});

describe('create and update', () => {
  it('400 with Spanish field messages; admin_atalaya is never assignable', async () => {
    const empty = await call('POST', '/usuarios/', 'admin@demo.cl', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errores).toMatchObject({
      nombre: 'El nombre es obligatorio',
      apellido: 'El apellido es obligatorio',
      email: 'Ingrese un correo electrónico válido',
      roles: 'Seleccione al menos un rol',
    });
    const platform = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo({ roles: ['admin_atalaya'] }));
    expect(platform.statusCode).toBe(400);
    expect(platform.json().errores.roles).toMatch(/admin_atalaya es exclusivo de la plataforma/);
    expect((await list('?q=josefa')).total).toBe(0);
  });

  it('creates an invitation (issue 24 F7): pending, inactive, no password; it works once accepted', async () => {
    const res = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo());
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({
      email: 'josefa.araya@demo.cl',
      activo: false,
      invitacion: 'pendiente',
      roles: ['admin_user_denuncias'],
    });
    expect(u).not.toHaveProperty('password_hash');
    expect(u).not.toHaveProperty('password_generada');
    await expect(loginAs(api.t.app, 'josefa.araya@demo.cl', 'Una-Clave-Larga-2026')).rejects.toThrow(/401/);
    await aceptarInvitacionDePrueba(api.t, 'josefa.araya@demo.cl', 'Una-Clave-Larga-2026');
    const cookie = cookieHeader(await loginAs(api.t.app, 'josefa.araya@demo.cl', 'Una-Clave-Larga-2026'));
    expect((await call('GET', '/auth/check-session', cookie)).statusCode).toBe(200);
    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'usuario'), eq(audit_log.entidad_id, String(u.id))));
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'aceptar_invitacion']);
    expect(audits[0]!.cambios).toMatchObject({ email: 'josefa.araya@demo.cl', invitacion: 'enviada' });
  });

  it('ignores a password in the body and answers 409 for a duplicate email in the company', async () => {
    const password = 'Una-Clave-Larga-2026';
    const res = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo({ email: 'Tomas.Leiva@demo.cl', password }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'tomas.leiva@demo.cl', invitacion: 'pendiente' });
    await expect(loginAs(api.t.app, 'tomas.leiva@demo.cl', password)).rejects.toThrow(/401/);
    await aceptarInvitacionDePrueba(api.t, 'tomas.leiva@demo.cl', password);
    await loginAs(api.t.app, 'tomas.leiva@demo.cl', password);
    const dup = await call('POST', '/usuarios/', 'admin@demo.cl', nuevo({ email: 'TOMAS.LEIVA@demo.cl' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      mensaje: 'Ya existe un usuario con ese correo.',
      errores: { email: 'Ya existe un usuario con ese correo.' },
    });
    const audits = await api.t.handle.db.select().from(audit_log).where(eq(audit_log.entidad, 'usuario'));
    expect(audits.some((a) => JSON.stringify(a.cambios).includes(password))).toBe(false);
  });

  it('updates nombre, apellido and roles, audited; platform admins are not editable here', async () => {
    const id = await idOf('tomas.leiva@demo.cl');
    const res = await call('PUT', `/usuarios/${id}`, 'admin@demo.cl', {
      nombre: 'Tomás',
      apellido: 'Leiva',
      roles: ['admin_tekemi', 'admin_user_due_diligence'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Tomás', roles: ['admin_tekemi', 'admin_user_due_diligence'] });
    const [audit] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.entidad, 'usuario'), eq(audit_log.entidad_id, String(id)), eq(audit_log.accion, 'actualizar')),
      );
    expect(audit!.cambios).toMatchObject({
      roles: { antes: ['admin_user_denuncias'], despues: ['admin_tekemi', 'admin_user_due_diligence'] },
    });

    const atalaya = await idOf('admin@atalaya.cl');
    const refused = await call('PUT', `/usuarios/${atalaya}`, 'admin@atalaya.cl', {
      nombre: 'X',
      apellido: 'Y',
      roles: ['admin_empresa'],
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('activation and password reset', () => {
  it('deactivation revokes all the user’s sessions (their cookie answers 401) and blocks sign-in', async () => {
    const cookie = cookieHeader(await loginAs(api.t.app, 'tekemi@demo.cl'));
    expect((await call('GET', '/usuarios/', cookie)).statusCode).toBe(200);
    const id = await idOf('tekemi@demo.cl');
    const res = await call('POST', `/usuarios/${id}/desactivar`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json().activo).toBe(false);
    expect((await call('GET', '/usuarios/', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/usuarios/', 'tekemi@demo.cl')).statusCode).toBe(401);
    const live = await api.t.handle.db
      .select()
      .from(sesiones)
      .where(and(eq(sesiones.usuario_id, id), isNull(sesiones.revoked_at)));
    expect(live).toEqual([]);
    await expect(loginAs(api.t.app, 'tekemi@demo.cl')).rejects.toThrow(/401/);
    expect((await list('?activo=false')).total).toBe(1);

    expect((await call('POST', `/usuarios/${id}/activar`, 'admin@demo.cl')).json().activo).toBe(true);
    await loginAs(api.t.app, 'tekemi@demo.cl');
  });

  it('a user cannot deactivate themself (409)', async () => {
    const res = await call('POST', `/usuarios/${await idOf('admin@demo.cl')}/desactivar`, 'admin@demo.cl');
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('No puede desactivar su propio usuario.');
  });

  it('reset answers a new password once, ends every session, and the old password stops working', async () => {
    const cookie = cookieHeader(await loginAs(api.t.app, 'dd@demo.cl'));
    const id = await idOf('dd@demo.cl');
    const res = await call('POST', `/usuarios/${id}/restablecer-clave`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    const { password_generada } = res.json();
    expect(password_generada).toMatch(/^[\w-]{16}$/);
    const check = await call('GET', '/auth/check-session', cookie);
    expect(check.statusCode).toBe(401);
    await expect(loginAs(api.t.app, 'dd@demo.cl')).rejects.toThrow(/401/);
    await loginAs(api.t.app, 'dd@demo.cl', password_generada);
    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad_id, String(id)), eq(audit_log.accion, 'restablecer_clave')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.cambios)).not.toContain(password_generada);
  });
});

describe('DELETE /usuarios/{id}: anonymised and deactivated, the row and its id kept', () => {
  it('401 without a session, 403 for admin_user_denuncias, 404 for another company’s or a missing id', async () => {
    const id = await idOf('revisor@demo.cl');
    expect((await call('DELETE', `/usuarios/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/usuarios/${id}`, 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('DELETE', `/usuarios/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('DELETE', '/usuarios/999999', 'admin@demo.cl')).statusCode).toBe(404);
    expect((await call('DELETE', '/usuarios/abc', 'admin@demo.cl')).statusCode).toBe(400);
    expect(await api.t.handle.db.select().from(usuarios).where(eq(usuarios.id, id))).toMatchObject([{ activo: true }]);
  });

  it('refuses the caller themself and the company’s last active administrator (409)', async () => {
    const me = await idOf('admin@demo.cl');
    const self = await call('DELETE', `/usuarios/${me}`, 'admin@demo.cl');
    expect(self.statusCode).toBe(409);
    expect(self.json().mensaje).toBe('No puede eliminar su propio usuario.');

    // Otra Empresa has one administrator; an admin_tekemi of that company may not touch them at all
    // (403, issue 24 F1), and the platform admin acting on Otra meets the last-administrator rule.
    const password = 'Clave-Tekemi-Otra-2026';
    const creado = await call('POST', '/usuarios/', 'admin@otra.cl', {
      nombre: 'Teo',
      apellido: 'Kemi',
      email: 'tekemi.borrar@otra.cl',
      roles: ['admin_tekemi'],
      password,
    });
    expect(creado.statusCode).toBe(201);
    await aceptarInvitacionDePrueba(api.t, 'tekemi.borrar@otra.cl', password);
    const tekemi = cookieHeader(await loginAs(api.t.app, 'tekemi.borrar@otra.cl', password));
    const otraAdmin = await idOf('admin@otra.cl');
    const tk = await call('DELETE', `/usuarios/${otraAdmin}`, tekemi);
    expect(tk.statusCode).toBe(403);
    expect(tk.json().mensaje).toMatch(/^No puede modificar a un usuario con el rol admin_empresa/);
    const [otra] = await api.t.handle.db
      .select({ empresa_id: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.id, otraAdmin));
    const last = await call('DELETE', `/usuarios/${otraAdmin}?empresa_id=${otra!.empresa_id}`, 'admin@atalaya.cl');
    expect(last.statusCode).toBe(409);
    expect(last.json().mensaje).toMatch(/^No se puede eliminar al último administrador activo de la empresa/);
    await loginAs(api.t.app, 'admin@otra.cl');
  });

  it('anonymises, ends the sessions, removes roles and credentials, frees the email and audits no personal data', async () => {
    const password = 'Clave-Para-Borrar-2026';
    const creado = (
      await call('POST', '/usuarios/', 'admin@demo.cl', {
        nombre: 'Bárbara',
        apellido: 'Ortúzar',
        email: 'barbara.ortuzar@demo.cl',
        roles: ['admin_user_denuncias'],
        password,
      })
    ).json();
    await aceptarInvitacionDePrueba(api.t, 'barbara.ortuzar@demo.cl', password);
    const cookie = cookieHeader(await loginAs(api.t.app, 'barbara.ortuzar@demo.cl', password));
    const antes = (await list('?limit=100')).total;

    const res = await call('DELETE', `/usuarios/${creado.id}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await call('GET', '/auth/check-session', cookie)).statusCode).toBe(401);
    await expect(loginAs(api.t.app, 'barbara.ortuzar@demo.cl', password)).rejects.toThrow(/401/);
    expect((await call('GET', `/usuarios/${creado.id}`, 'admin@demo.cl')).statusCode).toBe(404);
    expect((await call('DELETE', `/usuarios/${creado.id}`, 'admin@demo.cl')).statusCode).toBe(404);
    expect((await call('POST', `/usuarios/${creado.id}/activar`, 'admin@demo.cl')).statusCode).toBe(404);
    expect((await list('?limit=100')).total).toBe(antes - 1);
    expect((await list('?q=eliminado')).total).toBe(0);

    const [fila] = await api.t.handle.db.select().from(usuarios).where(eq(usuarios.id, creado.id));
    expect(fila).toMatchObject({
      nombre: 'Usuario eliminado',
      apellido: `#${creado.id}`,
      email: `usuario-${creado.id}@eliminado.invalid`,
      password_hash: null,
      activo: false,
    });
    expect(await api.t.handle.db.select().from(usuario_roles).where(eq(usuario_roles.usuario_id, creado.id))).toEqual(
      [],
    );
    const live = await api.t.handle.db
      .select()
      .from(sesiones)
      .where(and(eq(sesiones.usuario_id, creado.id), isNull(sesiones.revoked_at)));
    expect(live).toEqual([]);

    const [audit] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entidad, 'usuario'),
          eq(audit_log.entidad_id, String(creado.id)),
          eq(audit_log.accion, 'eliminar'),
        ),
      );
    expect(audit!.cambios).toEqual({ anonimizado: true, roles: ['admin_user_denuncias'], sesiones_revocadas: 1 });

    // The email is free again; the reserved domain cannot be taken by a new account.
    const otra = await call('POST', '/usuarios/', 'admin@demo.cl', { ...nuevo(), email: 'barbara.ortuzar@demo.cl' });
    expect(otra.statusCode).toBe(201);
    const reservado = await call('POST', '/usuarios/', 'admin@demo.cl', { ...nuevo(), email: 'x@eliminado.invalid' });
    expect(reservado.json().errores).toEqual({ email: 'Ingrese un correo electrónico válido' });
  });
});
