import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { crearUsuarioActivo } from './usuario-activo';

/*
 * Issue 25 §4, the walk through the product as a user: what was found and fixed, each checked on
 * screen at 1440 px and at 390 px (a phone), with no serious or critical axe violation.
 *  - Documentos → Publicados: the first card counts what the unfiltered list shows.
 *  - A due-diligence report writes every date in one es-CL order.
 *  - The centre and worker dialogs: no error before anything is typed; columns stay aligned.
 *  - The users lists are in order (by name, A-Z) and sortable.
 *  - And what the previous walk fixed: the bell's and /notificaciones' «Marcar todas como leídas»,
 *    the due-diligence form's messages, the Clasificación stage's own empty title, the unavailable
 *    public channel's text, Configuración's readable formats, one «En Aprobación» chip and one
 *    code font in both document lists, and Feedback's suggestion form.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots/recorrido';
const ANCHOS = [
  [1440, 900],
  [390, 844],
] as const;

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function signInAt(page: Page, email: string, path: string, password = PASSWORD) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto(path);
}

async function sinViolaciones(page: Page, nombre: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serias = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serias.map((v) => `${nombre} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * The screen at 1440 px and at 390 px: a full-page shot of each (from the top: a scrolled page
 * draws the sticky header mid-page) and axe on each; `revisar` runs at each width before the shot.
 */
async function fotos(page: Page, nombre: string, revisar?: (ancho: number) => Promise<void>) {
  for (const [ancho, alto] of ANCHOS) {
    await page.setViewportSize({ width: ancho, height: alto });
    await revisar?.(ancho);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${nombre}-${ancho}.png`, fullPage: true });
    await sinViolaciones(page, `${nombre}-${ancho}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Lower case without accents, as the server orders names. */
const plegar = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The number a card or badge shows ('1.234' → 1234). */
const numero = (texto: string) => Number(texto.replace(/\./g, ''));

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('Publicados: «Todas las versiones» counts what the unfiltered list shows, obsolete versions too', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/documentos/listado');
  const lista = await json<{ total: number }>(page, '/api/v1/documento-publicado/?limit=1');
  const obsoletas = await json<{ total: number }>(page, '/api/v1/documento-publicado/?limit=1&estado=obsoleto');
  expect(obsoletas.total).toBeGreaterThan(0); // the demo's RIOHS-01 v1

  const titulo = page.getByRole('heading', { level: 1, name: /Documentos publicados/ });
  await expect(titulo).toHaveText(new RegExp(`Total: ${lista.total}$`));
  const todas = page.getByRole('button', { name: /^Todas las versiones/ });
  await expect(todas).toHaveAttribute('aria-pressed', 'true');
  await expect(todas).toContainText(
    `Todas las versiones${lista.total}Incluye ${obsoletas.total} ${obsoletas.total === 1 ? 'obsoleta' : 'obsoletas'}`,
  );
  const filas = page.getByRole('table', { name: 'Documentos publicados' }).getByRole('row');
  await expect(filas).toHaveCount(Math.min(lista.total, 10) + 1);
  await expect(page.getByText('Total publicados')).toHaveCount(0);
  await fotos(page, '01-publicados');

  // A state card filters the list: the badge then counts the filtered list, as the card does.
  const vigentes = page.getByRole('button', { name: /^Vigentes/ });
  const enVigentes = numero((await vigentes.innerText()).replace(/\D+/g, ''));
  await vigentes.click();
  await expect(page).toHaveURL(/estado=vigente/);
  await expect(titulo).toHaveText(new RegExp(`Total: ${enVigentes}$`));
  await todas.click();
  await expect(titulo).toHaveText(new RegExp(`Total: ${lista.total}$`));
});

test('a due-diligence report writes every date in one es-CL order: dd/mm/aaaa, a month as mm/aaaa', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  const { data } = await json<{ data: { id: number; estado: string }[] }>(
    page,
    '/api/v1/due-diligence/?nombre=Yakutumba',
  );
  const william = data.find((d) => d.estado === 'terminado');
  expect(william, 'the demo report on William Amuri Yakutumba').toBeTruthy();
  await page.goto(`/due-diligence/${william!.id}/readonly`);
  await expect(page.getByRole('heading', { level: 1, name: /Yakutumba/ })).toBeVisible();

  const listas = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Versión' }) });
  const version = (lista: RegExp) => listas.getByRole('row').filter({ hasText: lista }).getByRole('cell').nth(1);
  // OFAC SDN's reference folder is a month: 07/2021, not '2021-07'; the UN list's version a day.
  await expect(version(/OFAC — Lista SDN/)).toHaveText('07/2021');
  await expect(version(/ONU/)).toHaveText('27/02/2026');
  await expect(page.getByText(/\(versión 27\/02\/2026\)/)).toBeVisible();

  // No date anywhere on the report in another order ('2021-07', '2026-02-27', '2026-02-27T…').
  const texto = await page.locator('main').innerText();
  expect(texto.match(/\b\d{4}-\d{2}(-\d{2})?\b/g) ?? []).toEqual([]);
  const fechas = texto.match(/\b\d{1,4}\/\d{1,2}(\/\d{1,4})?\b/g) ?? [];
  expect(fechas.length).toBeGreaterThan(2);
  for (const f of fechas) expect(f).toMatch(/^(\d{2}\/\d{2}\/\d{4}|\d{2}\/\d{4})$/);
  await fotos(page, '02-dd-reporte-fechas');
});

/** The top edge of a locator, in CSS pixels. */
async function arriba(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test('Mis Trabajadores: the dialog shows no error before anything is typed, and an error moves nothing beside it', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/mi-empresa/trabajadores');
  await page.getByRole('button', { name: 'Agregar trabajador' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar trabajador' });
  const rut = form.getByLabel('RUT *');
  const nombres = form.getByLabel('Nombres *');

  // Passing through every field with the keyboard, typing nothing: no message.
  await rut.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(form.getByText(/es obligatorio|inválido/)).toHaveCount(0);
  await expect(rut).toHaveAttribute('aria-invalid', 'false');
  await expect(nombres).toHaveAttribute('aria-invalid', 'false');
  await fotos(page, '03-trabajador-sin-errores');

  // A wrong RUT typed and left: its message, and Nombres (the column beside it) stays level with
  // it: label with label, input with input (a stretched cell would push them down).
  await rut.fill('15.234.567-1');
  await rut.press('Tab');
  await expect(form.getByText('RUT inválido')).toBeVisible();
  await expect(rut).toHaveAttribute('aria-invalid', 'true');
  expect(await arriba(nombres)).toBe(await arriba(rut));
  expect(await arriba(form.getByText('Nombres *', { exact: true }))).toBe(
    await arriba(form.getByText('RUT *', { exact: true })),
  );
  await expect(form.getByText('El nombre es obligatorio')).toHaveCount(0);
  await fotos(page, '03-trabajador-rut-invalido');

  // Saving shows what is missing; fixing the RUT takes its message away as it is typed.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(form.getByText('El apellido paterno es obligatorio')).toBeVisible();
  await rut.fill('15.234.567-4');
  await expect(form.getByText('RUT inválido')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
});

test('Mis Centros: no error on a field passed through; after saving, region and commune stay level', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/mi-empresa/centros');
  await page.getByRole('button', { name: 'Agregar centro' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar centro' });
  const nombre = form.getByLabel('Nombre *');
  await nombre.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByText('El nombre es obligatorio')).toHaveCount(0);
  await fotos(page, '04-centro-sin-errores');

  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  const region = form.getByRole('combobox', { name: 'Región *' });
  const comuna = form.getByRole('combobox', { name: 'Comuna *' });
  await region.click();
  await page.getByRole('option', { name: /Antofagasta/ }).click();
  // The region is fixed (its message gone), the commune still missing: both selects level.
  await expect(form.getByText('Seleccione una región válida')).toHaveCount(0);
  await expect(form.getByText('Seleccione una comuna válida para la región')).toBeVisible();
  expect(await arriba(comuna)).toBe(await arriba(region));
  await fotos(page, '04-centro-comuna-pendiente');
  await form.getByRole('button', { name: 'Cancelar' }).click();
});

/** A column of the users' table (1: Nombre, 2: Correo electrónico), top to bottom. */
async function columnaDeLaTabla(page: Page, tabla: string, columna = 1) {
  const filas = page.getByRole('table', { name: tabla, exact: true }).getByRole('row');
  await expect(filas.nth(1)).toBeVisible();
  const n = await filas.count();
  const valores: string[] = [];
  for (let i = 1; i < n; i++) valores.push((await filas.nth(i).getByRole('cell').nth(columna).innerText()).trim());
  return valores;
}

const ordenados = (nombres: string[], desc = false) => {
  const copia = [...nombres].sort((a, b) => (plegar(a) < plegar(b) ? -1 : plegar(a) > plegar(b) ? 1 : 0));
  return desc ? copia.reverse() : copia;
};

test('Mis Usuarios and Globales → Usuarios: by name A-Z unless another order is chosen', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl', '/mi-empresa/usuarios');
  const nombres = await columnaDeLaTabla(page, 'Mis Usuarios');
  expect(nombres.length).toBeGreaterThan(3);
  expect(nombres).toEqual(ordenados(nombres));
  await fotos(page, '05-mis-usuarios');

  // Nombre: A-Z by default (and said so to screen readers), Z-A on a click (the first page of each).
  const cabecera = page.getByRole('columnheader', { name: 'Nombre' });
  await expect(cabecera).toHaveAttribute('aria-sort', 'ascending');
  await cabecera.getByRole('button', { name: 'Nombre' }).click();
  await expect(cabecera).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=nombre&dir=desc/);
  await expect
    .poll(async () => {
      const desc = await columnaDeLaTabla(page, 'Mis Usuarios');
      return desc[0] !== nombres[0] && JSON.stringify(desc) === JSON.stringify(ordenados(desc, true));
    })
    .toBe(true);

  // Correo electrónico, A-Z.
  const correo = page.getByRole('columnheader', { name: 'Correo electrónico' });
  await correo.getByRole('button', { name: 'Correo electrónico' }).click();
  await expect(correo).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=email/);
  await expect
    .poll(async () => {
      const correos = await columnaDeLaTabla(page, 'Mis Usuarios', 2);
      return JSON.stringify(correos) === JSON.stringify([...correos].sort());
    })
    .toBe(true);

  await page.context().clearCookies();
  await signInAt(page, 'admin@atalaya.cl', '/globales/usuarios');
  const globales = await columnaDeLaTabla(page, 'Usuarios');
  expect(globales.length).toBeGreaterThan(3);
  expect(globales).toEqual(ordenados(globales));
  await fotos(page, '05-globales-usuarios');
});

/** A fresh administrator of Empresa Demo with `n` unread notices (role changes of another user). */
async function administradorConAvisos(browser: Browser, admin: Page, n: number) {
  const sello = Date.now();
  const email = `recorrido.${sello}@demo.cl`;
  const clave = 'Recorrido.Aviso.2026';
  await crearUsuarioActivo(
    admin.request,
    { nombre: 'Rocío', apellido: `Recorrido ${sello}`, email, roles: ['admin_empresa'] },
    clave,
  );
  const otro = await admin.request.post('/api/v1/usuarios/', {
    data: { nombre: 'Tomás', apellido: `Avisos ${sello}`, email: `avisos.${sello}@demo.cl`, roles: ['admin_tekemi'] },
  });
  expect(otro.status(), await otro.text()).toBe(201);
  const { id } = (await otro.json()) as { id: number };
  const avisar = async (k: number) => {
    const roles = k % 2 === 0 ? ['admin_user_denuncias'] : ['admin_tekemi'];
    const res = await admin.request.put(`/api/v1/usuarios/${id}`, {
      data: { nombre: 'Tomás', apellido: `Avisos ${sello}`, roles },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  for (let k = 0; k < n; k++) await avisar(k);
  const page = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      viewport: { width: 1440, height: 900 },
    })
  ).newPage();
  await signInAt(page, email, '/dashboard', clave);
  return { page, avisar: () => avisar(n) };
}

const pendientes = async (page: Page) =>
  (await json<{ total: number }>(page, '/api/v1/notificaciones/pendientes')).total;

test('«Marcar todas como leídas» empties the bell, from its panel and from /notificaciones', async ({
  page,
  browser,
}) => {
  // Two users signed in and four photographed, axe-checked states: past 30 s on a loaded two-core machine.
  test.slow();
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  const { page: persona, avisar } = await administradorConAvisos(browser, page, 2);
  // Two role changes, and the other user's creation (also a role change: none → admin_tekemi).
  const sinLeer = await pendientes(persona);
  expect(sinLeer).toBeGreaterThanOrEqual(2);

  const campana = persona.getByRole('button', { name: `Notificaciones: ${sinLeer} sin leer` });
  await campana.click();
  const panel = persona.getByRole('dialog');
  await expect(panel.getByText(`${sinLeer} sin leer`)).toBeVisible();
  await expect(panel.getByText('Cambio de roles de un usuario').first()).toBeVisible();
  await fotos(persona, '06-campana-sin-leer');
  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(panel.getByText('Todo leído')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);
  await expect(persona.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  expect(await pendientes(persona)).toBe(0);
  await fotos(persona, '06-campana-leida');
  await persona.keyboard.press('Escape');

  // One more notice, marked read from the page of all notifications.
  await avisar();
  await persona.goto('/notificaciones');
  const boton = persona.getByRole('button', { name: 'Marcar todas como leídas' });
  await expect(boton).toBeVisible();
  await expect(persona.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
  await fotos(persona, '07-notificaciones-sin-leer');
  await boton.click();
  await expect(boton).toHaveCount(0);
  await expect(persona.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  expect(await pendientes(persona)).toBe(0);
  await persona.context().close();
});

test('Nueva due diligence: an empty submit says under each field what is missing', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl', '/due-diligence/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva due diligence' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Persona natural' })).toBeChecked();
  await page.getByRole('button', { name: 'Crear solicitud' }).click();
  const rut = page.getByLabel('RUT', { exact: true });
  await expect(rut).toHaveAttribute('aria-invalid', 'true');
  await expect(rut).toHaveAccessibleDescription(/El RUT es obligatorio/);
  const materno = page.getByLabel('Apellido materno');
  await expect(materno).toHaveAccessibleDescription(/El apellido materno es obligatorio/);
  await expect(page.getByLabel('Nombres')).toHaveAccessibleDescription(/El nombre es obligatorio/);
  await expect(page).toHaveURL(/\/due-diligence\/nuevo$/);
  await fotos(page, '08-dd-nuevo-vacio');
});

test('No conformidades → Clasificación with none waiting says so, not «No hay no conformidades registradas»', async ({
  page,
}) => {
  await signInAt(page, 'admin@demo.cl', '/no-conformidades/clasificacion');
  const { total } = await json<{ total: number }>(page, '/api/v1/no-conformidad/?limit=1&etapa=clasificacion');
  expect(total).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: /Clasificación/ })).toBeVisible();
  await expect(page.getByText('Ninguna no conformidad espera clasificación')).toBeVisible();
  await expect(page.getByText('No hay no conformidades registradas')).toHaveCount(0);
  await fotos(page, '09-nc-clasificacion-vacia');
});

test('an unavailable public channel explains itself below its title, in other words', async ({ page }) => {
  await page.goto('/canal/00000000-0000-4000-8000-000000000000');
  const titulo = page.getByRole('heading', { level: 1 });
  await expect(titulo).toHaveText('Este canal de denuncias no está disponible');
  const cuerpo = page.getByText(/^Puede que el enlace no sea correcto/);
  await expect(cuerpo).toBeVisible();
  const textoCuerpo = await cuerpo.innerText();
  expect(textoCuerpo).not.toContain('no está disponible');
  expect(textoCuerpo).not.toBe(await titulo.innerText());
  await fotos(page, '10-canal-no-disponible');
});

test('Configuración names the logo formats as people do (PNG, JPG o WebP), not as MIME types', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl', '/configuracion');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.getByText('Formatos: PNG, JPG o WebP', { exact: false }).first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/\b(image|application)\/[\w.+-]+/);
  await fotos(page, '11-configuracion-formatos');
});

test('«En Aprobación» is the same chip, and a code the same font, in both document lists', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl', '/flujo-documental/aprobacion');
  const aprobaciones = page.getByRole('table', { name: 'Aprobaciones de Documento' });
  const fila = aprobaciones.getByRole('row').filter({ hasText: 'En Aprobación' }).first();
  await expect(fila).toBeVisible();
  const codigo = (await fila.getByRole('cell').nth(1).innerText()).trim();
  expect(codigo).toMatch(/^[A-Z0-9-]+$/);
  const estilo = async (chip: Locator, cod: Locator) => ({
    variante: await chip.getAttribute('data-variant'),
    clases: await chip.getAttribute('class'),
    fuente: await cod.evaluate((e) => getComputedStyle(e).fontFamily),
    peso: await cod.evaluate((e) => getComputedStyle(e).fontWeight),
  });
  const enFlujo = await estilo(
    fila.locator('[data-slot=badge]', { hasText: 'En Aprobación' }).first(),
    fila.getByText(codigo, { exact: true }),
  );
  await fotos(page, '12-aprobaciones');

  await page.goto(`/documentos/registrar?q=${encodeURIComponent(codigo)}`);
  const documentos = page.getByRole('table', { name: 'Todos los documentos' });
  const filaDoc = documentos.getByRole('row').filter({ hasText: codigo }).first();
  await expect(filaDoc).toBeVisible();
  const enDocumentos = await estilo(
    filaDoc.locator('[data-slot=badge]', { hasText: 'En Aprobación' }).first(),
    filaDoc.getByText(codigo, { exact: true }),
  );
  expect(enDocumentos).toEqual(enFlujo);
  expect(enFlujo.fuente).toMatch(/mono/i);
  await fotos(page, '12-documentos');
});

test('Feedback in the sidebar opens the suggestion form; what is sent is a ticket of category sugerencia', async ({
  page,
}) => {
  const resumen = `Recorrido: ordenar mis tickets por fecha ${Date.now()}`;
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  await page.getByRole('link', { name: 'Feedback' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enviar una sugerencia' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('combobox')).toHaveCount(0);
  await dialogo.getByLabel('Resumen de su sugerencia *').fill(resumen);
  await dialogo.getByLabel('¿Qué mejoraría? *').fill('Poder ordenar los tickets por fecha de creación.');
  await fotos(page, '13-feedback-sugerencia');
  await dialogo.getByRole('button', { name: 'Enviar sugerencia' }).click();
  await expect(page.getByText(/Gracias: su sugerencia llegó al equipo de Atalaya \(ticket #\d+\)\./)).toBeVisible();
  const ticket = new URL(page.url()).searchParams.get('ticket');
  expect(await json(page, `/api/v1/support/tickets/${ticket}`)).toMatchObject({
    asunto: resumen,
    categoria: 'sugerencia',
  });
});
