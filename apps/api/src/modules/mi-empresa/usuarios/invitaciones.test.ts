import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { MENSAJES_INVITACION } from '@atalaya/shared/contracts/auth/invitaciones';
import { audit_log, correos, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { loginAs } from '../../../test/test-app';

/*
 * Issue 24 F7 part A: a new user is an invitation. admin@otra.cl inviting revisor@demo.cl (an
 * account of another company) got 409 'Ya existe un usuario con ese correo.', and inviting
 * no-existe@demo.cl made a working account the owner of that address never agreed to.
 */

const USERS = ['admin@otra.cl', 'admin@demo.cl'] as const;
const api = apiDePrueba(USERS);
const { call } = api;
const CLAVE = 'una clave muy larga 2026';

const invitar = (email: string, who: (typeof USERS)[number] = 'admin@otra.cl') =>
  call('POST', '/usuarios/', who, { nombre: 'Ana', apellido: 'Pérez', email, roles: ['admin_user_denuncias'] });

/** The newest mail to `para`. */
async function ultimoCorreo(para: string) {
  const [c] = await api.t.handle.db
    .select()
    .from(correos)
    .where(eq(correos.para, para))
    .orderBy(desc(correos.id))
    .limit(1);
  return c!;
}
const tokenDe = (cuerpo: string) => /\/invitacion\/([A-Za-z0-9_-]+)/.exec(cuerpo)?.[1];

const login = (username: string, password: string) =>
  api.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const aceptar = (token: string, password = CLAVE, confirmacion = password) =>
  call('POST', `/auth/invitacion/${token}`, null, { password, confirmacion });

describe('creating a user reveals nothing about other companies (issue 24 F7)', () => {
  it('another company’s address and a new one answer the same 201; only the new one gets a link', async () => {
    const ajena = await invitar('revisor@demo.cl');
    const nueva = await invitar('no-existe@demo.cl');
    expect(ajena.statusCode, ajena.body).toBe(201);
    expect(nueva.statusCode, nueva.body).toBe(201);
    const forma = (b: Record<string, unknown>) => Object.keys(b).sort();
    expect(forma(ajena.json())).toEqual(forma(nueva.json()));
    for (const b of [ajena.json(), nueva.json()]) {
      expect(b).toMatchObject({ activo: false, invitacion: 'pendiente', roles: ['admin_user_denuncias'] });
      expect(b).not.toHaveProperty('invitacion_inerte');
    }
    // The list and its counts show two pending invitations alike.
    const lista = (await call('GET', '/usuarios/?limit=100', 'admin@otra.cl')).json();
    expect(lista.total).toBe(3);
    const invitados = lista.data.filter((u: { invitacion: string | null }) => u.invitacion === 'pendiente');
    expect(invitados.map((u: { email: string }) => u.email).sort()).toEqual(['no-existe@demo.cl', 'revisor@demo.cl']);
    // The owner of revisor@demo.cl is told someone tried, with no link; their account is untouched.
    const intento = await ultimoCorreo('revisor@demo.cl');
    expect(intento.asunto).toBe(MENSAJES_INVITACION.asuntoIntento);
    expect(intento.cuerpo).toContain('Otra Empresa');
    expect(tokenDe(intento.cuerpo)).toBeUndefined();
    await loginAs(api.t.app, 'revisor@demo.cl');
    // The new address gets its link.
    const correo = await ultimoCorreo('no-existe@demo.cl');
    expect(correo.asunto).toBe(MENSAJES_INVITACION.asunto);
    expect(tokenDe(correo.cuerpo)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The other company sees nothing of it.
    const demo = (await call('GET', '/usuarios/?limit=100', 'admin@demo.cl')).json();
    expect(demo.data.filter((u: { email: string }) => u.email === 'revisor@demo.cl')).toHaveLength(1);
    expect(demo.data.some((u: { email: string }) => u.email === 'no-existe@demo.cl')).toBe(false);
    // The audit rows of both creations are alike.
    const filas = await api.t.handle.db
      .select({ cambios: audit_log.cambios })
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'crear'), eq(audit_log.entidad, 'usuario')))
      .orderBy(desc(audit_log.id))
      .limit(2);
    expect(filas.map((f) => Object.keys(f.cambios as object).sort())).toEqual([
      ['apellido', 'email', 'invitacion', 'nombre', 'roles'],
      ['apellido', 'email', 'invitacion', 'nombre', 'roles'],
    ]);
  });

  it('a duplicate within the company itself is still a 409', async () => {
    const res = await invitar('revisor@demo.cl');
    expect(res.statusCode).toBe(409);
    expect(res.json().errores).toEqual({ email: 'Ya existe un usuario con ese correo.' });
    expect((await invitar('admin@otra.cl')).statusCode).toBe(409);
  });
});

describe('accepting an invitation', () => {
  it('a pending user cannot sign in; the link sets the password once, then the account works', async () => {
    expect((await login('no-existe@demo.cl', CLAVE)).statusCode).toBe(401);
    const token = tokenDe((await ultimoCorreo('no-existe@demo.cl')).cuerpo)!;

    const info = await call('GET', `/auth/invitacion/${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ email: 'no-existe@demo.cl', nombre: 'Ana', empresa: 'Otra Empresa Ltda.' });
    expect(info.headers['cache-control']).toBe('no-store');

    const distinta = await aceptar(token, CLAVE, 'otra cosa distinta');
    expect(distinta.statusCode).toBe(400);
    expect(distinta.json().errores).toEqual({ confirmacion: MENSAJES_INVITACION.confirmacion });
    expect((await aceptar(token, 'corta')).json().errores.password).toBe(
      'La contraseña debe tener al menos 12 caracteres.',
    );

    const ok = await aceptar(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ email: 'no-existe@demo.cl' });
    // One time only.
    const otra = await aceptar(token);
    expect(otra.statusCode).toBe(404);
    expect(otra.json().mensaje).toBe(MENSAJES_INVITACION.invalida);
    expect((await call('GET', `/auth/invitacion/${token}`)).statusCode).toBe(404);

    expect((await login('no-existe@demo.cl', CLAVE)).statusCode).toBe(200);
    const lista = (await call('GET', '/usuarios/?q=no-existe', 'admin@otra.cl')).json();
    expect(lista.data[0]).toMatchObject({ activo: true, invitacion: null });
  });

  it('an inert invitation (another company’s address) never activates', async () => {
    const [row] = await api.t.handle.db
      .select({ hash: usuarios.invitacion_token_hash, activo: usuarios.activo })
      .from(usuarios)
      .where(and(eq(usuarios.email, 'revisor@demo.cl'), eq(usuarios.invitacion_inerte, true)));
    expect(row).toMatchObject({ activo: false });
    // Its stored hash is of a token nobody was given; an unknown token answers like a used one.
    const res = await call('GET', '/auth/invitacion/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensaje).toBe(MENSAJES_INVITACION.invalida);
  });

  it('an inert invitation becomes a real one on resend once the address is free', async () => {
    expect((await invitar('dd@demo.cl')).statusCode).toBe(201);
    expect(tokenDe((await ultimoCorreo('dd@demo.cl')).cuerpo)).toBeUndefined();
    const [dd] = await api.t.handle.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(and(eq(usuarios.email, 'dd@demo.cl'), eq(usuarios.invitacion_inerte, false)));
    expect((await call('DELETE', `/usuarios/${dd!.id}`, 'admin@demo.cl')).statusCode).toBe(200);
    const lista = (await call('GET', '/usuarios/?q=dd%40demo', 'admin@otra.cl')).json();
    const reenvio = await call('POST', `/usuarios/${lista.data[0].id}/reenviar-invitacion`, 'admin@otra.cl');
    expect(reenvio.statusCode).toBe(200);
    const correo = await ultimoCorreo('dd@demo.cl');
    expect(correo.asunto).toBe(MENSAJES_INVITACION.asunto);
    expect((await call('GET', `/auth/invitacion/${tokenDe(correo.cuerpo)}`)).statusCode).toBe(200);
  });

  it('an expired link says so; resending voids the old link and sends a new one', async () => {
    expect((await invitar('vence@otra.cl')).statusCode).toBe(201);
    const viejo = tokenDe((await ultimoCorreo('vence@otra.cl')).cuerpo)!;
    await api.t.handle.db
      .update(usuarios)
      .set({ invitacion_expira: new Date(api.t.clock.now().getTime() - 1000) })
      .where(eq(usuarios.email, 'vence@otra.cl'));
    const vencida = await call('GET', `/auth/invitacion/${viejo}`);
    expect(vencida.statusCode).toBe(404);
    expect(vencida.json().mensaje).toBe(MENSAJES_INVITACION.vencida);
    expect((await aceptar(viejo)).statusCode).toBe(404);
    const lista = (await call('GET', '/usuarios/?q=vence', 'admin@otra.cl')).json();
    expect(lista.data[0].invitacion).toBe('vencida');

    const id = lista.data[0].id as number;
    const reenvio = await call('POST', `/usuarios/${id}/reenviar-invitacion`, 'admin@otra.cl');
    expect(reenvio.statusCode, reenvio.body).toBe(200);
    expect(reenvio.json().invitacion).toBe('pendiente');
    const nuevo = tokenDe((await ultimoCorreo('vence@otra.cl')).cuerpo)!;
    expect(nuevo).not.toBe(viejo);
    expect((await call('GET', `/auth/invitacion/${viejo}`)).json().mensaje).toBe(MENSAJES_INVITACION.invalida);
    expect((await call('GET', `/auth/invitacion/${nuevo}`)).statusCode).toBe(200);
    // Another company cannot resend it (404), and an account in use has nothing to resend (409).
    expect((await call('POST', `/usuarios/${id}/reenviar-invitacion`, 'admin@demo.cl')).statusCode).toBe(404);
    const [propio] = await api.t.handle.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@otra.cl'));
    const activo = await call('POST', `/usuarios/${propio!.id}/reenviar-invitacion`, 'admin@otra.cl');
    expect(activo.statusCode).toBe(409);
  });

  it('no password reset, activation or deactivation skips the invitation (409)', async () => {
    const lista = (await call('GET', '/usuarios/?q=vence', 'admin@otra.cl')).json();
    const id = lista.data[0].id as number;
    for (const accion of ['restablecer-clave', 'activar', 'desactivar']) {
      const res = await call('POST', `/usuarios/${id}/${accion}`, 'admin@otra.cl');
      expect(res.statusCode, accion).toBe(409);
      expect(res.json().mensaje).toBe(MENSAJES_INVITACION.pendiente);
    }
    const lote = await call('PUT', '/usuarios/batch-update', 'admin@otra.cl', { ids: [id], cambios: { activo: true } });
    expect(lote.statusCode).toBe(409);
  });
});
