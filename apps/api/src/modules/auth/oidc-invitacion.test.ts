import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startOidcProvider, type LocalOidcProvider } from '../../../../../scripts/oidc-local.mjs';
import { usuarios } from '../../db/schema/index';
import { cookieHeader, cookiesFrom, createTestApp, loginAs, type TestContext } from '../../test/test-app';

/*
 * Single sign-on of an invited address (issue 24 F7): it accepts the invitation only while the
 * invitation is valid; an expired one never signs anybody in. Same real provider as oidc.test.ts.
 */

const APP = 'http://app.test';
const CALLBACK = `${APP}/api/v1/auth/callback/microsoft`;

let idp: LocalOidcProvider;
let t: TestContext;
let admin: string;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    PUBLIC_URL: APP,
  });
  admin = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
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

const invitar = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/usuarios/',
    headers: { cookie: admin },
    payload: { nombre: 'Sol', apellido: 'Invitada', email, roles: ['admin_user_denuncias'] },
  });
const fila = async (email: string) => (await t.handle.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;

describe('SSO of an invited address (issue 24 F7)', () => {
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
