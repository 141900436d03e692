import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { empresas, sesiones, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { aceptarInvitacionDePrueba } from '../../../test/invitacion-de-prueba';
import { cookieHeader, loginAs } from '../../../test/test-app';

/* Globales → usuarios (admin_atalaya): the accounts of every company, managed across companies. */

const USERS = ['admin@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl'] as const;
const admin = 'admin@atalaya.cl';
const api = apiDePrueba(USERS);
const { call } = api;
let otraId: number;
let plataformaId: number;

beforeAll(async () => {
  const all = await api.t.handle.db.select().from(empresas);
  otraId = all.find((e) => e.nombre === 'Otra Empresa Ltda.')!.id;
  plataformaId = all.find((e) => e.es_plataforma)!.id;
});
const idOf = async (email: string) =>
  (await api.t.handle.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email)))[0]!.id;
const nuevo = (extra: object = {}) => ({
  empresa_id: otraId,
  nombre: 'Pedro',
  apellido: 'Lagos',
  email: 'pedro.lagos@otra.cl',
  roles: ['admin_user_due_diligence'],
  ...extra,
});

describe('access', () => {
  it('401 anonymous, 403 for a company administrator', async () => {
    const id = await idOf('admin@otra.cl');
    await api.rechazos(
      [
        ['GET', '/usuarios-globales/'],
        ['GET', `/usuarios-globales/${id}`],
        ['POST', '/usuarios-globales/'],
        ['PUT', `/usuarios-globales/${id}`],
        ['POST', `/usuarios-globales/${id}/desactivar`],
        ['POST', `/usuarios-globales/${id}/activar`],
        ['POST', `/usuarios-globales/${id}/restablecer-clave`],
      ] as const,
      'admin@demo.cl',
    );
  });
});

describe('list', () => {
  it('lists the users of every company with their company', async () => {
    const res = await call('GET', '/usuarios-globales/?limit=100', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(8);
    const otra = body.data.find((u: { email: string }) => u.email === 'admin@otra.cl');
    expect(otra).toMatchObject({
      empresa_id: otraId,
      empresa: { id: otraId, nombre: 'Otra Empresa Ltda.' },
      roles: ['admin_empresa'],
    });
    expect(body.data.some((u: object) => 'password_hash' in u)).toBe(false);
  });

  it('filters by empresa_id, q, activo and rol', async () => {
    let body = (await call('GET', `/usuarios-globales/?empresa_id=${api.demoId}&limit=100`, admin)).json();
    expect(body.total).toBe(6);
    body = (await call('GET', '/usuarios-globales/?q=vidal', admin)).json();
    expect(body.data.map((u: { email: string }) => u.email)).toEqual(['admin@otra.cl']);
    body = (await call('GET', '/usuarios-globales/?rol=admin_atalaya', admin)).json();
    expect(body.data.map((u: { email: string }) => u.email)).toEqual(['admin@atalaya.cl']);
    body = (await call('GET', '/usuarios-globales/?activo=false', admin)).json();
    expect(body.total).toBe(0);
    expect((await call('GET', '/usuarios-globales/?rol=jefe', admin)).statusCode).toBe(400);
  });
});

describe('create', () => {
  it('400 with Spanish field messages; admin_atalaya only in the platform company', async () => {
    let res = await call('POST', '/usuarios-globales/', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      empresa_id: 'Seleccione una empresa válida',
      email: 'Ingrese un correo electrónico válido',
      roles: 'Seleccione al menos un rol',
    });
    res = await call('POST', '/usuarios-globales/', admin, nuevo({ empresa_id: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ empresa_id: 'Seleccione una empresa válida' });
    res = await call('POST', '/usuarios-globales/', admin, nuevo({ roles: ['admin_atalaya'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.roles).toBe(
      'El rol admin_atalaya solo puede asignarse a usuarios de la empresa de la plataforma.',
    );
    expect((await call('GET', '/usuarios-globales/?q=pedro', admin)).json().total).toBe(0);
  });

  it('creates a user in the chosen company; it can sign in and sees only that company', async () => {
    const res = await call('POST', '/usuarios-globales/', admin, nuevo());
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({
      email: 'pedro.lagos@otra.cl',
      empresa: { id: otraId },
      roles: ['admin_user_due_diligence'],
    });
    expect(u).toMatchObject({ activo: false, invitacion: 'pendiente' });
    await aceptarInvitacionDePrueba(api.t, 'pedro.lagos@otra.cl', 'Clave.Segura.2026');
    const cookie = cookieHeader(await loginAs(api.t.app, 'pedro.lagos@otra.cl', 'Clave.Segura.2026'));
    const session = (await call('GET', '/auth/check-session', cookie)).json();
    expect(JSON.stringify(session)).toContain('Otra Empresa Ltda.');
    const dup = await call('POST', '/usuarios-globales/', admin, nuevo({ empresa_id: api.demoId }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errores.email).toBe('Ya existe un usuario con ese correo.');
  });

  it('creates another platform administrator in the platform company', async () => {
    const res = await call(
      'POST',
      '/usuarios-globales/',
      admin,
      nuevo({
        empresa_id: plataformaId,
        email: 'soporte@atalaya.cl',
        roles: ['admin_atalaya'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roles: ['admin_atalaya'],
      empresa: { id: plataformaId },
      invitacion: 'pendiente',
    });
    const id = res.json().id;
    // Platform admins are managed here (Mi Empresa refuses them).
    const upd = await call('PUT', `/usuarios-globales/${id}`, admin, {
      nombre: 'Soporte',
      apellido: 'Atalaya',
      roles: ['admin_atalaya'],
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().nombre).toBe('Soporte');
  });
});

describe('activation and passwords across companies', () => {
  it('deactivating a user of another company ends their sessions; reactivating lets them in', async () => {
    // Otra Empresa's only administrator: nobody deactivates a company's last active admin_empresa (issue 24 F1).
    const ultimo = await call('POST', `/usuarios-globales/${await idOf('admin@otra.cl')}/desactivar`, admin);
    expect(ultimo.statusCode).toBe(409);
    const id = await idOf('admin@demo.cl');
    expect((await call('GET', '/auth/check-session', 'admin@demo.cl')).statusCode).toBe(200);
    let res = await call('POST', `/usuarios-globales/${id}/desactivar`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ activo: false, empresa: { id: api.demoId } });
    expect((await call('GET', '/auth/check-session', 'admin@demo.cl')).statusCode).toBe(401);
    const live = await api.t.handle.db
      .select()
      .from(sesiones)
      .where(and(eq(sesiones.usuario_id, id), isNull(sesiones.revoked_at)));
    expect(live).toHaveLength(0);
    res = await call('POST', `/usuarios-globales/${id}/activar`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().activo).toBe(true);
    await loginAs(api.t.app, 'admin@demo.cl');
  });

  it('resets a password once; the old one stops working', async () => {
    const id = await idOf('dd@demo.cl');
    const res = await call('POST', `/usuarios-globales/${id}/restablecer-clave`, admin);
    expect(res.statusCode).toBe(200);
    const { password_generada } = res.json();
    await expect(loginAs(api.t.app, 'dd@demo.cl')).rejects.toThrow(/401/);
    await loginAs(api.t.app, 'dd@demo.cl', password_generada);
  });

  it('nobody deactivates themself; unknown ids are 404; roles stay consistent with the company', async () => {
    const self = await idOf('admin@atalaya.cl');
    expect((await call('POST', `/usuarios-globales/${self}/desactivar`, admin)).statusCode).toBe(409);
    expect((await call('POST', '/usuarios-globales/999999/activar', admin)).statusCode).toBe(404);
    expect((await call('GET', '/usuarios-globales/999999', admin)).statusCode).toBe(404);
    const demoUser = await idOf('tekemi@demo.cl');
    const res = await call('PUT', `/usuarios-globales/${demoUser}`, admin, {
      nombre: 'Matías',
      apellido: 'Soto',
      roles: ['admin_atalaya'],
    });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', `/usuarios-globales/${demoUser}`, admin)).json().roles).toEqual(['admin_tekemi']);
  });
});
