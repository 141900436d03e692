import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/f1-shots';
// The import goes into the second company: Empresa Demo SpA starts with its catalogue imported.
const EMPRESA = 'Otra Empresa Ltda.';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
}

async function openFromMenu(page: Page, group: string, item: string, heading: string) {
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  const button = modules.getByRole('button', { name: group });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await modules.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })).toBeVisible({
    timeout: 15_000,
  });
}

/** Opens 'Importar a empresa', picks the company and asks for the preview. */
async function previewImport(page: Page) {
  await page.getByRole('button', { name: 'Importar a empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar requisitos a una empresa' });
  await expect(dialog.getByRole('button', { name: 'Ver vista previa' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Empresa *' }).click();
  await page.getByPlaceholder('Buscar por razón social o RUT').fill('Otra');
  await page.getByRole('option', { name: new RegExp(EMPRESA) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Empresa *' })).toHaveText(EMPRESA);
  await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveText('Todas las categorías');
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  const preview = dialog.getByRole('region', { name: 'Vista previa' });
  await expect(preview).toBeVisible();
  return { dialog, preview };
}

test('as admin_atalaya, import the global requirements into Otra Empresa Ltda. and work them in Mi Empresa → Mis Requisitos', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });

  // Before: the company's administrator finds no requirements and is told how and by whom they come.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const demo = await context.newPage();
  await signIn(demo, 'admin@otra.cl');
  await openFromMenu(demo, 'Mi Empresa', 'Mis Requisitos', 'Mis Requisitos');
  await expect(demo.getByText('No hay requisitos registrados')).toBeVisible();
  await expect(demo.getByText(/se importan del catálogo global de Atalaya/)).toContainText(
    'Solo un administrador de la plataforma (rol admin_atalaya) puede hacerlo, en Globales → Requisitos con el botón Importar a empresa',
  );
  await expect(demo.getByRole('button', { name: 'Importar catálogo' })).toHaveCount(0);
  await demo.screenshot({ path: `${SHOTS}/mis-requisitos-vacio.png` });

  await signIn(page, 'admin@atalaya.cl');
  await openFromMenu(page, 'Globales', 'Requisitos', 'Requisitos globales');

  // The preview lists what will be created; nothing is written yet.
  const { dialog, preview } = await previewImport(page);
  const nuevos = preview.getByRole('list', { name: 'requisitos que se importarán' }).getByRole('listitem');
  await expect(nuevos.filter({ hasText: 'MPD-01' })).toBeVisible();
  const cantidad = await nuevos.count();
  expect(cantidad).toBeGreaterThan(10);
  await expect(preview.getByText(`${cantidad} nuevos`)).toBeVisible();
  await expect(preview.getByText('0 ya importados')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/importar-vista-previa.png` });

  await dialog.getByRole('button', { name: `Importar ${cantidad} requisitos` }).click();
  await expect(page.getByText(`Importación a ${EMPRESA} completada`)).toBeVisible();
  await expect(page.getByText(`${cantidad} requisitos importados, 0 omitidos.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Importing again finds nothing new.
  const again = await previewImport(page);
  await expect(again.preview.getByText('0 nuevos')).toBeVisible();
  await expect(again.preview.getByText(`${cantidad} ya importados`)).toBeVisible();
  await expect(again.preview.getByText('No hay requisitos nuevos para importar')).toBeVisible();
  await expect(again.dialog.getByRole('button', { name: 'Importar 0 requisitos' })).toBeDisabled();
  await again.dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The company's administrator, in their own session still on Mis Requisitos, sees them on 'Actualizar'.
  await demo.getByRole('button', { name: 'Actualizar' }).click();
  await expect(demo.getByText(`Mostrando 1 a 10 de ${cantidad} requisitos`)).toBeVisible();
  const resumen = demo.getByRole('region', { name: 'Resumen de cumplimiento' });
  await expect(resumen.getByRole('button', { name: /^Sin evaluar/ })).toContainText(String(cantidad));
  await expect(resumen.getByRole('button', { name: /^Cumple\s*\d/ })).toContainText('0');

  const box = demo.getByPlaceholder('Buscar por código, nombre o fuente legal');
  await box.fill('MPD-01');
  await box.press('Enter');
  const table = demo.getByRole('table', { name: 'Mis Requisitos' });
  const fila = table.getByRole('row').filter({ hasText: 'MPD-01' });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText('Catálogo');
  await expect(fila).toContainText('Sin evaluar');

  // Marked 'Cumple' from the selection.
  await fila.getByRole('checkbox', { name: /^Seleccionar MPD-01/ }).check();
  await demo
    .getByRole('region', { name: 'Acciones sobre la selección' })
    .getByRole('button', { name: 'Marcar Cumple', exact: true })
    .click();
  await expect(fila.getByText('Cumple', { exact: true })).toBeVisible();
  await expect(resumen.getByRole('button', { name: /^Cumple\s*\d/ })).toContainText('1');
  await expect(resumen.getByRole('button', { name: /^Sin evaluar/ })).toContainText(String(cantidad - 1));

  // The summary filters the list by state.
  await box.fill('');
  await box.press('Enter');
  await resumen.getByRole('button', { name: /^Cumple\s*\d/ }).click();
  await expect(demo.getByRole('list', { name: 'Filtros activos' })).toContainText('Cumplimiento: Cumple');
  await expect(demo.getByText('1 requisito', { exact: true })).toBeVisible();
  await resumen.getByRole('button', { name: /^Cumple\s*\d/ }).click();
  await expect(demo.getByText(`Mostrando 1 a 10 de ${cantidad} requisitos`)).toBeVisible();
  await demo.screenshot({ path: `${SHOTS}/mis-requisitos.png` });

  // An own requirement, classified like the imported ones.
  await demo.getByRole('button', { name: 'Agregar requisito' }).click();
  const form = demo.getByRole('dialog', { name: 'Agregar requisito' });
  await form.getByLabel('Código *').fill('PROP-01');
  await form.getByLabel('Nombre *').fill('Política interna de regalos e invitaciones');
  await form.getByRole('combobox', { name: 'Categoría', exact: true }).click();
  await demo.getByRole('option', { name: 'Prevención de delitos (Ley 20.393)' }).click();
  await form.getByRole('combobox', { name: 'Cumplimiento *' }).click();
  await demo.getByRole('option', { name: 'Cumple parcialmente' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(demo.getByText('Requisito creado', { exact: true })).toBeVisible();
  await box.fill('PROP-01');
  await box.press('Enter');
  const propio = table.getByRole('row').filter({ hasText: 'PROP-01' });
  await expect(propio).toContainText('Propio');
  await expect(propio).toContainText('Prevención de delitos');
  await expect(propio).toContainText('Cumple parcialmente');
  await expect(resumen.getByRole('button', { name: /^Cumple parcialmente/ })).toContainText('1');
  await context.close();
});

test('the platform administrator gets Importar catálogo in an empty Mis Requisitos, on the company it acts on', async ({
  page,
}) => {
  await signIn(page, 'admin@atalaya.cl');
  await openFromMenu(page, 'Mi Empresa', 'Mis Requisitos', 'Mis Requisitos');
  await expect(page.getByText('No hay requisitos registrados')).toBeVisible();
  await page.getByRole('button', { name: 'Importar catálogo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar requisitos a una empresa' });
  await expect(dialog.getByRole('combobox', { name: 'Empresa *' })).toHaveText('Atalaya SpA');
  await expect(dialog.getByRole('button', { name: 'Ver vista previa' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('Empresa Demo SpA starts with its Ley 20.393/21.595 and Ley Karin requirements evaluated', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'admin@demo.cl');
  await openFromMenu(page, 'Mi Empresa', 'Mis Requisitos', 'Mis Requisitos');
  await expect(page.getByText('Mostrando 1 a 10 de 30 requisitos')).toBeVisible();
  const resumen = page.getByRole('region', { name: 'Resumen de cumplimiento' });
  await expect(resumen.getByRole('button', { name: /^Cumple\s*\d/ })).toContainText('15');
  await expect(resumen.getByRole('button', { name: /^Cumple parcialmente/ })).toContainText('10');
  await expect(resumen.getByRole('button', { name: /^No cumple/ })).toContainText('4');
  await expect(resumen.getByRole('button', { name: /^No aplica/ })).toContainText('1');
  await expect(resumen.getByRole('button', { name: /^Sin evaluar/ })).toContainText('0');
  await page.screenshot({ path: '/tmp/demo-mis-requisitos.png' });
  const box = page.getByPlaceholder('Buscar por código, nombre o fuente legal');
  await box.fill('MPD-01');
  await box.press('Enter');
  const fila = page.getByRole('table', { name: 'Mis Requisitos' }).getByRole('row').filter({ hasText: 'MPD-01' });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText('Adopción del modelo de prevención de delitos');
  await expect(fila).toContainText('Catálogo');
  await expect(fila.getByText('Cumple', { exact: true })).toBeVisible();
  await expect(fila).toContainText('Felipe Araya');
});
