import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../db/schema/index';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../test/test-app';
import { access } from './access';

let t: TestContext;
let demoId: number;
let otraId: number;
const cookies: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.handle.db.select({ id: empresas.id, nombre: empresas.nombre }).from(empresas);
  demoId = rows.find((r) => r.nombre === 'Empresa Demo SpA')!.id;
  otraId = rows.find((r) => r.nombre === 'Otra Empresa Ltda.')!.id;
  for (const email of ['admin@atalaya.cl', 'admin@demo.cl', 'dd@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl']) {
    cookies[email] = await loginAs(t.app, email);
  }
});
afterAll(() => t.close());

/** Another app on the same database, for routes registered only by a test. */
function secondApp() {
  return buildApp({ config: testConfig({ DATA_DIR: t.dataDir }), db: t.handle.db, dbEngine: t.handle.engine });
}

function get(url: string, as?: string) {
  return t.app.inject({ method: 'GET', url, headers: as ? { cookie: cookieHeader(cookies[as]!) } : {} });
}

describe('access guard', () => {
  it('401 without a session', async () => {
    const res = await get(`/api/v1/empresas/creditos/${demoId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      mensaje: 'Debe iniciar sesión para continuar.',
      detail: 'Debe iniciar sesión para continuar.',
      codigo: 'NO_AUTENTICADO',
    });
  });

  it('401 comes before input validation', async () => {
    expect((await get('/api/v1/empresas/creditos/abc')).statusCode).toBe(401);
  });

  it('403 when the role is not allowed', async () => {
    const res = await get(`/api/v1/empresas/creditos/${demoId}`, 'denuncias@demo.cl');
    expect(res.statusCode).toBe(403);
    expect(res.json().codigo).toBe('PROHIBIDO');
  });

  it('403 MODULO_NO_HABILITADO when the plan lacks the module', async () => {
    const res = await get(`/api/v1/empresas/creditos/${otraId}`, 'admin@otra.cl');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      codigo: 'MODULO_NO_HABILITADO',
      mensaje: 'Módulo no habilitado para su organización o nivel de acceso.',
    });
  });

  it('404 for another tenant’s record, exactly like a missing one', async () => {
    const foreign = await get(`/api/v1/empresas/creditos/${otraId}`, 'dd@demo.cl');
    const missing = await get('/api/v1/empresas/creditos/999999', 'dd@demo.cl');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('404 when the client names another empresa_id; a platform admin may', async () => {
    expect((await get(`/api/v1/empresas/creditos/${demoId}?empresa_id=${otraId}`, 'admin@demo.cl')).statusCode).toBe(
      404,
    );
    const own = await get(`/api/v1/empresas/creditos/${demoId}?empresa_id=${demoId}`, 'admin@demo.cl');
    expect(own.statusCode).toBe(200);
    const platform = await get(`/api/v1/empresas/creditos/${otraId}?empresa_id=${otraId}`, 'admin@atalaya.cl');
    expect(platform.statusCode).toBe(200);
    expect(platform.json().empresa_id).toBe(otraId);
  });

  it('checks empresa_id even on routes whose schema does not declare it', async () => {
    const res = await get(`/api/v1/notificaciones/pendientes?empresa_id=${otraId}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(404);
  });

  it('lets the allowed role of the right company through', async () => {
    const res = await get(`/api/v1/empresas/creditos/${demoId}`, 'dd@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      empresa_id: demoId,
      creditos_disponibles: 50,
      plan: { nombre: 'Empresa', creditos_incluidos: 50 },
    });
  });

  it('platform routes are for admin_atalaya only', async () => {
    expect((await get('/api/v1/auditoria/verificar', 'admin@demo.cl')).statusCode).toBe(403);
    expect((await get('/api/v1/auditoria/verificar', 'admin@atalaya.cl')).statusCode).toBe(200);
  });

  it('a platform admin switches the acting company; others cannot', async () => {
    const as = (email: string) => ({ cookie: cookieHeader(cookies[email]!), 'content-type': 'application/json' });
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/empresa-activa',
      headers: as('admin@demo.cl'),
      payload: { empresa_id: otraId },
    });
    expect(denied.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/empresa-activa',
      headers: as('admin@atalaya.cl'),
      payload: { empresa_id: demoId },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id_empresa: demoId, empresa: { nombre: 'Empresa Demo SpA' } });
    const session = await get('/api/v1/auth/check-session', 'admin@atalaya.cl');
    expect(session.json().user.empresa.nombre).toBe('Empresa Demo SpA');
  });

  it('every API route declares its access', async () => {
    expect(t.app.routeAccessTable.length).toBeGreaterThan(5);
    const app = await secondApp();
    await expect(
      app
        .register(async (scope) => {
          scope.get('/api/v1/sin-declarar', async () => ({}));
        })
        .ready(),
    ).rejects.toThrow(/no declara su acceso/);
    await app.close().catch(() => {});
  });

  it('a declared public route needs no session', async () => {
    const app = await secondApp();
    app.get('/api/v1/prueba-publica', { config: { access: access.public() } }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/api/v1/prueba-publica' });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('is generated from the zod contracts and lists every declared route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const documented = new Set<string>();
    for (const [p, ops] of Object.entries<Record<string, unknown>>(spec.paths)) {
      for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${p}`);
    }
    for (const row of t.app.routeAccessTable) {
      const openapiPath = row.url.replace(/:(\w+)/g, '{$1}');
      expect(documented, `${row.method} ${row.url}`).toContain(`${row.method} ${openapiPath}`);
    }
    const login = spec.paths['/api/v1/auth/login'].post;
    expect(
      login.requestBody.content['application/x-www-form-urlencoded'] ?? login.requestBody.content['application/json'],
    ).toBeTruthy();
  });
});

describe('public configuration', () => {
  it('has no captcha and a strict CSP when reCAPTCHA is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config/publica' });
    expect(res.json()).toEqual({ recaptcha_site_key: null, sso: null });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("frame-src 'self'");
  });
});

describe('errors', () => {
  it('unknown API path → 404 in Spanish', async () => {
    const res = await get('/api/v1/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ codigo: 'NO_ENCONTRADO', mensaje: 'La ruta solicitada no existe.' });
  });

  it('malformed JSON → 400 in Spanish, no parser internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/empresa-activa',
      headers: { cookie: cookieHeader(cookies['admin@atalaya.cl']!), 'content-type': 'application/json' },
      payload: '{"empresa_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      mensaje: 'Los datos enviados no son válidos.',
      detail: 'Los datos enviados no son válidos.',
      codigo: 'VALIDACION',
    });
  });

  it('a bad path parameter → 400 with the field message', async () => {
    const res = await get('/api/v1/empresas/creditos/abc', 'dd@demo.cl');
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ id: 'El identificador debe ser numérico.' });
  });

  it('5xx never leaks the stack or SQL', async () => {
    const app = await secondApp();
    app.get('/api/v1/falla', { config: { access: access.public() } }, async () => {
      throw new Error('relation "secreta" does not exist at /srv/app.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/v1/falla' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secreta|app\.ts|stack/);
    expect(res.json()).toEqual({
      mensaje: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
      detail: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
      codigo: 'ERROR_INTERNO',
    });
    await app.close();
  });
});
