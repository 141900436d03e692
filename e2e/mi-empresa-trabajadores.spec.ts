import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots-trab';

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/dashboard');
}

const table = (page: Page) => page.getByRole('table', { name: 'Mis Trabajadores' });
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Buscar por RUT o nombre');
  await box.fill(text);
  await box.press('Enter');
}
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test('Mis Trabajadores: list, search, filter, create with an invalid RUT first, edit and delete', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);

  // From the sidebar: Mi Empresa → Mis Trabajadores.
  const modules = page.getByRole('navigation', { name: 'Módulos' });
  await modules.getByRole('button', { name: 'Mi Empresa' }).click();
  await modules.getByRole('link', { name: 'Mis Trabajadores' }).click();
  await expect(page).toHaveURL(/\/mi-empresa\/trabajadores$/);
  await expect(page.getByRole('heading', { level: 1, name: /Mis Trabajadores/ })).toBeVisible();
  await expect(page.getByText('Mostrando 1 a 10 de 32 trabajadores')).toBeVisible();
  await expect(row(page, 'Carolina Aguilera Paredes')).toContainText('16.876.543-6');
  await expect(row(page, 'Carolina Aguilera Paredes')).toContainText('Contratista');
  await expect(row(page, 'Carolina Aguilera Paredes')).toContainText('Activo');
  await page.screenshot({ path: `${SHOTS}/lista.png`, fullPage: true });

  // Search by surname, then filter by Tipo = Contratista.
  await search(page, 'Pino');
  await expect(page.getByText('Mostrando 1 a 2 de 2 trabajadores')).toBeVisible();
  await expect(row(page, 'Patricio Espinoza Lagos')).toBeVisible();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filtros = page.getByRole('dialog', { name: 'Filtros' });
  await filtros.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Contratista' }).click();
  await filtros.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page.getByRole('list', { name: 'Filtros activos' })).toContainText('Tipo: Contratista');
  await expect(page.getByText('1 trabajador', { exact: true })).toBeVisible();
  await expect(row(page, 'Luis Pino Garrido')).toBeVisible();
  await expect(row(page, 'Patricio Espinoza Lagos')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quitar filtro Tipo' }).click();
  await search(page, '');
  await expect(page.getByText('Mostrando 1 a 10 de 32 trabajadores')).toBeVisible();

  // Create: an invalid RUT is refused on the field and nothing is sent.
  await page.getByRole('button', { name: 'Agregar trabajador' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar trabajador' });
  await form.getByLabel('RUT *').fill('15.234.567-1');
  await form.getByLabel('Nombres *').fill('Valentina');
  await form.getByLabel('Apellido paterno *').fill('Quiroga');
  await form.getByLabel('Apellido materno').fill('Reyes');
  await form.getByLabel('Cargo').fill('Analista de Cumplimiento');
  await expect(form.getByText('RUT inválido')).toBeVisible();
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/trabajadores/')) posted = true;
  });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('RUT inválido')).toBeVisible();
  expect(posted).toBe(false);
  await page.screenshot({ path: `${SHOTS}/formulario.png` });

  // Fix it: formatted on blur, then saved.
  await form.getByLabel('RUT *').fill('152345674');
  await form.getByLabel('Nombres *').focus();
  await expect(form.getByLabel('RUT *')).toHaveValue('15.234.567-4');
  await expect(form.getByText('RUT inválido')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Tipo *' }).click();
  await page.getByRole('option', { name: 'Contratista' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Mostrando 1 a 10 de 33 trabajadores')).toBeVisible();
  await search(page, 'Quiroga');
  const nueva = row(page, 'Valentina Quiroga Reyes');
  await expect(nueva).toContainText('15.234.567-4');
  await expect(nueva).toContainText('Analista de Cumplimiento');
  await expect(nueva).toContainText('Contratista');

  // Edit its cargo.
  await nueva.getByRole('button', { name: 'Acciones de Valentina Quiroga Reyes' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar trabajador' });
  await expect(edit.getByLabel('RUT *')).toHaveValue('15.234.567-4');
  await edit.getByLabel('Cargo').fill('Encargada de Prevención de Delitos');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(nueva).toContainText('Encargada de Prevención de Delitos');

  // Delete it, after confirming.
  await nueva.getByRole('button', { name: 'Acciones de Valentina Quiroga Reyes' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar trabajador?' });
  await expect(confirm).toContainText('Valentina Quiroga Reyes');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(nueva).toHaveCount(0);
  await expect(page.getByText('0 resultados')).toBeVisible();
  await search(page, '');
  await expect(page.getByText('Mostrando 1 a 10 de 32 trabajadores')).toBeVisible();
});

test('Mis Trabajadores: bulk delete asks first', async ({ page }) => {
  await signIn(page);
  for (const [rut, nombres] of [
    ['21.111.111-?', 'Primero'],
    ['21.222.222-?', 'Segundo'],
  ] as const) {
    const body = rut.slice(0, -2).replaceAll('.', '');
    const response = await page.request.post('/api/v1/trabajadores/', {
      data: { rut: `${body}-${checkDigit(body)}`, nombres, apellido_paterno: 'Temporal' },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/mi-empresa/trabajadores');
  await search(page, 'Temporal');
  await expect(page.getByText('Mostrando 1 a 2 de 2 trabajadores')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }).click();
  await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar 2 trabajadores?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Mostrando 1 a 2 de 2 trabajadores')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }).click();
  await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar 2 trabajadores?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('0 resultados')).toBeVisible();
});

function checkDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (const digit of [...body].reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}
