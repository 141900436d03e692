import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/f1-shots';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
}

/** Globales → `item` from the sidebar; the page's h1 is `heading`. */
async function openGlobales(page: Page, item: string, heading: string) {
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  const group = modules.getByRole('button', { name: 'Globales' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await modules.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })).toBeVisible({
    timeout: 15_000,
  });
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, text: string) => table(page, name).getByRole('row').filter({ hasText: text });

async function search(page: Page, placeholder: string, text: string) {
  const box = page.getByPlaceholder(placeholder);
  await box.fill(text);
  await box.press('Enter');
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Globales: a categoría, a subcategoría without name and a requisito global in it', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const sufijo = Date.now().toString(36).toUpperCase();
  const CATEGORIA = `Categoría E2E ${sufijo}`;
  const CODIGO = `E2E-${sufijo}`;
  await signIn(page, 'admin@atalaya.cl');

  // A new categoría.
  await openGlobales(page, 'Categorías', 'Categorías');
  await page.getByRole('button', { name: 'Agregar categoría' }).click();
  let dialog = page.getByRole('dialog', { name: 'Agregar categoría' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await dialog.getByLabel('Nombre *').fill(CATEGORIA);
  await dialog.getByLabel('Descripción').fill('Categoría creada por la prueba de extremo a extremo.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Categoría creada', { exact: true })).toBeVisible();
  await search(page, 'Buscar por nombre o descripción', sufijo);
  await expect(row(page, 'Categorías', CATEGORIA)).toBeVisible();

  // A subcategoría of it without a name: 'Sin nombre' in the list and in its view.
  await openGlobales(page, 'Subcategorías', 'Subcategorías');
  await page.getByRole('button', { name: 'Agregar subcategoría' }).click();
  dialog = page.getByRole('dialog', { name: 'Agregar subcategoría' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Seleccione una categoría')).toBeVisible();
  await choose(page, dialog, 'Categoría *', CATEGORIA);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Subcategoría creada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Filtros' }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  await choose(page, filtros, 'Categoría', CATEGORIA);
  await filtros.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toContainText(`Categoría: ${CATEGORIA}`);
  await expect(page.getByText('1 subcategoría', { exact: true })).toBeVisible();
  const subcategoria = row(page, 'Subcategorías', CATEGORIA);
  await expect(subcategoria).toContainText('Sin nombre');
  await page.screenshot({ path: `${SHOTS}/subcategorias.png`, fullPage: true });
  await subcategoria.getByRole('button', { name: /^Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  const vista = page.getByRole('dialog', { name: 'Sin nombre' });
  await expect(vista).toContainText(CATEGORIA);
  await page.keyboard.press('Escape');
  await expect(vista).toBeHidden();

  // A requisito global in that categoría and subcategoría (offered only once the categoría is chosen).
  await openGlobales(page, 'Requisitos', 'Requisitos globales');
  await page.getByRole('button', { name: 'Agregar requisito global' }).click();
  dialog = page.getByRole('dialog', { name: 'Agregar requisito global' });
  await dialog.getByLabel('Código *').fill(CODIGO.toLowerCase());
  await dialog.getByLabel('Nombre *').fill('Requisito de prueba E2E del catálogo');
  await dialog.getByLabel('Fuente legal').fill('Ley 20.393, art. 4');
  await dialog.getByRole('combobox', { name: 'Subcategoría' }).click();
  await expect(page.getByRole('option')).toHaveText(['Elija primero una categoría']);
  await page.keyboard.press('Escape');
  await choose(page, dialog, 'Categoría', CATEGORIA);
  await choose(page, dialog, 'Subcategoría', 'Sin nombre');
  await choose(page, dialog, 'Criticidad *', 'Alta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Requisito global creado', { exact: true })).toBeVisible();

  await search(page, 'Buscar por código, nombre o fuente legal', CODIGO);
  const requisito = row(page, 'Requisitos globales', CODIGO);
  await expect(requisito).toContainText(CATEGORIA);
  await expect(requisito).toContainText('Sin nombre');
  await expect(requisito).toContainText('Alta');
  await expect(requisito).toContainText('Activo');
  await page.getByPlaceholder('Buscar por código, nombre o fuente legal').fill('');
  await page.getByPlaceholder('Buscar por código, nombre o fuente legal').press('Enter');
  await expect(page.getByText(/^Mostrando 1 a 10 de \d+ requisitos globales$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/requisitos-globales.png`, fullPage: true });
});

test('Globales is for the platform only: a company admin typing the URL sees Módulo no habilitado', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.cl');
  await page.goto('/globales/requisitos');
  await expect(page.getByRole('heading', { name: 'Módulo no habilitado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Requisitos globales/ })).toHaveCount(0);
});

test('Globales: import the Cohecho risks into a company, and publish a FAQ', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'admin@atalaya.cl');

  // Riesgos globales → 'Importar a empresa' for one delito: preview with their mitigations, then import.
  await openGlobales(page, 'Riesgos', 'Riesgos globales');
  await expect(row(page, 'Riesgos globales', 'Cohecho').first()).toBeVisible();
  await page.getByRole('button', { name: 'Importar a empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar riesgos a una empresa' });
  await dialog.getByRole('combobox', { name: 'Empresa *' }).click();
  await page.getByPlaceholder('Buscar por razón social o RUT').fill('Otra');
  await page.getByRole('option', { name: /Otra Empresa Ltda\./ }).click();
  await dialog.getByRole('combobox', { name: 'Delito o categoría' }).click();
  await page.getByRole('option', { name: 'Cohecho (2)' }).click();
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  const preview = dialog.getByRole('region', { name: 'Vista previa' });
  await expect(preview.getByText('2 nuevos')).toBeVisible();
  const nuevos = preview.getByRole('list', { name: 'riesgos que se importarán' }).getByRole('listitem');
  await expect(nuevos).toHaveCount(2);
  await expect(nuevos.first()).toContainText('Cohecho · Probabilidad');
  await expect(nuevos.first()).toContainText('mitigaci');
  await page.screenshot({ path: `${SHOTS}/importar-riesgos.png` });
  await dialog.getByRole('button', { name: 'Importar 2 riesgos' }).click();
  await expect(page.getByText('Importación a Otra Empresa Ltda. completada')).toBeVisible();
  await expect(page.getByText(/^2 riesgos importados, 0 omitidos y \d+ mitigaci/)).toBeVisible();

  // A published FAQ (textarea answer, publicada switch).
  await openGlobales(page, 'Preguntas frecuentes', 'Preguntas frecuentes');
  await page.getByRole('button', { name: 'Agregar pregunta frecuente' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar pregunta frecuente' });
  await form.getByLabel('Pregunta *').fill('¿Cómo importo requisitos del catálogo? (E2E)');
  await form
    .getByLabel('Respuesta *')
    .fill('Desde Globales → Requisitos, con «Importar a empresa».\nVerá una vista previa.');
  await form.getByLabel('Orden').fill('5');
  const publicada = form.getByRole('switch', { name: 'Publicada' });
  await expect(publicada).not.toBeChecked();
  await publicada.click();
  await expect(publicada).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/faq-form.png` });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Pregunta frecuente creada', { exact: true })).toBeVisible();
  await search(page, 'Buscar en preguntas y respuestas', 'catálogo? (E2E)');
  const faq = row(page, 'Preguntas frecuentes', 'Cómo importo requisitos');
  await expect(faq).toContainText('Publicada');
  await expect(faq).toContainText('5');
});
