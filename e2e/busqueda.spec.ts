import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 25 §3: the header search finds records. A worker by RUT (typed with dots) and a case by
 * its reference, from the keyboard only; the palette passes axe with results on screen; a user
 * whose roles do not open Mi Empresa gets no worker for the same RUT; it works at 390 px.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots/busqueda';

async function signInAt(page: Page, email: string, path = '/dashboard') {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

async function openPalette(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Módulos' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Buscar en Atalaya' });
  await expect(palette).toBeVisible();
  return palette;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('finds a worker by RUT and opens it with Enter', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl');
  const palette = await openPalette(page);
  await page.keyboard.type('12.345.678-5');
  const grupo = palette.getByRole('group', { name: 'Trabajadores' });
  const javiera = grupo.getByRole('option', { name: /Javiera Contreras Silva/ });
  await expect(javiera).toBeVisible();
  await expect(javiera).toContainText('12.345.678-5');
  await expect(palette.getByText('Buscando…')).toHaveCount(0);
  await expect(palette.getByText('No se encontraron resultados.')).toHaveCount(0);
  // The exact RUT is the first record, and the one Enter opens.
  await expect(grupo.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/rut-escritorio.png` });

  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/mi-empresa\/trabajadores\?q=12345678-5$/);
  await expect(page.getByRole('row', { name: /Javiera/ })).toBeVisible();
});

test('finds a case by its reference and opens it', async ({ page }) => {
  await signInAt(page, 'admin@demo.cl');
  const palette = await openPalette(page);
  await page.keyboard.type('den-000001');
  const caso = palette.getByRole('group', { name: 'Denuncias' }).getByRole('option', { name: /DEN-000001/ });
  await expect(caso).toBeVisible();
  await expect(caso).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/canal-denuncias\/todas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Denuncia DEN-000001' })).toBeVisible();
});

test('a user without Mi Empresa finds no worker for the same RUT', async ({ page }) => {
  await signInAt(page, 'dd@demo.cl', '/due-diligence/natural');
  const palette = await openPalette(page);
  await page.keyboard.type('12.345.678-5');
  await expect(palette.getByText('No se encontraron resultados.')).toBeVisible();
  await expect(palette.getByRole('group', { name: 'Trabajadores' })).toHaveCount(0);
  await expect(palette.getByRole('option', { name: /Javiera/ })).toHaveCount(0);
});

test('works at 390 px: the results fit and the arrow keys reach them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'admin@demo.cl');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const palette = page.getByRole('dialog', { name: 'Buscar en Atalaya' });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill('contreras');
  const javiera = palette.getByRole('group', { name: 'Trabajadores' }).getByRole('option', { name: /Javiera/ });
  await expect(javiera).toBeVisible();
  const box = await javiera.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/telefono.png` });
});
