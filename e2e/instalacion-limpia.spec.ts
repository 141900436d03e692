import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, request, test, type APIRequestContext, type Browser } from '@playwright/test';

import { SOLICITUD_LITE_EN_LISTAS } from '../apps/api/src/test/solicitud-en-listas';

/*
 * Issue 23 acceptance: what a new user gets from `git clone` into an empty folder, `npm install &&
 * npm start` — nothing beside the clone, a fresh data directory. Then the same start with the
 * reference data removed: the service says it is degraded, and refuses what it cannot do.
 * Committed work only: the clone is made from this repository's HEAD.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_CLONE_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/instalacion-limpia-shots';

let clon: string;
let servidor: ChildProcess | null = null;
let salida = '';

function npm(args: string[], cwd: string) {
  execFileSync('npm', args, { cwd, stdio: 'pipe', env: limpio({}) });
}

/** The environment of a user's shell: none of the test run's own variables (ports, databases). */
function limpio(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, LANG, TMPDIR, npm_config_cache } = process.env;
  return Object.fromEntries(
    Object.entries({ PATH, HOME, LANG, TMPDIR, npm_config_cache, ...extra }).filter(([, v]) => v !== undefined),
  );
}

async function arrancar(env: Record<string, string>) {
  salida = '';
  // Its own process group, so the stop reaches npm, the start script and the server.
  servidor = spawn('npm', ['start'], {
    cwd: clon,
    env: limpio({ PORT: String(PORT), HOST: '127.0.0.1', ...env }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servidor.stdout!.on('data', (d: Buffer) => (salida += d.toString()));
  servidor.stderr!.on('data', (d: Buffer) => (salida += d.toString()));
  const hasta = Date.now() + 6 * 60_000;
  while (Date.now() < hasta) {
    if (servidor.exitCode !== null)
      throw new Error(`npm start terminó (${servidor.exitCode}):\n${salida.slice(-3000)}`);
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start no respondió:\n${salida.slice(-3000)}`);
}

async function detener() {
  const proceso = servidor;
  servidor = null;
  if (!proceso || proceso.exitCode !== null) return;
  const fin = new Promise((r) => proceso.once('exit', r));
  process.kill(-proceso.pid!, 'SIGTERM');
  await Promise.race([fin, new Promise((r) => setTimeout(r, 15_000))]);
  if (proceso.exitCode === null) process.kill(-proceso.pid!, 'SIGKILL');
}

async function sesion(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE });
  const login = await api.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

/** Health once the reference data and the sanctions lists have finished loading after the start. */
async function saludFinal(api: APIRequestContext) {
  for (let i = 0; i < 240; i++) {
    const body = await (await api.get('/api/v1/health')).json();
    const partes: { estado: string }[] = [...body.dependencias.datos_referencia, ...body.dependencias.listas_sanciones];
    if (partes.every((p) => p.estado !== 'cargando')) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('las listas de sanciones no terminaron de cargar');
}

/** The request a company user sends from the form: for their own company, as themselves. */
async function solicitudLite(api: APIRequestContext) {
  const { user } = await (await api.get('/api/v1/auth/check-session')).json();
  return { ...SOLICITUD_LITE_EN_LISTAS, empresa_id: user.id_empresa, usuario_activo: user.id };
}

const creditos = async (api: APIRequestContext): Promise<number> =>
  (await (await api.get('/api/v1/due-diligence/dashboard')).json()).creditos.disponibles;

async function bannerDe(browser: Browser, nombre: string) {
  const context = await browser.newContext({ baseURL: BASE, locale: 'es-CL', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@atalaya.cl', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/dashboard');
  const banner = page.getByTestId('banner-degradado');
  return { page, banner, foto: () => page.screenshot({ path: `${SHOTS}/${nombre}.png`, fullPage: true }) };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
  clon = mkdtempSync(path.join(os.tmpdir(), 'atalaya-clon-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO, path.join(clon, 'atalaya')]);
  clon = path.join(clon, 'atalaya');
});

test.afterAll(async () => {
  await detener();
  rmSync(path.dirname(clon), { recursive: true, force: true });
});

test('a fresh clone installs, starts and has its whole product', async ({ browser }) => {
  test.setTimeout(12 * 60_000);
  npm(['install', '--no-audit', '--no-fund', '--loglevel=error'], clon);
  await arrancar({ TOTP_PLATAFORMA_OBLIGATORIO: 'false' });

  const admin = await sesion('admin@demo.cl');
  const salud = await saludFinal(admin);
  expect(salud.motivos).toEqual([]);
  expect(salud.status).toBe('ok');

  const regiones = await (await admin.get('/api/v1/regiones/?limit=100')).json();
  expect(regiones.total).toBe(16);
  const anidadas: { data: { comunas: unknown[] }[] } = await (await admin.get('/api/v1/region_comuna')).json();
  expect(anidadas.data.reduce((n, r) => n + r.comunas.length, 0)).toBe(346);
  const feriados = await (await admin.get('/api/v1/feriados/?desde=2026-09-01&hasta=2026-09-30')).json();
  expect(JSON.stringify(feriados)).toContain('2026-09-18');

  const dd = await sesion('dd@demo.cl');
  const revision = await dd.post('/api/v1/due-diligence/screening', { data: { nombre: 'Jimmy Cherizier' } });
  expect(revision.status()).toBe(200);
  expect(JSON.stringify((await revision.json()).hits)).toContain('HTi.001');

  const rutificador = await dd.get('/api/v1/rutificador/?rut=21.000.001-1');
  expect(rutificador.status(), await rutificador.text()).toBe(200);

  const antes = await creditos(dd);
  const creada = await dd.post('/api/v1/due-diligence/', { data: await solicitudLite(dd) });
  expect(creada.status(), await creada.text()).toBeLessThan(300);
  const { id } = await creada.json();
  let detalle: { estado: string; nivel_riesgo: string | null; listas_internacionales: boolean } | null = null;
  for (let i = 0; i < 240 && detalle?.estado !== 'terminado'; i++) {
    await new Promise((r) => setTimeout(r, 500));
    detalle = await (await dd.get(`/api/v1/due-diligence/${id}`)).json();
    expect(detalle!.estado).not.toBe('fallido');
  }
  expect(detalle).toMatchObject({ estado: 'terminado', nivel_riesgo: 'alto', listas_internacionales: true });
  expect(await creditos(dd)).toBeLessThan(antes);

  const { page, banner, foto } = await bannerDe(browser, '01-sano');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await foto();

  // The demo company's dashboard opens on its compliance rate, from the seeded requirements.
  const empresa = await browser.newContext({ baseURL: BASE, locale: 'es-CL', timezoneId: 'America/Santiago' });
  const tablero = await empresa.newPage();
  await tablero.request.post('/api/v1/auth/login', { form: { username: 'admin@demo.cl', password: PASSWORD } });
  await tablero.goto('/dashboard');
  const cumplimiento = tablero.locator('[data-indicador="Cumplimiento normativo"]');
  await expect(cumplimiento.locator('[data-valor]')).toHaveText(/^\d{1,3}(,\d)?\s?%$/);
  await expect(cumplimiento).toContainText(/\d+ de \d+ requisitos aplicables cubiertos/);
  await tablero.screenshot({ path: `${SHOTS}/03-tablero-empresa-demo.png`, fullPage: true });
  await empresa.close();
  await detener();
});

test('without its reference data it says so and refuses what it cannot do', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  rmSync(path.join(clon, 'reference-data'), { recursive: true, force: true });
  rmSync(path.join(clon, 'data'), { recursive: true, force: true });
  await arrancar({ TOTP_PLATAFORMA_OBLIGATORIO: 'false' });

  const admin = await sesion('admin@demo.cl');
  const salud = await saludFinal(admin);
  expect(salud.status).toBe('degraded');
  expect(salud.motivos).toEqual(
    expect.arrayContaining([
      'Faltan los datos de referencia: regiones, provincias y comunas de Chile.',
      'Faltan los datos de referencia: feriados legales y electorales de Chile.',
      expect.stringMatching(/listas de sanciones/),
    ]),
  );

  const dd = await sesion('dd@demo.cl');
  const antes = await creditos(dd);
  const rechazada = await dd.post('/api/v1/due-diligence/', { data: await solicitudLite(dd) });
  expect(rechazada.status()).toBe(503);
  expect((await rechazada.json()).mensaje).toMatch(/datos de referencia|listas de sanciones/);
  expect(await creditos(dd)).toBe(antes);

  const { page, banner, foto } = await bannerDe(browser, '02-degradado');
  await expect(banner).toBeVisible();
  await expect(banner.getByText('El servicio funciona con limitaciones')).toBeVisible();
  await expect(
    banner.getByText('Faltan los datos de referencia: regiones, provincias y comunas de Chile.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await foto();
  await detener();
});
