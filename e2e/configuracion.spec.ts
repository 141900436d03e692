import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/*
 * Configuración (issue 8 §5) as Otra Empresa's administrator: logo in the sidebar, the 'por vencer'
 * threshold and a notification preference persist. No other spec reads Otra Empresa's logo,
 * threshold or preferences; the category switched off (due diligence) is not in its plan.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function signInAt(page: Page, email: string, path: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

const sidebar = (page: Page) => page.locator('[data-slot=sidebar]').first();
const sidebarEntry = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Módulos' })
    .locator('[data-sidebar=menu-button]')
    .filter({ hasText: new RegExp(`^${name}$`) });

test('the company admin configures logo, días de aviso and notifications', async ({ page }) => {
  await signInAt(page, 'admin@otra.cl', '/dashboard');
  // The entry is in the menu of a company administrator.
  await sidebarEntry(page, 'Configuración').click();
  await expect(page).toHaveURL(/\/configuracion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.getByText('Otra Empresa Ltda.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consultas Admiral' })).toHaveCount(0);

  // Logo: a text file dressed as PNG is refused in Spanish; a real PNG reaches the sidebar.
  const archivo = page.getByLabel('Archivo del logo');
  await archivo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await page.getByRole('button', { name: 'Subir logo' }).click();
  await expect(page.getByText('El logo debe ser una imagen PNG, JPG o WebP.')).toBeVisible();
  await archivo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByRole('img', { name: 'Vista previa del logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Subir logo' }).click();
  await expect(page.getByRole('img', { name: 'Logo de Otra Empresa Ltda.' })).toBeVisible();
  const src = await page.getByRole('img', { name: 'Logo de Otra Empresa Ltda.' }).getAttribute('src');
  expect(src).toMatch(/^\/api\/v1\/empresas\/\d+\/logo\?v=\d+$/);
  await expect(sidebar(page).locator(`img[src="${src}"]`)).toBeVisible();

  // Días de aviso: an out-of-range value is refused, a valid one persists across a reload.
  const dias = page.getByLabel('Días de aviso “por vencer” (1 a 365)');
  await dias.fill('400');
  const documentos = page.locator('#documentos');
  await documentos.getByRole('button', { name: 'Guardar' }).click();
  await expect(documentos.getByText('Los días de aviso no pueden superar 365.')).toBeVisible();
  await dias.fill('21');
  await documentos.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Días de aviso guardados')).toBeVisible();

  // Notifications: mail of due diligence off.
  const correoDd = page.getByRole('checkbox', { name: 'Due diligence: correo (por correo electrónico)' });
  await expect(correoDd).toBeChecked();
  await correoDd.click();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByText('Preferencias de notificación guardadas')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Días de aviso “por vencer” (1 a 365)')).toHaveValue('21');
  await expect(
    page.getByRole('checkbox', { name: 'Due diligence: correo (por correo electrónico)' }),
  ).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Due diligence: campana (en la aplicación)' })).toBeChecked();
  await expect(sidebar(page).locator(`img[src="${src}"]`)).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});

test('users who do not administer the company do not see Configuración', async ({ page }) => {
  await signInAt(page, 'denuncias@demo.cl', '/canal-denuncias/todas');
  await expect(sidebarEntry(page, 'Canal de Denuncias')).toBeVisible();
  await expect(sidebarEntry(page, 'Configuración')).toHaveCount(0);
});
