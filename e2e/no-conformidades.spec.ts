import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Issue 8 acceptance (non-conformities): a company admin registers a non-conformity and walks it
 * from Abierta to Cerrada — correction, a 5-whys analysis with a support file, classification, an
 * action completed, one INEFFECTIVE verification that sends it back to cause analysis (the file
 * still there), the analysis completed again, an effective verification and the closure.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/nc-e2e-shots';
/** A minimal PDF: the upload pipeline checks the content (%PDF header) against the extension. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function signInAt(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

/** Picks `option` in the Radix select labelled `label` inside `scope`, and waits for the list to close. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const etapaActual = (page: Page) =>
  page.getByRole('list', { name: 'Etapas de la no conformidad' }).locator('[aria-current="step"]');

test('a non-conformity from Abierta to Cerrada, with a cause-analysis file and one ineffective verification', async ({
  page,
}) => {
  test.setTimeout(120_000); // the whole workflow twice through its middle stages, and an axe check
  const descripcion = `Despacho sin guía de despacho firmada ${Date.now()}`;

  // The menu entry leads to the list; 'Nueva' to the form.
  await signInAt(page, 'admin@demo.cl', '/dashboard');
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  await modulos.getByRole('button', { name: 'No conformidades', exact: true }).click();
  await modulos.getByRole('link', { name: 'Listado', exact: true }).click();
  await expect(page).toHaveURL(/\/no-conformidades\/listado$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No conformidades' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Fecha detección' })).toBeVisible();
  await shot(page, 'listado');

  await page.getByRole('link', { name: 'Nueva no conformidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva no conformidad' })).toBeVisible();
  const form = page.locator('main form');
  await choose(page, form, 'Fuente *', 'Auditoría interna');
  await form.getByLabel('Descripción *').fill(descripcion);
  await shot(page, 'nueva');
  await form.getByRole('button', { name: 'Registrar no conformidad' }).click();

  const titulo = page.getByRole('heading', { level: 1, name: /^No conformidad NC-\d{4}-\d{4}$/ });
  await expect(titulo).toBeVisible();
  const codigo = ((await titulo.textContent()) ?? '').replace('No conformidad', '').trim();
  await expect(etapaActual(page)).toContainText('Abierta');
  await expect(page.getByText('Ciclo 1 (sin reaperturas)')).toBeVisible();

  // Accepted, then contained.
  await page.getByRole('button', { name: 'Aceptar no conformidad' }).click();
  await expect(etapaActual(page)).toContainText('Corrección inmediata');
  const correccion = region(page, 'Corrección inmediata');
  await correccion
    .getByRole('textbox', { name: 'Corrección *', exact: true })
    .fill('Se retuvo el despacho y se firmó la guía.');
  await correccion.getByRole('button', { name: 'Registrar corrección' }).click();
  await expect(etapaActual(page)).toContainText('Análisis de causa');

  // 5 whys, the root cause and a support file.
  const analisis = region(page, 'Análisis de causa');
  await expect(analisis.getByLabel('Porqué 1', { exact: true })).toBeVisible();
  await analisis.getByLabel('Porqué 1', { exact: true }).fill('El chofer salió sin la guía firmada.');
  await analisis.getByLabel('Porqué 2', { exact: true }).fill('Nadie revisó la guía antes de salir.');
  await analisis.getByLabel('Porqué 3', { exact: true }).fill('La revisión no está en el procedimiento de despacho.');
  await analisis.getByLabel('Causa raíz *').fill('El procedimiento de despacho no exige revisar la guía.');
  await analisis.getByRole('button', { name: 'Guardar análisis' }).click();
  await expect(page.getByText('Análisis de causa guardado')).toBeVisible();
  await analisis.getByLabel(/Agregar archivo de respaldo/).setInputFiles({
    name: 'analisis.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await analisis.getByRole('button', { name: 'Subir archivo' }).click();
  const respaldos = analisis.getByRole('list', { name: 'Archivos de respaldo del análisis' });
  await expect(respaldos.getByText('analisis.pdf')).toBeVisible();
  await expect(respaldos.getByRole('button', { name: 'Descargar analisis.pdf' })).toBeVisible();
  await shot(page, 'detalle-analisis');
  await expectNoSeriousViolations(page);
  await analisis.getByRole('button', { name: 'Completar análisis' }).click();
  await expect(etapaActual(page)).toContainText('Clasificación');

  // Classified: criticidad, a classification of the catalogue, a responsible user.
  const clasificacion = region(page, 'Clasificación');
  await choose(page, clasificacion, 'Criticidad *', 'Mayor');
  await choose(page, clasificacion, 'Clasificación *', 'Proceso');
  await choose(page, clasificacion, 'Responsable *', /./);
  await clasificacion.getByRole('button', { name: 'Clasificar' }).click();
  await expect(etapaActual(page)).toContainText('Acciones');

  // One action, completed, then to verification.
  const acciones = region(page, 'Acciones');
  await expect(acciones.getByRole('button', { name: 'Enviar a verificación' })).toBeDisabled();
  await acciones.getByRole('button', { name: 'Agregar acción' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Agregar acción' });
  await dialogo.getByLabel('Descripción *').fill('Agregar la revisión de la guía al procedimiento de despacho');
  await dialogo.getByLabel('Plazo *').fill('31/12/2030');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toHaveCount(0);
  await choose(page, acciones, /^Estado de la acción/, 'Completada');
  await expect(acciones.getByRole('button', { name: 'Enviar a verificación' })).toBeEnabled();
  await acciones.getByRole('button', { name: 'Enviar a verificación' }).click();
  await expect(etapaActual(page)).toContainText('Verificación de eficacia');

  // Ineffective: back to cause analysis, a second cycle, the file still listed.
  const verificacion = region(page, 'Verificación de eficacia');
  await verificacion.getByRole('radio', { name: 'No, no eficaz' }).check();
  await expect(verificacion.getByText('Volverá a Análisis de causa')).toBeVisible();
  await verificacion.getByLabel('Observaciones *', { exact: true }).fill('Se repitió un despacho sin guía firmada.');
  await verificacion.getByRole('button', { name: 'Registrar verificación' }).click();
  await expect(page.getByText('Verificación no eficaz: la no conformidad volvió a Análisis de causa')).toBeVisible();
  await expect(etapaActual(page)).toContainText('Análisis de causa');
  await expect(page.getByText(/^Ciclo 2 · 1 verificación no eficaz/)).toBeVisible();
  await expect(analisis.getByText('Reabierta por una verificación no eficaz')).toBeVisible();
  await expect(respaldos.getByText('analisis.pdf')).toBeVisible();
  await expect(analisis.getByLabel('Porqué 1', { exact: true })).toHaveValue('El chofer salió sin la guía firmada.');

  // It is listed among those waiting for cause analysis.
  await page.goto('/no-conformidades/analisis-causa');
  await expect(page.getByRole('heading', { level: 1, name: 'Análisis de causa' })).toBeVisible();
  await page.getByRole('link', { name: codigo }).click();
  await expect(titulo).toBeVisible();

  // The analysis completed again, the classification confirmed, the actions (all done) sent again.
  await analisis
    .getByLabel('Porqué 4', { exact: true })
    .fill('El procedimiento no se actualizó tras el primer hallazgo.');
  await analisis.getByRole('button', { name: 'Completar análisis' }).click();
  await expect(etapaActual(page)).toContainText('Clasificación');
  await clasificacion.getByRole('button', { name: 'Clasificar' }).click();
  await expect(etapaActual(page)).toContainText('Acciones');
  await acciones.getByRole('button', { name: 'Enviar a verificación' }).click();
  await expect(etapaActual(page)).toContainText('Verificación de eficacia');

  // Effective, then closed.
  await verificacion.getByRole('radio', { name: 'Sí, eficaz' }).check();
  await verificacion.getByLabel('Observaciones *', { exact: true }).fill('Tres meses sin despachos sin guía.');
  await verificacion.getByRole('button', { name: 'Registrar verificación' }).click();
  const cierre = region(page, 'Cierre');
  await cierre.getByLabel('Observaciones de cierre').fill('Cerrada tras la verificación eficaz.');
  await cierre.getByRole('button', { name: 'Cerrar no conformidad' }).click();
  await expect(etapaActual(page)).toContainText('Cerrada');
  const historial = page.getByRole('list', { name: 'Verificaciones de eficacia' });
  await expect(historial.getByRole('listitem')).toHaveCount(2);
  await expect(historial.getByText('No eficaz')).toBeVisible();
  await shot(page, 'detalle-cerrada');

  // Listed among the closed ones.
  await page.goto('/no-conformidades/cerradas');
  await expect(page.getByRole('heading', { level: 1, name: 'No conformidades cerradas' })).toBeVisible();
  await page.getByPlaceholder('Buscar por código o descripción').fill(codigo);
  await page.getByPlaceholder('Buscar por código o descripción').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: codigo })).toContainText('Cerrada');
});

test("a non-conformity created from a whistleblower case's root cause", async ({ page }) => {
  // DEN-000001 of the demo seed: a closed case whose investigation recorded a root cause.
  await signInAt(page, 'admin@demo.cl', '/canal-denuncias/todas');
  const buscar = page.getByPlaceholder('Buscar por referencia (DEN-000123) o categoría');
  await buscar.fill('DEN-000001');
  await buscar.press('Enter');
  await page.getByRole('link', { name: 'DEN-000001', exact: true }).click();
  const causa = page.getByRole('list', { name: 'Causas raíz' }).getByRole('listitem').first();
  const textoCausa = ((await causa.locator('p').first().textContent()) ?? '').trim();
  expect(textoCausa.length).toBeGreaterThan(0);
  await causa.getByRole('link', { name: 'Crear no conformidad' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nueva no conformidad' })).toBeVisible();
  const form = page.locator('main form');
  await expect(form.getByLabel('Descripción *')).toHaveValue(textoCausa);
  await expect(form.getByRole('combobox', { name: 'Fuente *' })).toHaveText('Canal de denuncias');
  await form.getByRole('button', { name: 'Registrar no conformidad' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /^No conformidad NC-/ })).toBeVisible();
  const registro = region(page, 'Registro');
  await expect(registro.getByRole('link', { name: 'DEN-000001' })).toBeVisible();
  await expect(registro.getByText('Canal de denuncias')).toBeVisible();
});
