import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enrolamiento, EstadoDosFactores } from '@atalaya/shared/contracts/auth/dos-factores';
import {
  audit_log,
  empresas,
  login_intentos,
  usuario_codigos_recuperacion,
  usuario_totp,
  usuarios,
} from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../seed/demo';
import { codigoDePaso, codigoTotp, pasoDe } from '../../platform/auth/totp';
import { cookieHeader, cookiesFrom, createTestApp, type TestContext } from '../../test/test-app';

/*
 * TOTP two-step verification (issue 9): enrolment from Cuenta and at sign-in, the code step of a
 * password sign-in (valid, invalid, reused, recovery code, expiry, tries), lockout, disabling,
 * the company's exigir_2fa and the platform admin's obligation. Each user signs in from its own
 * IP so the per-IP lockout of one test does not leak into another.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.handle.db;
const now = () => t.clock.now();

function post(url: string, payload: object, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

function passwordLogin(app: TestContext['app'], email: string, ip: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

async function sesion(email: string, ip: string) {
  const res = await passwordLogin(t.app, email, ip);
  expect(res.json().active).toBe(true);
  return cookieHeader(cookiesFrom(res));
}

/** Enrols `email` from /cuenta; answers the secret and the recovery codes. */
async function enrolarDesdeCuenta(email: string, ip: string) {
  const cookie = await sesion(email, ip);
  const inicio = await post('/cuenta/2fa/iniciar', {}, ip, cookie);
  expect(inicio.statusCode).toBe(200);
  const enrol: Enrolamiento = inicio.json();
  const conf = await post('/cuenta/2fa/confirmar', { codigo: codigoTotp(enrol.secreto, now()) }, ip, cookie);
  expect(conf.statusCode, conf.body).toBe(200);
  return { cookie, secreto: enrol.secreto, codigos: conf.json().codigos_recuperacion as string[] };
}

async function desafioDe(email: string, ip: string) {
  const res = await passwordLogin(t.app, email, ip);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ active: false, requiere: 'totp' });
  return body.desafio as string;
}

const fallidos = async (email: string) =>
  (
    await db()
      .select({ n: count() })
      .from(login_intentos)
      // Second-step failures are counted apart from password failures (login-throttle.ts).
      .where(and(eq(login_intentos.email, `paso2:${email}`), eq(login_intentos.exito, false)))
  )[0]!.n;

const ultimaAuditoria = async (email: string, accion: string) => {
  const [u] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email));
  const [row] = await db()
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.usuario_id, u!.id), eq(audit_log.accion, accion)))
    .orderBy(desc(audit_log.id))
    .limit(1);
  return row;
};

/** Moves the clock to the start of the next 30-second step (a fresh code). */
function siguientePaso() {
  const paso = pasoDe(now());
  t.clock.advance((paso + 1) * 30_000 - now().getTime() + 1000);
}

describe('access', () => {
  it('answers 401 to anonymous callers on the /cuenta/2fa routes', async () => {
    for (const [method, url] of [
      ['GET', '/cuenta/2fa'],
      ['POST', '/cuenta/2fa/iniciar'],
      ['POST', '/cuenta/2fa/confirmar'],
      ['DELETE', '/cuenta/2fa'],
      ['POST', '/cuenta/2fa/recuperacion'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses an unknown challenge with 401', async () => {
    const res = await post('/auth/login/totp', { desafio: 'no-existe', codigo: '123456' }, '10.0.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toBe('La verificación expiró o ya no es válida. Inicie sesión nuevamente.');
  });
});

describe('enrolment from Cuenta and sign-in with a code', () => {
  const EMAIL = 'revisor@demo.cl';
  const IP = '10.0.1.1';
  let secreto = '';
  let codigos: string[] = [];

  it('shows a QR code and the secret, stores the secret encrypted, and confirms with a code', async () => {
    const cookie = await sesion(EMAIL, IP);
    const antes: EstadoDosFactores = (await t.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie } })).json();
    expect(antes).toEqual({ activo: false, activado_at: null, obligatorio: null, codigos_restantes: 0 });

    const inicio = await post('/cuenta/2fa/iniciar', {}, IP, cookie);
    expect(inicio.statusCode).toBe(200);
    const enrol: Enrolamiento = inicio.json();
    expect(enrol.qr_data_url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
    expect(enrol.secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauth_url).toContain(`secret=${enrol.secreto}`);
    expect(decodeURIComponent(enrol.otpauth_url)).toContain(`Atalaya:${EMAIL}`);
    const [u] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, EMAIL));
    const [fila] = await db().select().from(usuario_totp).where(eq(usuario_totp.usuario_id, u!.id));
    expect(fila!.secreto_cifrado).not.toContain(enrol.secreto);
    expect(fila!.activado_at).toBeNull();

    // Pending: a password sign-in still needs no code.
    expect((await passwordLogin(t.app, EMAIL, IP)).json().active).toBe(true);

    const mal = await post('/cuenta/2fa/confirmar', { codigo: '000000' }, IP, cookie);
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errores.codigo).toMatch(/Código incorrecto/);

    const conf = await post('/cuenta/2fa/confirmar', { codigo: codigoTotp(enrol.secreto, now()) }, IP, cookie);
    expect(conf.statusCode).toBe(200);
    codigos = conf.json().codigos_recuperacion;
    secreto = enrol.secreto;
    expect(codigos).toHaveLength(10);
    for (const c of codigos) expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(new Set(codigos).size).toBe(10);
    const guardados = await db()
      .select({ h: usuario_codigos_recuperacion.codigo_hash })
      .from(usuario_codigos_recuperacion)
      .where(eq(usuario_codigos_recuperacion.usuario_id, u!.id));
    expect(guardados).toHaveLength(10);
    for (const g of guardados) expect(codigos.join()).not.toContain(g.h);

    const despues: EstadoDosFactores = (await t.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie } })).json();
    expect(despues).toMatchObject({ activo: true, obligatorio: null, codigos_restantes: 10 });
    expect(await ultimaAuditoria(EMAIL, 'activar_2fa')).toMatchObject({
      entidad: 'usuario',
      cambios: { via: 'cuenta' },
    });

    // Shown once: starting again is refused while active.
    expect((await post('/cuenta/2fa/iniciar', {}, IP, cookie)).statusCode).toBe(409);
  });

  it('asks for the code after the password, without session cookies', async () => {
    const res = await passwordLogin(t.app, EMAIL, IP);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ active: false, desafio: expect.any(String), requiere: 'totp' });
    expect(cookiesFrom(res)).toEqual({});
  });

  it('refuses an invalid code with 401 and counts it as a failed sign-in', async () => {
    siguientePaso();
    const desafio = await desafioDe(EMAIL, IP);
    const antes = await fallidos(EMAIL);
    const bueno = codigoTotp(secreto, now());
    const malo = bueno === '123456' ? '654321' : '123456';
    const res = await post('/auth/login/totp', { desafio, codigo: malo }, IP);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toBe('Código incorrecto. Revise su aplicación de autenticación e intente nuevamente.');
    expect(cookiesFrom(res)).toEqual({});
    expect(await fallidos(EMAIL)).toBe(antes + 1);
    const formato = await post('/auth/login/totp', { desafio, codigo: '12' }, IP);
    expect(formato.statusCode).toBe(400);
    expect(formato.json().errores.codigo).toBe('El código tiene 6 dígitos.');
  });

  it('signs in with a valid code, then refuses the same code (same step) on a new challenge', async () => {
    const desafio = await desafioDe(EMAIL, IP);
    const codigo = codigoTotp(secreto, now());
    const ok = await post('/auth/login/totp', { desafio, codigo }, IP);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ active: true, user: { email: EMAIL } });
    const cookie = cookieHeader(cookiesFrom(ok));
    const check = await t.app.inject({ url: '/api/v1/auth/check-session', headers: { cookie } });
    expect(check.json()).toMatchObject({ active: true, user: { email: EMAIL } });
    expect(await ultimaAuditoria(EMAIL, 'login')).toMatchObject({ cambios: { segundo_factor: 'totp' } });

    // The challenge is single use.
    expect((await post('/auth/login/totp', { desafio, codigo }, IP)).statusCode).toBe(401);

    const otro = await desafioDe(EMAIL, IP);
    const reusado = await post('/auth/login/totp', { desafio: otro, codigo }, IP);
    expect(reusado.statusCode).toBe(401);
    expect(reusado.json().mensaje).toBe('Código ya utilizado. Espere el siguiente código de su aplicación.');
    // Even the previous step's code (inside the ±1 window) is refused now.
    const previo = codigoDePaso(secreto, pasoDe(now()) - 1);
    expect((await post('/auth/login/totp', { desafio: otro, codigo: previo }, IP)).statusCode).toBe(401);

    siguientePaso();
    const nuevo = await post('/auth/login/totp', { desafio: otro, codigo: codigoTotp(secreto, now()) }, IP);
    expect(nuevo.statusCode).toBe(200);
  });

  it('accepts a recovery code once', async () => {
    const desafio = await desafioDe(EMAIL, IP);
    const codigo = codigos[3]!;
    const ok = await post('/auth/login/totp', { desafio, codigo_recuperacion: codigo.toLowerCase() }, IP);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ active: true, user: { email: EMAIL } });
    expect(await ultimaAuditoria(EMAIL, 'usar_codigo_recuperacion_2fa')).toMatchObject({
      cambios: { codigos_restantes: 9 },
    });

    const otro = await desafioDe(EMAIL, IP);
    const again = await post('/auth/login/totp', { desafio: otro, codigo_recuperacion: codigo }, IP);
    expect(again.statusCode).toBe(401);
    expect(again.json().mensaje).toBe('Código de recuperación incorrecto o ya utilizado.');
    const cookie = cookieHeader(cookiesFrom(ok));
    const estado: EstadoDosFactores = (await t.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie } })).json();
    expect(estado.codigos_restantes).toBe(9);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    siguientePaso();
    const desafio = await desafioDe(EMAIL, IP);
    t.clock.advance(5 * 60_000 + 1000);
    const res = await post('/auth/login/totp', { desafio, codigo: codigoTotp(secreto, now()) }, IP);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toBe('La verificación expiró o ya no es válida. Inicie sesión nuevamente.');
  });

  it('allows at most 5 wrong codes per challenge', async () => {
    siguientePaso();
    const desafio = await desafioDe(EMAIL, IP);
    const bueno = codigoTotp(secreto, now());
    const malo = bueno === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/login/totp', { desafio, codigo: malo }, IP)).statusCode).toBe(401);
    }
    const res = await post('/auth/login/totp', { desafio, codigo: bueno }, IP);
    expect(res.statusCode).toBe(401);
    expect(res.json().mensaje).toMatch(/expiró o ya no es válida/);
  });

  it('regenerates the recovery codes with a code (the old ones stop working)', async () => {
    t.clock.advance(16 * 60_000); // out of the lockout window of the previous test
    const cookie = await (async () => {
      const desafio = await desafioDe(EMAIL, IP);
      const res = await post('/auth/login/totp', { desafio, codigo: codigoTotp(secreto, now()) }, IP);
      expect(res.statusCode).toBe(200);
      return cookieHeader(cookiesFrom(res));
    })();
    siguientePaso();
    const res = await post('/cuenta/2fa/recuperacion', { codigo: codigoTotp(secreto, now()) }, IP, cookie);
    expect(res.statusCode).toBe(200);
    const nuevos: string[] = res.json().codigos_recuperacion;
    expect(nuevos).toHaveLength(10);
    expect(await ultimaAuditoria(EMAIL, 'regenerar_codigos_2fa')).toBeTruthy();
    const desafio = await desafioDe(EMAIL, IP);
    expect((await post('/auth/login/totp', { desafio, codigo_recuperacion: codigos[0]! }, IP)).statusCode).toBe(401);
    expect((await post('/auth/login/totp', { desafio, codigo_recuperacion: nuevos[0]! }, IP)).statusCode).toBe(200);
  });

  it('disables with the password and a code; then a password alone signs in again', async () => {
    t.clock.advance(16 * 60_000);
    const desafio = await desafioDe(EMAIL, IP);
    siguientePaso();
    const login = await post('/auth/login/totp', { desafio, codigo: codigoTotp(secreto, now()) }, IP);
    const cookie = cookieHeader(cookiesFrom(login));
    const del = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/v1/cuenta/2fa', payload, headers: { cookie }, remoteAddress: IP });

    siguientePaso();
    const malaClave = await del({ password: 'otra-clave', codigo: codigoTotp(secreto, now()) });
    expect(malaClave.statusCode).toBe(400);
    expect(malaClave.json().errores.password).toBe('La contraseña no es correcta.');
    const malCodigo = await del({ password: DEMO_PASSWORD, codigo: '000000' });
    expect(malCodigo.statusCode).toBe(400);
    expect(malCodigo.json().errores.codigo).toMatch(/Código incorrecto/);
    const ok = await del({ password: DEMO_PASSWORD, codigo: codigoTotp(secreto, now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ultimaAuditoria(EMAIL, 'desactivar_2fa')).toBeTruthy();

    const res = await passwordLogin(t.app, EMAIL, IP);
    expect(res.json()).toMatchObject({ active: true, user: { email: EMAIL } });
    const estado: EstadoDosFactores = (
      await t.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie: cookieHeader(cookiesFrom(res)) } })
    ).json();
    expect(estado).toMatchObject({ activo: false, codigos_restantes: 0 });
  });
});

describe('lockout', () => {
  it('locks the second step after 10 wrong codes in 15 minutes (429), not the password step', async () => {
    const EMAIL = 'aprobador@demo.cl';
    const { secreto } = await enrolarDesdeCuenta(EMAIL, '10.0.2.1');
    t.clock.advance(1000); // after the sign-in that reset the account's count
    const bueno = () => codigoTotp(secreto, now());
    // Wrong codes from two IPs (5 per challenge), so only the account count reaches ten.
    for (const ip of ['10.0.2.2', '10.0.2.3']) {
      const desafio = await desafioDe(EMAIL, ip);
      for (let i = 0; i < 5; i++) {
        const malo = bueno() === '999999' ? '888888' : '999999';
        expect((await post('/auth/login/totp', { desafio, codigo: malo }, ip)).statusCode).toBe(401);
      }
    }
    // Only someone holding the password can get here, so this lock is no weapon for strangers.
    const desafio = await desafioDe(EMAIL, '10.0.2.4');
    const res = await post('/auth/login/totp', { desafio, codigo: bueno() }, '10.0.2.4');
    expect(res.statusCode).toBe(429);
    expect(res.json().codigo).toBe('DEMASIADOS_INTENTOS');
  });
});

describe('company requirement (exigir_2fa)', () => {
  const ADMIN = 'admin@demo.cl';
  const EMAIL = 'dd@demo.cl';
  const IP = '10.0.3.1';

  it('is a setting of Configuración, audited', async () => {
    const cookie = await sesion(ADMIN, '10.0.3.9');
    const antes = (await t.app.inject({ url: '/api/v1/configuracion/empresa', headers: { cookie } })).json();
    expect(antes.exigir_2fa).toBe(false);
    // Left out → unchanged.
    const igual = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/configuracion/empresa',
      headers: { cookie },
      payload: { nombre_fantasia: antes.nombre_fantasia, dias_aviso_vencimiento: antes.dias_aviso_vencimiento },
    });
    expect(igual.json().exigir_2fa).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/configuracion/empresa',
      headers: { cookie },
      payload: {
        nombre_fantasia: antes.nombre_fantasia,
        dias_aviso_vencimiento: antes.dias_aviso_vencimiento,
        exigir_2fa: true,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().exigir_2fa).toBe(true);
    expect(await ultimaAuditoria(ADMIN, 'actualizar')).toMatchObject({
      entidad: 'empresa',
      cambios: { exigir_2fa: { antes: false, despues: true } },
    });
    const malo = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/configuracion/empresa',
      headers: { cookie },
      payload: { nombre_fantasia: 'X', dias_aviso_vencimiento: 30, exigir_2fa: 'si' },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.exigir_2fa).toMatch(/verificación en dos pasos/);
  });

  it('forces the company’s users to enrol at sign-in, and they cannot disable it', async () => {
    const res = await passwordLogin(t.app, EMAIL, IP);
    expect(res.json()).toEqual({ active: false, desafio: expect.any(String), requiere: 'enrolamiento' });
    expect(cookiesFrom(res)).toEqual({});
    const desafio = res.json().desafio;
    // An enrolment challenge is not a code challenge, and vice versa.
    expect((await post('/auth/login/totp', { desafio, codigo: '123456' }, IP)).statusCode).toBe(401);

    const enrolRes = await post('/auth/login/enrolar', { desafio }, IP);
    expect(enrolRes.statusCode).toBe(200);
    const enrol: Enrolamiento = enrolRes.json();
    expect(enrol.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const malo = await post('/auth/login/enrolar/confirmar', { desafio, codigo: '000000' }, IP);
    expect(malo.statusCode).toBe(401);
    const ok = await post('/auth/login/enrolar/confirmar', { desafio, codigo: codigoTotp(enrol.secreto, now()) }, IP);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ active: true, user: { email: EMAIL } });
    expect(ok.json().codigos_recuperacion).toHaveLength(10);
    const cookie = cookieHeader(cookiesFrom(ok));
    expect(await ultimaAuditoria(EMAIL, 'activar_2fa')).toMatchObject({ cambios: { via: 'inicio_sesion' } });

    const estado: EstadoDosFactores = (await t.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie } })).json();
    expect(estado).toMatchObject({ activo: true, obligatorio: 'empresa' });
    siguientePaso();
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/cuenta/2fa',
      headers: { cookie },
      payload: { password: DEMO_PASSWORD, codigo: codigoTotp(enrol.secreto, now()) },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().mensaje).toMatch(/obligatoria/);

    // Next time: the code step.
    expect((await passwordLogin(t.app, EMAIL, IP)).json().requiere).toBe('totp');
  });

  it('leaves other companies alone', async () => {
    expect((await passwordLogin(t.app, 'admin@otra.cl', '10.0.3.2')).json().active).toBe(true);
  });

  afterAll(async () => {
    await db().update(empresas).set({ exigir_2fa: false });
  });
});

describe('platform administrators when TOTP_PLATAFORMA_OBLIGATORIO is on', () => {
  let p: TestContext;
  beforeAll(async () => {
    p = await createTestApp({ TOTP_PLATAFORMA_OBLIGATORIO: true });
  });
  afterAll(() => p?.close());

  it('must enrol during sign-in, then sign in with a code', async () => {
    const IP = '10.0.4.1';
    const pPost = (url: string, payload: object) =>
      p.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: IP });
    const res = await passwordLogin(p.app, 'admin@atalaya.cl', IP);
    expect(res.json()).toMatchObject({ active: false, requiere: 'enrolamiento' });
    const desafio = res.json().desafio;
    const enrol: Enrolamiento = (await pPost('/auth/login/enrolar', { desafio })).json();
    const ok = await pPost('/auth/login/enrolar/confirmar', {
      desafio,
      codigo: codigoTotp(enrol.secreto, p.clock.now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().codigos_recuperacion).toHaveLength(10);
    const cookie = cookieHeader(cookiesFrom(ok));
    const estado = (await p.app.inject({ url: '/api/v1/cuenta/2fa', headers: { cookie } })).json();
    expect(estado).toMatchObject({ activo: true, obligatorio: 'plataforma' });

    p.clock.advance(30_000);
    const again = await passwordLogin(p.app, 'admin@atalaya.cl', IP);
    expect(again.json()).toMatchObject({ active: false, requiere: 'totp' });
    const login = await pPost('/auth/login/totp', {
      desafio: again.json().desafio,
      codigo: codigoTotp(enrol.secreto, p.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('admin@atalaya.cl');

    // Company users are not affected by the platform's obligation.
    expect((await passwordLogin(p.app, 'admin@demo.cl', '10.0.4.2')).json().active).toBe(true);
  });
});
