import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startOidcProvider, type LocalOidcProvider } from '../../../../../scripts/oidc-local.mjs';
import { auth_desafios, empresas, usuarios } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';
import { cookieHeader, cookiesFrom, createTestApp, loginAs, type TestContext } from '../../test/test-app';

/*
 * Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1, driven with
 * plain HTTP: the popup's redirects are followed by hand, the provider's login form is submitted
 * with fetch (cookies kept for its host) and the app's side runs through app.inject.
 */

const APP = 'http://app.test';
const CALLBACK = `${APP}/api/v1/auth/callback/microsoft`;

let idp: LocalOidcProvider;
let t: TestContext;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUris: [CALLBACK],
    accounts: { 'dd@demo.cl': { email_verified: false } },
  });
  t = await createTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    PUBLIC_URL: APP,
  });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** The browser's cookies for the provider's host. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('=')).trim();
      const value = pair!.slice(pair!.indexOf('=') + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Popup step 1: the app's /auth/login/microsoft. */
async function iniciar() {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/login/microsoft' });
  expect(res.statusCode).toBe(302);
  // The popup keeps its opener through the provider's origin.
  expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const location = res.headers.location as string;
  expect(location.startsWith(`${idp.issuer}/auth?`)).toBe(true);
  const state = new URL(location).searchParams.get('state')!;
  return { location, state, cookies: cookiesFrom(res) };
}

/** Popup step 2: at the provider, type the email in its dev login form; returns the app callback URL. */
async function firmarEnProveedor(location: string, email: string): Promise<string> {
  const jar = new Jar();
  let url = location;
  let formSent = false;
  for (let hop = 0; hop < 15; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      if (url.startsWith(APP)) return url;
      continue;
    }
    expect(res.status).toBe(200);
    expect(formSent).toBe(false);
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const submit = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: email, password: 'cualquiera' }),
    });
    jar.store(submit);
    expect(submit.status).toBe(303);
    url = new URL(submit.headers.get('location')!, url).toString();
    formSent = true;
  }
  throw new Error('demasiadas redirecciones');
}

/** Popup step 3: the app's callback page; returns what it posts to the opener and where. */
async function callback(url: string, cookies: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: url.slice(APP.length),
    headers: { cookie: cookieHeader(cookies) },
  });
  expect(res.statusCode).toBe(200);
  const json = /<script type="application\/json" id="sso-datos">([^<]*)<\/script>/.exec(res.body)![1]!;
  const datos = JSON.parse(json) as { origen: string; mensaje: { code_session?: string; error?: string } };
  return { res, origen: datos.origen, mensaje: datos.mensaje };
}

async function flujo(email: string) {
  const inicio = await iniciar();
  const url = await firmarEnProveedor(inicio.location, email);
  return callback(url, inicio.cookies);
}

function oauthSessionLogin(codeSession: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth-session-login',
    payload: { code_session: codeSession },
  });
}

describe('SSO OIDC: happy path', () => {
  it('signs in admin@demo.cl: code_session posted to the app origin, session works, strict CSP', async () => {
    const { res, origen, mensaje } = await flujo('Admin@Demo.cl');
    expect(origen).toBe(APP);
    expect(mensaje.error).toBeUndefined();
    expect(mensaje.code_session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/default-src 'none'/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');

    const login = await oauthSessionLogin(mensaje.code_session!);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: 'admin@demo.cl', empresa: { nombre: 'Empresa Demo SpA' } });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/check-session',
      headers: { cookie: cookieHeader(cookiesFrom(login)) },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().user.email).toBe('admin@demo.cl');
  });

  it('refuses a reused code_session with 401 Credenciales inválidas', async () => {
    const { mensaje } = await flujo('admin@demo.cl');
    expect((await oauthSessionLogin(mensaje.code_session!)).statusCode).toBe(200);
    const again = await oauthSessionLogin(mensaje.code_session!);
    expect(again.statusCode).toBe(401);
    expect(again.json().mensaje).toBe('Credenciales inválidas');
    expect(again.cookies.find((c) => c.name === 'atalaya_session')).toBeUndefined();
  });

  it('refuses an expired code_session (60 s) and an invented one', async () => {
    const { mensaje } = await flujo('admin@demo.cl');
    t.clock.advance(61_000);
    const late = await oauthSessionLogin(mensaje.code_session!);
    expect(late.statusCode).toBe(401);
    expect(late.json().mensaje).toBe('Credenciales inválidas');
    expect((await oauthSessionLogin('x'.repeat(43))).statusCode).toBe(401);
    const empty = await oauthSessionLogin('');
    expect(empty.statusCode).toBe(400);
  });
});

describe('SSO OIDC: refusals', () => {
  it('an email with no user posts Credenciales inválidas (no account created)', async () => {
    const { mensaje } = await flujo('nadie@demo.cl');
    expect(mensaje).toEqual({ error: 'Credenciales inválidas' });
    const [row] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(eq(usuarios.email, 'nadie@demo.cl'));
    expect(row!.n).toBe(0);
  });

  it('an inactive user is refused', async () => {
    await t.handle.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, 'revisor@demo.cl'));
    try {
      const { mensaje } = await flujo('revisor@demo.cl');
      expect(mensaje).toEqual({ error: 'Credenciales inválidas' });
    } finally {
      await t.handle.db.update(usuarios).set({ activo: true }).where(eq(usuarios.email, 'revisor@demo.cl'));
    }
  });

  it('an unverified email (email_verified false) is refused', async () => {
    const { mensaje } = await flujo('dd@demo.cl');
    expect(mensaje).toEqual({ error: 'Credenciales inválidas' });
  });

  it('a tampered state is refused, and a state is single use', async () => {
    const inicio = await iniciar();
    const url = new URL(await firmarEnProveedor(inicio.location, 'admin@demo.cl'));
    const original = url.searchParams.get('state')!;
    url.searchParams.set('state', original.slice(0, -2) + (original.endsWith('AA') ? 'BB' : 'AA'));
    const forged = await callback(url.toString(), { atalaya_oidc_state: url.searchParams.get('state')! });
    expect(forged.mensaje).toEqual({ error: 'Error al iniciar sesión con Microsoft' });

    url.searchParams.set('state', original);
    expect((await callback(url.toString(), inicio.cookies)).mensaje.code_session).toBeTruthy();
    expect((await callback(url.toString(), inicio.cookies)).mensaje).toEqual({
      error: 'Error al iniciar sesión con Microsoft',
    });
  });

  it('a state started in another browser (no or different state cookie) is refused', async () => {
    const inicio = await iniciar();
    const url = await firmarEnProveedor(inicio.location, 'admin@demo.cl');
    expect((await callback(url, {})).mensaje).toEqual({ error: 'Error al iniciar sesión con Microsoft' });
  });

  it('a nonce mismatch is refused (the stored nonce differs from the ID token one)', async () => {
    const inicio = await iniciar();
    const [row] = await t.handle.db
      .select({ datos: auth_desafios.datos })
      .from(auth_desafios)
      .where(eq(auth_desafios.token_hash, hashToken(inicio.state)));
    expect(row!.datos!.nonce).toBeTruthy();
    await t.handle.db
      .update(auth_desafios)
      .set({ datos: { ...row!.datos!, nonce: 'otro-nonce' } })
      .where(eq(auth_desafios.token_hash, hashToken(inicio.state)));
    const url = await firmarEnProveedor(inicio.location, 'admin@demo.cl');
    expect((await callback(url, inicio.cookies)).mensaje).toEqual({ error: 'Error al iniciar sesión con Microsoft' });
  });

  it('an expired state (10 min) is refused', async () => {
    const inicio = await iniciar();
    const url = await firmarEnProveedor(inicio.location, 'admin@demo.cl');
    t.clock.advance(11 * 60_000);
    expect((await callback(url, inicio.cookies)).mensaje).toEqual({ error: 'Error al iniciar sesión con Microsoft' });
  });

  it('the provider answering an error (user cancelled) posts the SSO error', async () => {
    const inicio = await iniciar();
    const { mensaje } = await callback(
      `${CALLBACK}?error=access_denied&state=${encodeURIComponent(inicio.state)}`,
      inicio.cookies,
    );
    expect(mensaje).toEqual({ error: 'Error al iniciar sesión con Microsoft' });
  });

  it('a domain outside OIDC_ALLOWED_DOMAINS is refused; an allowed one signs in', async () => {
    t.app.config.OIDC_ALLOWED_DOMAINS = 'otra.cl, @Ejemplo.cl';
    try {
      expect((await flujo('admin@demo.cl')).mensaje).toEqual({ error: 'Credenciales inválidas' });
      expect((await flujo('admin@otra.cl')).mensaje.code_session).toBeTruthy();
    } finally {
      t.app.config.OIDC_ALLOWED_DOMAINS = undefined;
    }
  });

  it('a company bound to its e-mail domains never lets SSO sign in an address outside them (issue 24 F7)', async () => {
    const db = t.handle.db;
    const [demo] = await db
      .select({ id: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@demo.cl'));
    const [otra] = await db
      .select({ id: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@otra.cl'));
    // Accounts made before the binding: one of Demo outside demo.cl, one of Otra (unbound) inside demo.cl.
    await db.update(usuarios).set({ email: 'no-existe@otra.cl' }).where(eq(usuarios.email, 'revisor@demo.cl'));
    const [intruso] = await db
      .insert(usuarios)
      .values({ empresa_id: otra!.id, nombre: 'No', apellido: 'Existe', email: 'no-existe@demo.cl' })
      .returning({ id: usuarios.id });
    try {
      // Unbound: today's behaviour.
      expect((await flujo('no-existe@otra.cl')).mensaje.code_session).toBeTruthy();
      await db
        .update(empresas)
        .set({ dominios_correo: ['demo.cl'] })
        .where(eq(empresas.id, demo!.id));
      const aviso = 'Su correo no pertenece a los dominios de su empresa. Consulte a su administrador.';
      expect((await flujo('no-existe@otra.cl')).mensaje).toEqual({ error: aviso });
      expect((await flujo('no-existe@demo.cl')).mensaje).toEqual({ error: aviso });
      expect((await flujo('admin@demo.cl')).mensaje.code_session).toBeTruthy();
      // Just-in-time accounts follow the same rule.
      t.app.config.OIDC_JIT_EMPRESA_ID = demo!.id;
      t.app.config.OIDC_ALLOWED_DOMAINS = 'demo.cl, otra.cl';
      expect((await flujo('nuevo-jit@otra.cl')).mensaje).toEqual({ error: aviso });
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(usuarios)
        .where(eq(usuarios.email, 'nuevo-jit@otra.cl'));
      expect(n!.n).toBe(0);
    } finally {
      t.app.config.OIDC_JIT_EMPRESA_ID = undefined;
      t.app.config.OIDC_ALLOWED_DOMAINS = undefined;
      await db.update(empresas).set({ dominios_correo: [] }).where(eq(empresas.id, demo!.id));
      await db.update(usuarios).set({ email: 'revisor@demo.cl' }).where(eq(usuarios.email, 'no-existe@otra.cl'));
      await db.delete(usuarios).where(eq(usuarios.id, intruso!.id));
    }
  });

  it('just-in-time creation only when OIDC_JIT_EMPRESA_ID and allowed domains are configured', async () => {
    const [demo] = await t.handle.db
      .select({ empresa_id: usuarios.empresa_id })
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@demo.cl'));
    t.app.config.OIDC_JIT_EMPRESA_ID = demo!.empresa_id;
    try {
      // Without an allowed-domain list nobody is created.
      expect((await flujo('nuevo1@demo.cl')).mensaje).toEqual({ error: 'Credenciales inválidas' });
      t.app.config.OIDC_ALLOWED_DOMAINS = 'demo.cl';
      const { mensaje } = await flujo('nuevo2@demo.cl');
      const login = await oauthSessionLogin(mensaje.code_session!);
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ email: 'nuevo2@demo.cl', roles: [], id_empresa: demo!.empresa_id });
    } finally {
      t.app.config.OIDC_JIT_EMPRESA_ID = undefined;
      t.app.config.OIDC_ALLOWED_DOMAINS = undefined;
    }
  });
});

/** admin@otra.cl's session, for inviting. */
let admin = '';
const invitar = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usuarios/',
    headers: { cookie: admin },
    payload: { nombre: 'Sol', apellido: 'Invitada', email, roles: ['admin_user_denuncias'] },
  });
const fila = async (email: string) => (await t.handle.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;

/*
 * Single sign-on of an invited address (issue 24 F7): it accepts the invitation only while the
 * invitation is valid; an expired one never signs anybody in.
 */
describe('SSO of an invited address (issue 24 F7)', () => {
  beforeAll(async () => {
    admin = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
  });

  it('a valid invitation is accepted by the SSO sign-in, which then works', async () => {
    expect((await invitar('sso.valida@otra.cl')).statusCode).toBe(201);
    const { mensaje } = await flujo('sso.valida@otra.cl');
    expect(mensaje.code_session, JSON.stringify(mensaje)).toBeTruthy();
    const res = await oauthSessionLogin(mensaje.code_session!);
    expect(res.statusCode).toBe(200);
    expect(await fila('sso.valida@otra.cl')).toMatchObject({
      activo: true,
      invitacion_pendiente: false,
      invitacion_token_hash: null,
    });
  });

  it('an expired invitation never signs in, and stays pending', async () => {
    expect((await invitar('sso.vencida@otra.cl')).statusCode).toBe(201);
    await t.handle.db
      .update(usuarios)
      .set({ invitacion_expira: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(usuarios.email, 'sso.vencida@otra.cl'));
    const { mensaje } = await flujo('sso.vencida@otra.cl');
    expect(mensaje).toEqual({ error: 'Credenciales inválidas' });
    expect(await fila('sso.vencida@otra.cl')).toMatchObject({ activo: false, invitacion_pendiente: true });
  });

  it('an inert invitation (another company’s address) never signs in to the inviting company', async () => {
    expect((await invitar('admin@demo.cl')).statusCode).toBe(201);
    const { mensaje } = await flujo('admin@demo.cl');
    const res = await oauthSessionLogin(mensaje.code_session!);
    expect(res.statusCode).toBe(200);
    // The real account of demo signs in, not the inert row of otra.
    expect(JSON.stringify(res.json())).toContain('Empresa Demo SpA');
    expect(JSON.stringify(res.json())).not.toContain('Otra Empresa');
  });
});

describe('SSO OIDC: configuration', () => {
  it('/config/publica shows the button flag only when SSO is configured', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/v1/config/publica' });
    expect(on.json().sso).toEqual({ nombre: 'Microsoft' });
    // App pages let their popups keep `window.opener` (the SSO popup posts back through it).
    expect(on.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const issuer = t.app.config.OIDC_ISSUER;
    t.app.config.OIDC_ISSUER = undefined;
    try {
      const off = await t.app.inject({ method: 'GET', url: '/api/v1/config/publica' });
      expect(off.json().sso).toBeNull();
      const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/login/microsoft' });
      expect(start.statusCode).toBe(200);
      expect(start.body).toContain('Error al iniciar sesión con Microsoft');
    } finally {
      t.app.config.OIDC_ISSUER = issuer;
    }
  });

  it('never logs codes or tokens: the callback URL is logged without its query', async () => {
    const inicio = await iniciar();
    const url = await firmarEnProveedor(inicio.location, 'admin@demo.cl');
    const code = new URL(url).searchParams.get('code')!;
    const lines: string[] = [];
    const { buildApp } = await import('../../app');
    const app = await buildApp({
      config: { ...t.app.config, LOG_LEVEL: 'info' },
      db: t.handle.db,
      dbEngine: t.handle.engine,
      clock: t.clock.now,
      logStream: { write: (l: string) => void lines.push(l) },
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: url.slice(APP.length),
        headers: { cookie: cookieHeader(inicio.cookies) },
      });
      const code_session = /"code_session":"([^"]+)"/.exec(res.body)![1]!;
      const log = lines.join('\n');
      expect(log).toContain('/api/v1/auth/callback/microsoft');
      expect(log).not.toContain(code);
      expect(log).not.toContain(inicio.state);
      expect(log).not.toContain(code_session);
    } finally {
      await app.close();
    }
  });
});
