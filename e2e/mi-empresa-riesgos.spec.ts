import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/taskE-shots';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
}

async function openFromMenu(page: Page, item: string) {
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  const link = modules.getByRole('link', { name: item });
  if (!(await link.isVisible())) await modules.getByRole('button', { name: 'Mi Empresa' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(item) })).toBeVisible();
}

async function search(page: Page, placeholder: string, text: string) {
  const box = page.getByPlaceholder(placeholder);
  await box.fill(text);
  await box.press('Enter');
}

/** Risks counted in a cell of the heat map, as the API answers them before the test changes anything. */
async function cellCount(page: Page, kind: 'inherente' | 'residual', probabilidad: number, impacto: number) {
  const response = await page.request.get('/api/v1/riesgos/mapa-calor');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Record<
    string,
    Array<{ probabilidad: number; impacto: number; total: number }>
  >;
  return body[kind]!.find((c) => c.probabilidad === probabilidad && c.impacto === impacto)?.total ?? 0;
}
const riesgos = (n: number) => (n === 1 ? '1 riesgo' : `${n} riesgos`);

const RIESGO = 'Soborno E2E en permisos municipales';
const MITIGACIONES = [
  { nombre: 'Debida diligencia E2E de gestores', tipo: 'Preventivo' },
  { nombre: 'Monitoreo E2E de pagos a terceros', tipo: 'Detectivo' },
] as const;

test('Mis Riesgos: a critical risk with two mitigations, on the list and on the heat map', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  // Casi segura × Catastrófico is Crítico; a preventive and a detective control of high
  // effectiveness move it two steps down each axis: Posible × Moderado, Medio.
  const inherenteAntes = await cellCount(page, 'inherente', 5, 5);
  const residualAntes = await cellCount(page, 'residual', 3, 3);

  // Two mitigations of high effectiveness.
  await openFromMenu(page, 'Mis Mitigaciones');
  for (const { nombre, tipo } of MITIGACIONES) {
    await page.getByRole('button', { name: 'Agregar mitigación' }).first().click();
    const form = page.getByRole('dialog', { name: 'Agregar mitigación' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
    await expect(form.getByText('El tipo debe ser preventivo, detectivo o correctivo')).toBeVisible();
    await form.getByLabel('Nombre *').fill(nombre);
    await form.getByRole('combobox', { name: 'Tipo *' }).click();
    await page.getByRole('option', { name: tipo }).click();
    await form.getByRole('combobox', { name: 'Efectividad *' }).click();
    await page.getByRole('option', { name: 'Alta' }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
  }
  await search(page, 'Buscar por nombre o descripción', 'E2E');
  const mitigaciones = page.getByRole('table', { name: 'Mis Mitigaciones' });
  await expect(mitigaciones.getByRole('row').filter({ hasText: MITIGACIONES[0].nombre })).toContainText('Preventivo');
  await expect(mitigaciones.getByRole('row').filter({ hasText: MITIGACIONES[1].nombre })).toContainText('Detectivo');

  // The risk: the inherent level is previewed as probabilidad and impacto are chosen.
  await openFromMenu(page, 'Mis Riesgos');
  await page.getByRole('button', { name: 'Agregar riesgo' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar riesgo' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Seleccione una probabilidad de la matriz')).toBeVisible();
  await expect(form.getByText('Indique el delito o la categoría')).toBeVisible();
  await form.getByLabel('Nombre *').fill(RIESGO);
  await form.getByLabel('Delito o categoría *').fill('Cohecho');
  await expect(form.getByRole('status')).toContainText('Seleccione probabilidad e impacto');
  await form.getByRole('combobox', { name: 'Probabilidad *' }).click();
  await page.getByRole('option', { name: '5 · Casi segura' }).click();
  await form.getByRole('combobox', { name: 'Impacto *' }).click();
  await page.getByRole('option', { name: '5 · Catastrófico' }).click();
  await expect(form.getByRole('status')).toContainText('Crítico');
  await form.getByRole('combobox', { name: 'Mitigaciones' }).click();
  for (const { nombre } of MITIGACIONES) await page.getByRole('option', { name: nombre }).click();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('list', { name: 'Selección' })).toContainText(MITIGACIONES[1].nombre);
  await form.getByRole('combobox', { name: 'Estado *' }).click();
  await page.getByRole('option', { name: 'En proceso' }).click();
  await page.screenshot({ path: `${SHOTS}/riesgo-formulario.png` });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  // On the list: critical before, medium after its two mitigations.
  await search(page, 'Buscar por nombre o delito', 'Soborno E2E');
  const fila = page.getByRole('table', { name: 'Mis Riesgos' }).getByRole('row').filter({ hasText: RIESGO });
  await expect(fila).toContainText('Cohecho');
  await expect(fila.getByRole('cell').nth(4)).toHaveText('Crítico');
  await expect(fila.getByRole('cell').nth(5)).toHaveText('Medio');
  await expect(fila.getByRole('cell').nth(6)).toHaveText('En proceso');
  await expect(fila.getByRole('cell').nth(8)).toHaveText('2');
  await search(page, 'Buscar por nombre o delito', '');
  await expect(page.getByText(/Mostrando 1 a 10 de \d+ riesgos/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/riesgos-lista.png` });

  // The view modal shows both levels and the linked mitigations.
  await search(page, 'Buscar por nombre o delito', 'Soborno E2E');
  await fila.getByRole('button', { name: `Acciones de ${RIESGO}` }).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  const ver = page.getByRole('dialog', { name: RIESGO });
  await expect(ver).toContainText('Casi segura (5)');
  await expect(ver).toContainText(MITIGACIONES[0].nombre);
  await expect(ver).toContainText(MITIGACIONES[1].nombre);
  await page.keyboard.press('Escape');

  // The heat map counts it in Casi segura × Catastrófico before and in Posible × Moderado after.
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Mapa de calor' }).click();
  await expect(page).toHaveURL(/vista=mapa/);
  const inherente = page.getByRole('table', { name: 'Mapa de calor inherente' });
  const residual = page.getByRole('table', { name: 'Mapa de calor residual' });
  const celdaInherente = inherente.getByRole('button', { name: /^Probabilidad Casi segura, Impacto Catastrófico:/ });
  const celdaResidual = residual.getByRole('button', { name: /^Probabilidad Posible, Impacto Moderado:/ });
  await expect(celdaInherente).toHaveAccessibleName(
    `Probabilidad Casi segura, Impacto Catastrófico: ${riesgos(inherenteAntes + 1)}`,
  );
  await expect(celdaInherente).toHaveText(String(inherenteAntes + 1));
  await expect(celdaResidual).toHaveAccessibleName(
    `Probabilidad Posible, Impacto Moderado: ${riesgos(residualAntes + 1)}`,
  );

  const celda = page.getByRole('region', { name: 'Riesgos de la celda' });
  await celdaInherente.click();
  await expect(celdaInherente).toHaveAttribute('aria-pressed', 'true');
  await expect(celda).toContainText('Inherente: Probabilidad Casi segura, Impacto Catastrófico');
  await expect(celda).toContainText(RIESGO);
  await page.screenshot({ path: `${SHOTS}/mapa-calor.png`, fullPage: true });
  // Keyboard: the residual cell is a focusable button too.
  await celdaResidual.focus();
  await page.keyboard.press('Enter');
  await expect(celda).toContainText('Residual: Probabilidad Posible, Impacto Moderado');
  await expect(celda).toContainText(RIESGO);
});
