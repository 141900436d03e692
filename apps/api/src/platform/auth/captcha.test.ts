import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

/** A local stand-in for the reCAPTCHA verify endpoint: a real HTTP server on loopback. */
let stub: Server;
let stubUrl: string;
const received: URLSearchParams[] = [];
let t: TestContext;

beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('response') === 'lento') return; // never answers: the server must time out
      const success = form.get('secret') === 'secreto-de-prueba' && form.get('response') === 'token-valido';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  stubUrl = `http://127.0.0.1:${(stub.address() as { port: number }).port}/siteverify`;
  t = await createTestApp({
    RECAPTCHA_SITE_KEY: 'clave-del-sitio',
    RECAPTCHA_SECRET: 'secreto-de-prueba',
    RECAPTCHA_VERIFY_URL: stubUrl,
    RECAPTCHA_TIMEOUT_MS: 300,
  });
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise((r) => stub.close(r));
});

function login(token?: string) {
  const form = new URLSearchParams({ username: 'admin@demo.cl', password: 'Atalaya.Demo.2026' });
  if (token !== undefined) form.set('recaptcha_token', token);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('reCAPTCHA on login', () => {
  it('publishes the site key to the sign-in page and lets Google’s widget through the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config/publica' });
    expect(res.json()).toEqual({ recaptcha_site_key: 'clave-del-sitio', sso: null });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/www\.google\.com/);
  });

  it('refuses a login without a token', async () => {
    const res = await login();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      codigo: 'CAPTCHA_INVALIDO',
      mensaje: 'No se pudo verificar el captcha. Intente nuevamente.',
    });
  });

  it('refuses a token the provider rejects', async () => {
    expect((await login('token-falso')).statusCode).toBe(400);
  });

  it('accepts a token the provider confirms, sending the configured secret', async () => {
    const res = await login('token-valido');
    expect(res.statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('secreto-de-prueba');
    expect(last.get('response')).toBe('token-valido');
  });

  it('refuses when the provider does not answer in time', async () => {
    const started = Date.now();
    const res = await login('lento');
    expect(res.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
