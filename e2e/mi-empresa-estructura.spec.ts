import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

const table = (page: Page) => page.getByRole('table', { name: 'Mis departamentos' });
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Buscar por nombre', { exact: true });
  await box.fill(text);
  await box.press('Enter');
}
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test('Mis departamentos: create under a parent, edit its name and delete it', async ({ page }) => {
  await signIn(page);
  await page.goto('/mi-empresa/departamentos');
  await expect(page.getByRole('heading', { level: 1, name: /Mis departamentos/ })).toBeVisible();
  await expect(row(page, 'Abastecimiento')).toContainText('Administración y Finanzas');

  // Create a department that depends on Cumplimiento.
  await page.getByRole('button', { name: 'Agregar departamento' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar departamento' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await form.getByLabel('Nombre *').fill('Canal de Denuncias');
  await form.getByLabel('Descripción').fill('Recepción e investigación de denuncias.');
  await form.getByRole('combobox', { name: 'Depende de' }).click();
  await page.getByRole('option', { name: 'Cumplimiento' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  await search(page, 'Canal de Denuncias');
  const nuevo = row(page, 'Canal de Denuncias');
  await expect(nuevo).toContainText('Cumplimiento');
  await expect(nuevo).toContainText('Recepción e investigación de denuncias.');

  // Edit its name.
  await nuevo.getByRole('button', { name: 'Acciones de Canal de Denuncias' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar departamento' });
  await expect(edit.getByLabel('Nombre *')).toHaveValue('Canal de Denuncias');
  await edit.getByLabel('Nombre *').fill('Canal Ético');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await search(page, 'Canal Ético');
  const editado = row(page, 'Canal Ético');
  await expect(editado).toContainText('Cumplimiento');

  // Delete it, after confirming.
  await editado.getByRole('button', { name: 'Acciones de Canal Ético' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar departamento?' });
  await expect(confirm).toContainText('Canal Ético');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(editado).toHaveCount(0);
  await expect(page.getByText('0 resultados')).toBeVisible();
});

test('Mis Procesos, Centros and Recursos: lists show names, and the commune select follows the region', async ({
  page,
}) => {
  await signIn(page);

  await page.goto('/mi-empresa/procesos');
  const procesos = page.getByRole('table', { name: 'Mis Procesos' });
  const est = procesos.getByRole('row').filter({ hasText: 'EST-01' });
  await expect(est).toContainText('Planificación estratégica');
  await expect(est).toContainText('Estratégico');
  await expect(est).toContainText('Gerencia General');

  await page.goto('/mi-empresa/centros');
  const centros = page.getByRole('table', { name: 'Centros' });
  await expect(centros.getByRole('row').filter({ hasText: 'Casa Matriz' })).toContainText('Providencia');
  await page.getByRole('button', { name: 'Agregar centro' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar centro' });
  await form.getByRole('combobox', { name: 'Región *' }).click();
  await page.getByRole('option', { name: /Antofagasta/ }).click();
  await form.getByRole('combobox', { name: 'Comuna *' }).click();
  await expect(page.getByRole('option', { name: 'Antofagasta', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Providencia' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();

  await page.goto('/mi-empresa/recursos');
  const recursos = page.getByRole('table', { name: 'Recursos' });
  const erp = recursos.getByRole('row').filter({ hasText: 'ERP de gestión financiera' });
  await expect(erp).toContainText('Sistema');
  await expect(erp).toContainText('Casa Matriz');
  await expect(erp).toContainText('Operativo');
});
