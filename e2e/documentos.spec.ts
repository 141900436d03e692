import { mkdirSync } from 'node:fs';

import { expect, test, type Locator, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/web-documentos-shots';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
}

async function openFromMenu(page: Page, item: string, heading: string) {
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  const link = modules.getByRole('link', { name: item });
  if (!(await link.isVisible())) await modules.getByRole('button', { name: 'Documentos' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
}

/**
 * Picks the user with this email in the searchable combobox labelled `label` inside `scope`, the
 * way a keyboard user does: type to filter, Enter to choose (a click on an option near the bottom
 * of the scrolled dialog can race the popover's placement).
 */
async function choose(page: Page, scope: Locator, label: string, email: string) {
  const busqueda = page.getByPlaceholder('Buscar por nombre o correo');
  // The previous picker's list is gone before this one opens (its closing animation can linger).
  await expect(busqueda).toHaveCount(0);
  await scope.getByRole('combobox', { name: label }).click();
  await busqueda.fill(email);
  await expect(page.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(scope.getByRole('combobox', { name: label })).toContainText(email);
  await expect(busqueda).toHaveCount(0);
}

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/** The number on an overview card ('Por vencer 3' → 3). */
async function cardCount(page: Page, title: string) {
  const card = page.getByRole('region', { name: 'Resumen de documentos publicados' }).getByRole('button', {
    name: new RegExp(`^${title}`),
  });
  await expect(card).not.toContainText('…');
  return Number((await card.textContent())!.replace(title, '').replace(/\./g, '').trim());
}

const NOMBRE = 'Instructivo E2E de rendición de viáticos';
const CODIGO = 'INS-E2E-01';

test('Documentos: register a document, open its detail, and follow the published ones', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);

  // Register a document through the dialog: the code comes prefilled, the people are company users.
  await openFromMenu(page, 'Todos los documentos', 'Todos los documentos');
  await page.getByRole('button', { name: 'Agregar documento' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar documento' });
  await expect(form.getByLabel('Código')).toHaveValue(/^DOC-\d+$/);
  await expect(form.getByLabel('Vigencia (días) *')).toHaveValue('365');
  await expect(form.getByRole('switch', { name: 'Usa flujo de aprobación' })).toBeChecked();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre del documento es obligatorio')).toBeVisible();

  await form.getByLabel('Nombre del documento *').fill(NOMBRE);
  await form.getByLabel('Código').fill(CODIGO);
  await form.getByLabel('Vigencia (días) *').fill('180');
  await form.getByLabel('Motivo de la solicitud').fill('Ordenar las rendiciones de gastos de viaje.');
  await choose(page, form, 'Revisor', 'revisor@demo.cl');
  await choose(page, form, 'Aprobador', 'revisor@demo.cl');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El aprobador debe ser una persona distinta del revisor.')).toBeVisible();
  await choose(page, form, 'Aprobador', 'aprobador@demo.cl');
  await expect(form.getByText('El aprobador debe ser una persona distinta del revisor.')).toBeHidden();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Documento creado')).toBeVisible();

  // It is on the list, as a draft whose flow has not started.
  await page.getByPlaceholder('Buscar por código o nombre').fill('E2E');
  await page.getByPlaceholder('Buscar por código o nombre').press('Enter');
  await expect(page.getByText('1 documento', { exact: true })).toBeVisible();
  const creado = row(page, 'Todos los documentos', CODIGO);
  await expect(creado).toContainText(NOMBRE);
  await expect(creado).toContainText('Borrador');
  await expect(creado).toContainText('No Iniciado');
  await expect(creado).toContainText('Ignacio Pérez');
  await expect(creado).toContainText('Francisca González');
  await page.screenshot({ path: `${SHOTS}/e2e-registrar.png`, fullPage: true });

  // Its detail: data, people, the action of its phase, its first version and lifecycle.
  await creado.getByRole('link', { name: NOMBRE }).click();
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE })).toBeVisible();
  await expect(page).toHaveURL(/\/documentos\/detalle\/\d+$/);
  await expect(page.getByText('180 días desde la publicación')).toBeVisible();
  await expect(page.getByText('revisor@demo.cl')).toBeVisible();
  await expect(page.getByText('aprobador@demo.cl')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Iniciar/ })).toHaveAttribute(
    'href',
    /^\/flujo-documental\/creacion\/\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Nueva versión' })).toHaveCount(0);
  const versiones = page.getByRole('table', { name: 'Versiones' });
  await expect(versiones.getByRole('row').filter({ hasText: 'v1' })).toContainText('Pendiente');
  await expect(page.getByRole('list', { name: 'Ciclo de vida' })).toContainText('No Iniciado');
  await page.screenshot({ path: `${SHOTS}/e2e-detalle.png`, fullPage: true });

  // Published documents: the expired one of the demo, by the state filter.
  await openFromMenu(page, 'Publicados', 'Documentos publicados');
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  await filtros.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Vencido' }).click();
  await filtros.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toContainText('Estado: Vencido');
  const vencido = row(page, 'Documentos publicados', 'PRC-DEN-01');
  await expect(vencido).toContainText('Vencido');
  await expect(vencido).toContainText(/hace \d+ días/);
  const filas = page.getByRole('table', { name: 'Documentos publicados' }).getByRole('row');
  // Every row but the header is expired.
  await expect(filas.filter({ hasNotText: 'Vencido' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Vencidos/ })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/e2e-publicados-vencido.png`, fullPage: true });

  // A longer warning period turns more versions 'por vencer'.
  await page.getByRole('button', { name: 'Limpiar todos' }).click();
  const porVencerAntes = await cardCount(page, 'Por vencer');
  await page.getByRole('button', { name: 'Aviso de vencimiento: 30 días' }).click();
  const aviso = page.getByRole('dialog', { name: 'Aviso de vencimiento' });
  const dias = aviso.getByLabel('Días de aviso antes del vencimiento');
  await dias.fill('400');
  await aviso.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso.getByText('Los días de aviso no pueden superar 365.')).toBeVisible();
  await dias.fill('365');
  await aviso.getByRole('button', { name: 'Guardar' }).click();
  await expect(aviso).toBeHidden();
  await expect(page.getByRole('button', { name: 'Aviso de vencimiento: 365 días' })).toBeVisible();
  await expect.poll(() => cardCount(page, 'Por vencer')).toBeGreaterThan(porVencerAntes);
  await page.getByRole('button', { name: /^Por vencer/ }).click();
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toContainText('Estado: Por vencer');
  await expect(filas.filter({ hasText: 'Por vencer' })).toHaveCount(await cardCount(page, 'Por vencer'));
  await page.screenshot({ path: `${SHOTS}/e2e-publicados-aviso.png`, fullPage: true });

  // An older version of a republished document stays readable, marked obsolete.
  await page.getByRole('button', { name: 'Limpiar todos' }).click();
  await row(page, 'Documentos publicados', 'RIOHS-01').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /Reglamento Interno/ })).toBeVisible();
  await expect(versiones.getByRole('row').filter({ hasText: 'v1' }).first()).toContainText('Obsoleto');
  await expect(versiones.getByRole('row').filter({ hasText: 'v2' }).first()).toContainText('Aprobada');
  await expect(page.getByRole('button', { name: 'Nueva versión' })).toBeVisible();

  // Back to the default threshold: later journeys on this server publish documents and expect 'Vigente'.
  const restaurar = await page.request.put('/api/v1/documento-publicado/configuracion', {
    data: { dias_aviso_vencimiento: 30 },
  });
  expect(restaurar.ok()).toBe(true);
});

test('a published document shows the Categoría and the Requisitos it backs', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  await openFromMenu(page, 'Publicados', 'Documentos publicados');
  const politica = row(page, 'Documentos publicados', 'POL-MPD-01');
  await expect(politica).toContainText('Prevención de delitos (Ley 20.393)');
  await expect(politica).toContainText('Adopción del modelo de prevención de delitos por la administración');
  await page.screenshot({ path: '/tmp/demo-publicados.png' });

  await politica.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Política de Prevención de Delitos/ })).toBeVisible();
  await expect(page.getByText('Adopción del modelo de prevención de delitos por la administración')).toBeVisible();
  await expect(page.getByText('Designación del encargado de prevención de delitos')).toBeVisible();
  await page.screenshot({ path: '/tmp/demo-documento-detalle.png', fullPage: true });
});
