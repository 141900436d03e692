import { mkdirSync, readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { textoDePdf } from '../apps/api/src/modules/due-diligence/reporte/texto-pdf';

/*
 * Issue 7 acceptance: a company admin's lite request on a natural person (an invalid RUT first,
 * then processed, its report read and downloaded as a PDF); a legal entity's full request
 * reviewed and published by an analyst; and a subject on the UN list that ends 'Alto' with the
 * hit explained; issue 23: a failed request shows why, and a retry charges and processes it again.
 * The job runs in the server with the mock provider and the real sanctions lists.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/dd-e2e-shots';
const EMPRESA = 'admin@demo.cl';
const ANALISTA = 'admin@atalaya.cl';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A browser of its own for `email`, signed in through the API. */
async function persona(browser: Browser, email: string): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return page;
}

/** A screenshot for review of a screen another one already checks with axe. */
async function captura(page: Page, nombre: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${nombre}.png`, fullPage: true });
}

/** A screenshot for review, and no serious or critical axe violation on the screen. */
async function foto(page: Page, nombre: string) {
  await captura(page, nombre);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${nombre} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Opens `entrada` of the sidebar module `modulo`, unfolding the module when needed. */
async function menu(page: Page, modulo: string, entrada: string, url: string) {
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  const enlace = modulos.getByRole('link', { name: entrada, exact: true }).and(page.locator(`[href="${url}"]`));
  if (!(await enlace.isVisible())) await modulos.getByRole('button', { name: modulo, exact: true }).click();
  await enlace.click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}

/** How many of the company's requests match `nombre` (the list's search), read from the API. */
async function solicitudesCon(page: Page, nombre: string): Promise<number> {
  const res = await page.request.get(`/api/v1/due-diligence/?nombre=${encodeURIComponent(nombre)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}

interface Natural {
  rut: string;
  nombres: string;
  paterno: string;
  materno: string;
}

const nombreDe = (p: Natural) => `${p.nombres} ${p.paterno} ${p.materno}`;

/** The new-request form with a natural person's data (natural and lite are its defaults). */
async function llenarNatural(page: Page, p: Natural) {
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva due diligence' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Persona natural' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Lite' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^Créditos disponibles: \d+/ })).toBeVisible();
  await page.getByLabel('RUT', { exact: true }).fill(p.rut);
  await page.getByLabel('Nombres').fill(p.nombres);
  await page.getByLabel('Apellido paterno').fill(p.paterno);
  await page.getByLabel('Apellido materno').fill(p.materno);
}

/** The row of `nombre` in the list on screen, once it has reached `estado`. */
async function filaTerminada(page: Page, nombre: string, estado: 'Completado' | 'En revisión') {
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: nombre, exact: true }) });
  await expect(fila).toBeVisible();
  // The list reloads itself while a row is pending or processing; the mock job takes seconds.
  await expect(fila.getByText(estado, { exact: true })).toBeVisible({ timeout: 30_000 });
  return fila;
}

/** An entry of the row's actions menu. */
async function accion(page: Page, nombre: string, etiqueta: 'Ver' | 'Revisar') {
  await page.getByRole('button', { name: `Acciones de ${nombre}`, exact: true }).click();
  await page.getByRole('menuitem', { name: etiqueta }).click();
}

test('Lite natural: an invalid RUT is refused, the fixed request is processed and its PDF downloaded', async ({
  browser,
}) => {
  test.setTimeout(60_000); // the processing job and long reports checked with axe
  const page = await persona(browser, EMPRESA);
  const sujeto: Natural = { rut: '12.345.678-9', nombres: 'Ignacio Andrés', paterno: 'Valdivia', materno: 'Torrealba' };
  const nombre = nombreDe(sujeto);

  await page.goto('/dashboard');
  await menu(page, 'Due Diligences', 'Nuevo', '/due-diligence/nuevo');
  await llenarNatural(page, sujeto);
  await page.getByRole('button', { name: 'Crear solicitud' }).click();
  const rut = page.getByLabel('RUT', { exact: true });
  await expect(rut).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('RUT inválido', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/due-diligence\/nuevo$/);
  await foto(page, '01-nuevo-rut-invalido');
  expect(await solicitudesCon(page, sujeto.paterno)).toBe(0);

  await rut.fill('13.579.246-2');
  await expect(page.getByText('RUT inválido', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Crear solicitud' }).click();
  await expect(page.getByText('Solicitud de due diligence creada')).toBeVisible();
  await expect(page).toHaveURL(/\/due-diligence\/todas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Todas las due diligence' })).toBeVisible();
  const fila = await filaTerminada(page, nombre, 'Completado');
  await expect(fila).toContainText('13.579.246-2');
  expect(await solicitudesCon(page, sujeto.paterno)).toBe(1);
  await expect(fila.getByText(/^Riesgo (Bajo|Monitoreo|Alto) (20|50|80) %$/)).toBeVisible();
  await foto(page, '02-lista-todas');

  await accion(page, nombre, 'Ver');
  await expect(page).toHaveURL(/\/due-diligence\/\d+\/readonly$/);
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const riesgo = page.getByRole('region', { name: 'Nivel de riesgo' });
  await expect(
    riesgo.getByRole('progressbar', { name: /^Nivel de riesgo (Bajo|Monitoreo|Alto), \d+ %$/ }),
  ).toBeVisible();
  await captura(page, '03-reporte-lite');

  const descarga = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar PDF' }).click();
  const archivo = await (await descarga).path();
  const pdf = readFileSync(archivo);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(textoDePdf(pdf).replace(/\s+/g, ' ')).toContain(nombre);

  await page.context().close();
});

test('Full legal entity: the analyst completes the temporal profile and publishes it for the company', async ({
  browser,
}) => {
  // Two people, a processing job and three screens checked with axe: longer than the default.
  test.setTimeout(90_000);
  const RAZON_SOCIAL = 'Servicios Portuarios Quintero SpA';
  const CLIENTE = 'Empresa Demo SpA, área de abastecimiento';
  const RELACION = 'Proveedor de servicios de estiba desde 2021, con contrato marco renovado cada año.';
  const BENEFICIARIO = 'Rodrigo Esteban Lagos Muñoz';
  const PRENSA = 'Sin menciones negativas en prensa nacional durante los últimos cinco años.';
  const RAZON = 'Socio con participación en una sociedad sancionada por la autoridad portuaria.';

  // ---- the company asks for it, with the jurídica fields and a declared PEP --------------------
  const empresa = await persona(browser, EMPRESA);
  await empresa.goto('/due-diligence/nuevo');
  await expect(empresa.getByRole('heading', { level: 1, name: 'Nueva due diligence' })).toBeVisible();
  await empresa.getByRole('radio', { name: 'Persona jurídica' }).check();
  await empresa.getByRole('radio', { name: 'Full' }).check();
  await empresa.getByLabel('RUT', { exact: true }).fill('76.123.987-2');
  await empresa.getByLabel('Razón social').fill(RAZON_SOCIAL);
  await empresa.getByLabel('Nombre de fantasía').fill('Portuaria Quintero');
  await empresa.getByLabel('Representante legal').fill('Patricia Alejandra Rivas Contreras');
  await empresa.getByRole('button', { name: 'Agregar PEP' }).click();
  await empresa.getByLabel('RUT del PEP 1').fill('15.432.876-9');
  await captura(empresa, '04-nuevo-juridica');
  await empresa.getByRole('button', { name: 'Crear solicitud' }).click();
  await expect(empresa).toHaveURL(/\/due-diligence\/todas$/);
  await filaTerminada(empresa, RAZON_SOCIAL, 'En revisión');

  // ---- the analyst finds it in the bandeja and reviews it --------------------------------------
  const analista = await persona(browser, ANALISTA);
  await analista.goto('/dashboard');
  await menu(analista, 'Admin Due Diligences', 'Bandeja', '/due-diligence/all');
  await expect(analista.getByRole('heading', { level: 1, name: 'Bandeja de due diligence' })).toBeVisible();
  const fila = await filaTerminada(analista, RAZON_SOCIAL, 'En revisión');
  await expect(fila).toContainText('Empresa Demo SpA');
  await captura(analista, '05-bandeja');
  await accion(analista, RAZON_SOCIAL, 'Revisar');
  await expect(analista).toHaveURL(/\/due-diligence\/\d+\/temporal$/);
  const id = /\/due-diligence\/(\d+)\/temporal$/.exec(analista.url())![1];
  const form = analista.getByRole('form', { name: 'Perfil temporal' });
  await expect(form).toBeVisible();

  await form.getByLabel('Cliente solicitante').fill(CLIENTE);
  await form.getByLabel('Descripción de la relación').fill(RELACION);
  // The job already listed the mock's beneficiaries and its own reasons: the analyst adds one
  // more of each, which is the last row and starts empty.
  const beneficiarios = form.getByRole('group', { name: 'Beneficiarios finales' });
  await beneficiarios.getByRole('button', { name: 'Agregar beneficiario' }).click();
  const beneficiario = beneficiarios.getByRole('group', { name: /^Beneficiario \d+$/ }).last();
  await expect(beneficiario.getByLabel('Nombre')).toHaveValue('');
  await beneficiario.getByLabel('Nombre').fill(BENEFICIARIO);
  await beneficiario.getByLabel('RUT').fill('11.222.333-9');
  await form.getByLabel('Medios de prensa').fill(PRENSA);

  const razones = form.getByRole('group', { name: 'Razones' });
  await razones.getByRole('button', { name: 'Agregar razón' }).click();
  const razon = razones.getByRole('textbox', { name: /^Razón \d+$/ }).last();
  await expect(razon).toHaveValue('');
  await razon.fill(RAZON);
  const nivel = form.getByRole('combobox', { name: 'Nivel de riesgo' });
  await nivel.click();
  await analista.getByRole('option', { name: 'Monitoreo (50 %)' }).click();
  await expect(nivel).toHaveText('Monitoreo (50 %)');
  await foto(analista, '06-temporal');

  await analista.getByRole('button', { name: 'Guardar' }).first().click();
  await expect(analista.getByText('Perfil guardado')).toBeVisible();
  await analista.getByRole('button', { name: 'Publicar' }).first().click();
  const dialogo = analista.getByRole('alertdialog', { name: '¿Publicar el reporte?' });
  await dialogo.getByRole('button', { name: 'Publicar' }).click();
  await expect(analista).toHaveURL(new RegExp(`/due-diligence/${id}/readonly$`));

  const reporte = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: RAZON_SOCIAL })).toBeVisible();
    const riesgo = page.getByRole('region', { name: 'Nivel de riesgo' });
    await expect(riesgo.getByRole('progressbar', { name: 'Nivel de riesgo Monitoreo, 50 %' })).toBeVisible();
    await expect(riesgo).toContainText(RAZON);
    const main = page.getByRole('main');
    for (const texto of [CLIENTE, RELACION, BENEFICIARIO, PRENSA]) await expect(main.getByText(texto)).toBeVisible();
  };
  await reporte(analista);
  await foto(analista, '07-reporte-publicado');

  // ---- the company sees it published and reads it ----------------------------------------------
  await empresa.goto('/due-diligence/full');
  const publicada = await filaTerminada(empresa, RAZON_SOCIAL, 'Completado');
  await expect(publicada.getByText('Monitoreo 50 %')).toBeVisible();
  await accion(empresa, RAZON_SOCIAL, 'Ver');
  await expect(empresa).toHaveURL(new RegExp(`/due-diligence/${id}/readonly$`));
  await reporte(empresa);
  await expect(empresa.getByRole('link', { name: 'Revisar perfil' })).toHaveCount(0);

  await analista.context().close();
  await empresa.context().close();
});

test('A subject on the UN list ends Alto with the hit explained', async ({ browser }) => {
  test.setTimeout(60_000); // the processing job and long reports checked with axe
  const page = await persona(browser, EMPRESA);
  // The mock provider answers this RUT with Jimmy Cherizier, UN HTi.001 (demo-en-listas.ts).
  const sujeto: Natural = { rut: '21.000.001-1', nombres: 'Jimmy', paterno: 'Cherizier', materno: 'Dorval' };
  const nombre = nombreDe(sujeto);

  await page.goto('/due-diligence/nuevo');
  await llenarNatural(page, sujeto);
  await page.getByRole('button', { name: 'Crear solicitud' }).click();
  await expect(page).toHaveURL(/\/due-diligence\/todas$/);
  const fila = await filaTerminada(page, nombre, 'Completado');
  await expect(fila.getByText('Alto 80 %')).toBeVisible();
  await expect(fila.getByText('En listas')).toBeVisible();

  await accion(page, nombre, 'Ver');
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const riesgo = page.getByRole('region', { name: 'Nivel de riesgo' });
  await expect(riesgo.getByRole('progressbar', { name: 'Nivel de riesgo Alto, 80 %' })).toBeVisible();
  await foto(page, '08-reporte-alto');

  await page.getByRole('link', { name: 'Ver sección PEP' }).click();
  await expect(page).toHaveURL(/\/due-diligence\/\d+\/readonly\/pep$/);
  // Both the requested name and the provider's are screened; each hits the UN entry.
  const coincidencias = page.getByRole('region', { name: /^Coincidencias de Jimmy Cherizier/ });
  await expect(coincidencias.first()).toBeVisible();
  const hit = coincidencias.first().getByRole('listitem').filter({ hasText: 'HTi.001' });
  await expect(hit.getByText(/^Puntaje \d+\s?%$/)).toBeVisible();
  await expect(
    hit.getByText(/^ONU — Lista consolidada del Consejo de Seguridad .*\(versión \d{2}\/\d{2}\/\d{4}\)$/),
  ).toBeVisible();
  await expect(hit.getByText('Explicación del puntaje')).toBeVisible();
  const factores = hit.getByRole('list').getByRole('listitem');
  await expect(factores.filter({ hasText: /^[+-]\d+,\d{2}\s*Nombre: / }).first()).toBeVisible();
  await expect(factores.filter({ hasText: /Fecha de nacimiento: .*coincide/ })).toBeVisible();
  await foto(page, '09-seccion-pep');

  // Recharts draws without its animation then, so the screenshot shows the finished charts.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/due-diligence/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /due diligence/i })).toBeVisible();
  const riesgos = page.getByRole('table', { name: 'Distribución del riesgo' });
  await expect(riesgos.getByRole('row', { name: /^Alto [1-9]\d*$/ })).toHaveCount(1);
  await foto(page, '10-dashboard');
  await page.context().close();
});

test('A failed request says why, gave its credit back, and a retry puts it back in the queue', async ({ browser }) => {
  test.setTimeout(60_000); // the processing job after the retry
  const page = await persona(browser, EMPRESA);
  // The demo's request on Rosa Elena Paredes Ibarra failed (the provider did not answer).
  const nombre = 'Rosa Elena Paredes Ibarra';
  const creditos = async () =>
    (
      (await (await page.request.get('/api/v1/due-diligence/dashboard')).json()) as {
        creditos: { disponibles: number };
      }
    ).creditos.disponibles;

  await page.goto('/due-diligence/todas');
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: nombre, exact: true }) });
  await expect(fila.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    fila.getByText(/^No se pudo procesar el due diligence: El proveedor de datos no respondió/),
  ).toBeVisible();
  await captura(page, '11-lista-con-error');

  await accion(page, nombre, 'Ver');
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
  const estado = page.getByRole('region', { name: 'Estado de la solicitud' });
  await expect(estado.getByText('No se pudo procesar la solicitud')).toBeVisible();
  await expect(estado.getByText(/^No se pudo procesar el due diligence: El proveedor de datos/)).toBeVisible();
  await expect(estado.getByText('Se devolvió 1 crédito a la empresa.')).toBeVisible();
  // The request holds no credit any more and says what came back.
  await expect(page.locator('dt:text-is("Créditos usados") + dd')).toHaveText('0');
  await expect(page.locator('dt:text-is("Créditos devueltos") + dd')).toHaveText('1');
  await foto(page, '12-detalle-con-error');

  const antes = await creditos();
  await estado.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Solicitud enviada nuevamente a procesar.')).toBeVisible();
  await expect(estado.getByText('No se pudo procesar la solicitud')).toBeHidden();
  expect(await creditos()).toBe(antes - 1);
  await expect(page.locator('dt:text-is("Créditos usados") + dd')).toHaveText('1');
  // The job runs it again with the mock provider: this time it ends.
  await expect(estado.getByText(/El reporte está listo/)).toBeVisible({ timeout: 30_000 });
  await captura(page, '13-detalle-tras-reintentar');
  await page.context().close();
});
