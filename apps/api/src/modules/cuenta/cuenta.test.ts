import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cuenta, PlanCuenta } from '@atalaya/shared/contracts/cuenta';
import type { Ticket } from '@atalaya/shared/contracts/soporte';
import {
  audit_log,
  correos,
  creditos_movimientos,
  empresas,
  jobs,
  login_intentos,
  planes,
  usuarios,
} from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../seed/demo';
import { apiDePrueba } from '../../test/api-de-prueba';
import { cookieHeader, loginAs } from '../../test/test-app';

/* The user menu's pages: profile, password change (ends the other sessions), plan, credits, upgrade request. */

const ADMIN = 'admin@demo.cl';
const OTRA = 'admin@otra.cl';
const api = apiDePrueba([ADMIN, OTRA]);
const db = () => api.t.handle.db;
const NUEVA = 'Nueva.Clave.Segura.2026';

const login = (email: string, password: string) =>
  api.t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const sesion = async (email: string, password = DEMO_PASSWORD) =>
  cookieHeader(await loginAs(api.t.app, email, password));
const hashDe = async (email: string) =>
  (await db().select({ h: usuarios.password_hash }).from(usuarios).where(eq(usuarios.email, email)))[0]!.h;

describe('access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', '/cuenta'],
      ['PUT', '/cuenta'],
      ['POST', '/cuenta/password'],
      ['GET', '/cuenta/plan'],
      ['POST', '/cuenta/mejora-plan'],
    ] as const) {
      expect((await api.call(method, url, null, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('profile', () => {
  it('shows the signed-in user with their company, roles and live sessions', async () => {
    const cuenta: Cuenta = await api.json('GET', '/cuenta', ADMIN);
    expect(cuenta).toMatchObject({
      nombre: 'Carolina',
      apellido: 'Muñoz',
      email: ADMIN,
      empresa: { id: api.demoId, nombre: 'Empresa Demo SpA' },
      roles: ['admin_empresa'],
    });
    expect(cuenta.ultimo_acceso).not.toBeNull();
    const otra = await sesion(ADMIN);
    const despues: Cuenta = await api.json('GET', '/cuenta', otra);
    expect(despues.sesiones_activas).toBe(cuenta.sesiones_activas + 1);
  });

  it('validates the name in Spanish and refuses to change the e-mail', async () => {
    const vacio = await api.call('PUT', '/cuenta', ADMIN, { nombre: '  ', apellido: 'Muñoz' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errores).toEqual({ nombre: 'El nombre es obligatorio' });
    const correo = await api.call('PUT', '/cuenta', ADMIN, { nombre: 'Carolina', apellido: 'Muñoz', email: 'x@y.cl' });
    expect(correo.statusCode).toBe(400);
    expect(correo.json().errores.email).toMatch(/no se puede modificar/);
    const [u] = await db().select().from(usuarios).where(eq(usuarios.email, ADMIN));
    expect([u!.nombre, u!.apellido, u!.email]).toEqual(['Carolina', 'Muñoz', ADMIN]);
  });

  it('saves the name, audits it and the session user shows it', async () => {
    const res = await api.call('PUT', '/cuenta', ADMIN, { nombre: ' Carolina Andrea ', apellido: 'Muñoz Pérez' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Carolina Andrea', apellido: 'Muñoz Pérez', email: ADMIN });
    const check = await api.json('GET', '/auth/check-session', ADMIN);
    expect(check.user).toMatchObject({ nombre: 'Carolina Andrea', apellido: 'Muñoz Pérez' });
    const [fila] = await db()
      .select()
      .from(audit_log)
      .where(eq(audit_log.accion, 'actualizar_perfil'))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(fila!.cambios).toEqual({
      nombre: { antes: 'Carolina', despues: 'Carolina Andrea' },
      apellido: { antes: 'Muñoz', despues: 'Muñoz Pérez' },
    });
    await api.call('PUT', '/cuenta', ADMIN, { nombre: 'Carolina', apellido: 'Muñoz' });
  });
});

describe('password change', () => {
  const USUARIO = 'revisor@demo.cl';
  let a = '';
  let b = '';
  let bRefresh = '';
  beforeAll(async () => {
    a = await sesion(USUARIO);
    const cookiesB = await loginAs(api.t.app, USUARIO);
    b = cookieHeader(cookiesB);
    bRefresh = cookiesB.atalaya_refresh!;
  });
  const cambiar = (cookie: string, body: object) => api.call('POST', '/cuenta/password', cookie, body);

  it('refuses a wrong current password: 400 on password_actual, nothing changes, a failed second step is counted', async () => {
    const antes = await hashDe(USUARIO);
    const res = await cambiar(a, { password_actual: 'no-es-la-clave', password_nueva: NUEVA, confirmacion: NUEVA });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ password_actual: 'La contraseña actual no es correcta.' });
    expect(await hashDe(USUARIO)).toBe(antes);
    expect((await api.call('GET', '/cuenta', b)).statusCode).toBe(200);
    const [fallos] = await db()
      .select({ n: count() })
      .from(login_intentos)
      .where(and(eq(login_intentos.email, `paso2:${USUARIO}`), eq(login_intentos.exito, false)));
    expect(fallos!.n).toBe(1);
  });

  it('applies the password policy and checks the confirmation', async () => {
    const antes = await hashDe(USUARIO);
    const debil = await cambiar(a, {
      password_actual: DEMO_PASSWORD,
      password_nueva: 'corta1',
      confirmacion: 'corta1',
    });
    expect(debil.statusCode).toBe(400);
    expect(debil.json().errores).toEqual({ password_nueva: 'La contraseña debe tener al menos 12 caracteres.' });
    const distinta = await cambiar(a, { password_actual: DEMO_PASSWORD, password_nueva: NUEVA, confirmacion: 'otra' });
    expect(distinta.json().errores).toEqual({
      confirmacion: 'La confirmación no coincide con la nueva contraseña.',
    });
    const igual = await cambiar(a, {
      password_actual: DEMO_PASSWORD,
      password_nueva: DEMO_PASSWORD,
      confirmacion: DEMO_PASSWORD,
    });
    expect(igual.json().errores).toEqual({ password_nueva: 'La nueva contraseña debe ser distinta de la actual.' });
    expect(await hashDe(USUARIO)).toBe(antes);
  });

  it('changes it: other sessions end at once, this one stays, the new password signs in and the old does not', async () => {
    const res = await cambiar(a, { password_actual: DEMO_PASSWORD, password_nueva: NUEVA, confirmacion: NUEVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, sesiones_cerradas: 1 });

    expect((await api.call('GET', '/cuenta', b)).statusCode).toBe(401);
    const refresh = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `atalaya_refresh=${bRefresh}` },
    });
    expect(refresh.statusCode).toBe(401);
    const propia: Cuenta = await api.json('GET', '/cuenta', a);
    expect(propia.sesiones_activas).toBe(1);

    expect((await login(USUARIO, NUEVA)).statusCode).toBe(200);
    expect((await login(USUARIO, DEMO_PASSWORD)).statusCode).toBe(401);
    expect(await hashDe(USUARIO)).toMatch(/^\$argon2id\$/);

    const [correo] = await db().select().from(correos).where(eq(correos.para, USUARIO)).orderBy(desc(correos.id));
    expect(correo!.asunto).toBe('Su contraseña fue cambiada');
    expect(correo!.cuerpo).not.toContain(NUEVA);
    expect(correo!.cuerpo).not.toContain(DEMO_PASSWORD);
    const [job] = await db().select().from(jobs).where(eq(jobs.cola, 'correo.enviar')).orderBy(desc(jobs.id)).limit(1);
    expect(job!.payload).toEqual({ correoId: correo!.id });
    const [auditoria] = await db()
      .select()
      .from(audit_log)
      .where(eq(audit_log.accion, 'cambiar_clave'))
      .orderBy(desc(audit_log.id));
    expect(auditoria!.cambios).toEqual({ sesiones_cerradas: 1 });
    expect(JSON.stringify(auditoria)).not.toContain(NUEVA);
  });

  it('locks the password change after ten wrong current passwords, but not the sign-in', async () => {
    const victima = await sesion('tekemi@demo.cl');
    // Failures count after the account's last successful sign-in.
    api.t.clock.advance(1000);
    // From an address of its own, so only this account's failures count.
    const desde = (password_actual: string) =>
      api.t.app.inject({
        method: 'POST',
        url: '/api/v1/cuenta/password',
        remoteAddress: '10.9.8.7',
        headers: { cookie: victima },
        payload: { password_actual, password_nueva: NUEVA, confirmacion: NUEVA },
      });
    for (let i = 0; i < 10; i++) expect((await desde(`mala-${i}`)).statusCode).toBe(400);
    const bloqueado = await desde(DEMO_PASSWORD);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().codigo).toBe('DEMASIADOS_INTENTOS');
    // Issue 24 F6: these failures are a second step's, apart from the sign-in's challenge count.
    expect((await login('tekemi@demo.cl', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('plan and credits', () => {
  it('matches the database for Empresa Demo SpA', async () => {
    const plan: PlanCuenta = await api.json('GET', '/cuenta/plan', ADMIN);
    const [empresa] = await db()
      .select({ saldo: empresas.creditos_due_diligence, plan: planes })
      .from(empresas)
      .innerJoin(planes, eq(planes.id, empresas.plan_id))
      .where(eq(empresas.id, api.demoId));
    const ledger = await db()
      .select()
      .from(creditos_movimientos)
      .where(eq(creditos_movimientos.empresa_id, api.demoId));
    const consumo = ledger.filter((m) => m.motivo === 'due_diligence' || m.motivo === 'reembolso');
    const ultimaRecarga = ledger
      .filter((m) => m.motivo === 'recarga')
      .reduce<Date | null>((max, m) => (max && max >= m.created_at ? max : m.created_at), null);
    const neto = (filas: typeof ledger) => filas.reduce((s, m) => s - m.cantidad, 0);

    expect(plan.empresa).toEqual({ id: api.demoId, nombre: 'Empresa Demo SpA' });
    expect(plan.plan).toMatchObject({ id: empresa!.plan.id, nombre: 'Empresa' });
    expect(plan.plan!.modulos).toContainEqual({ id: 'due_diligence', nombre: 'Due diligence' });
    expect(plan.plan!.modulos).toHaveLength(empresa!.plan.modulos.length);
    expect(plan.creditos).toEqual({
      asignados: empresa!.plan.creditos_due_diligence,
      disponibles: empresa!.saldo,
      usados_total: neto(consumo),
      usados: neto(consumo.filter((m) => !ultimaRecarga || m.created_at > ultimaRecarga)),
      ultima_recarga: ultimaRecarga?.toISOString() ?? null,
      costo_dd_lite: empresa!.plan.costo_dd_lite,
      costo_dd_full: empresa!.plan.costo_dd_full,
    });
    expect(plan.creditos.usados_total).toBeGreaterThan(0);
    expect(plan.movimientos.length).toBe(Math.min(10, ledger.length));
    expect(plan.movimientos[0]).toMatchObject({ motivo: 'recarga', saldo: empresa!.saldo });

    const activos = await db().select().from(planes).where(eq(planes.activo, true));
    expect(plan.planes.map((p) => p.nombre).sort()).toEqual(activos.map((p) => p.nombre).sort());
    expect(plan.planes.filter((p) => p.actual).map((p) => p.nombre)).toEqual(['Empresa']);
    expect(plan.modulos.map((m) => m.nombre)).toContain('No conformidades');
  });

  it('shows the other company its own plan', async () => {
    const plan: PlanCuenta = await api.json('GET', '/cuenta/plan', OTRA);
    expect(plan.empresa.nombre).toBe('Otra Empresa Ltda.');
    expect(plan.plan?.nombre).toBe('Profesional');
    expect(plan.planes.find((p) => p.actual)?.nombre).toBe('Profesional');
  });
});

describe('upgrade request', () => {
  const planId = async (nombre: string) =>
    (await db().select({ id: planes.id }).from(planes).where(eq(planes.nombre, nombre)))[0]!.id;

  it('refuses the current plan and unknown plans', async () => {
    const actual = await api.call('POST', '/cuenta/mejora-plan', ADMIN, { plan_id: await planId('Empresa') });
    expect(actual.statusCode).toBe(400);
    expect(actual.json().errores).toEqual({ plan_id: 'Su empresa ya tiene este plan.' });
    const inexistente = await api.call('POST', '/cuenta/mejora-plan', ADMIN, { plan_id: 999_999 });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().errores).toEqual({ plan_id: 'Seleccione un plan disponible.' });
    const sinPlan = await api.call('POST', '/cuenta/mejora-plan', ADMIN, { comentario: 'x' });
    expect(sinPlan.statusCode).toBe(400);
    expect(Object.keys(sinPlan.json().errores)).toEqual(['plan_id']);
  });

  it('opens a mejora_plan ticket the company sees in its tickets (and nobody else)', async () => {
    const res = await api.call('POST', '/cuenta/mejora-plan', OTRA, {
      plan_id: await planId('Empresa'),
      comentario: 'Necesitamos due diligence para proveedores.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket_id } = res.json() as { ticket_id: number };

    const lista: { data: Ticket[] } = await api.json('GET', '/support/tickets?skip=0&limit=50', OTRA);
    const ticket = lista.data.find((t) => t.id === ticket_id);
    expect(ticket).toMatchObject({
      asunto: 'Solicitud de cambio al plan Empresa',
      categoria: 'mejora_plan',
      estado: 'abierto',
    });
    const detalle = await api.json('GET', `/support/tickets/${ticket_id}`, OTRA);
    expect(detalle.descripcion).toContain('del plan Profesional al plan Empresa');
    expect(detalle.descripcion).toContain('Comentario: Necesitamos due diligence para proveedores.');
    expect((await api.call('GET', `/support/tickets/${ticket_id}`, ADMIN)).statusCode).toBe(404);

    const plan: PlanCuenta = await api.json('GET', '/cuenta/plan', OTRA);
    expect(plan.solicitudes_abiertas).toContainEqual({
      id: ticket_id,
      asunto: 'Solicitud de cambio al plan Empresa',
      estado: 'abierto',
    });
  });
});
