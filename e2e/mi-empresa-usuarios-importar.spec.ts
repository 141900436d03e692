import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** A CSV as Excel es-CL saves it: BOM, ';' and CRLF. */
function csv(rows: string[][]) {
  const header = ['Nombre', 'Apellido', 'Email', 'Roles'];
  return Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
}

const lucia = ['Lucía', 'Importada E2E', 'lucia.importada.e2e@demo.cl', '"admin_empresa, admin_user_denuncias"'];
const mala = ['Tomás', 'Importado E2E', 'tomas.importado.e2e@demo.cl', 'gerente'];
const corregida = ['Tomás', 'Importado E2E', 'tomas.importado.e2e@demo.cl', 'admin_user_due_diligence'];

test('Mis Usuarios: import users (a bad role first), then send one their invitation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/mi-empresa/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: /Mis Usuarios/ })).toBeVisible();

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar usuarios' });
  await expect(dialog.getByText('Los usuarios importados quedan con su invitación sin enviar')).toBeVisible();
  await expect(dialog.getByText(/«Reenviar invitación»/)).toBeVisible();

  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'usuarios.csv',
    mimeType: 'text/csv',
    buffer: csv([lucia, mala]),
  });
  await expect(dialog.getByRole('heading', { name: 'Vista previa: 2 usuarios en el archivo' })).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Fila 3 · Roles: Rol desconocido: gerente' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar 2 usuarios' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  const box = page.getByPlaceholder('Buscar por nombre o correo');
  await box.fill('importad');
  await box.press('Enter');
  await expect(page.getByText('0 resultados')).toBeVisible();

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'usuarios-corregido.csv',
    mimeType: 'text/csv',
    buffer: csv([lucia, corregida]),
  });
  await expect(dialog.getByText('Todas las filas son válidas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 2 usuarios' }).click();
  await expect(page.getByText('Se importaron 2 usuarios')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Mis Usuarios' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row('lucia.importada.e2e@demo.cl')).toContainText('Administrador de la empresa');
  await expect(row('tomas.importado.e2e@demo.cl')).toContainText('Gestor de due diligence');

  // Imported users wait for their invitation (issue 24 F7): the administrator sends it from the menu.
  await expect(row('lucia.importada.e2e@demo.cl')).toContainText('Invitación sin enviar');
  await row('lucia.importada.e2e@demo.cl')
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Restablecer contraseña' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Reenviar invitación' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Reenviar invitación?' })
    .getByRole('button', { name: 'Reenviar invitación' })
    .click();
  await expect(row('lucia.importada.e2e@demo.cl')).toContainText('Invitación pendiente');

  // Leave the demo company as it was for the other journeys.
  const list = await page.request.get('/api/v1/usuarios/?q=importad');
  const ids = ((await list.json()).data as { id: number }[]).map((u) => u.id);
  expect(ids).toHaveLength(2);
  const del = await page.request.post('/api/v1/usuarios/batch-delete', { data: { ids } });
  expect(del.ok()).toBe(true);
});
