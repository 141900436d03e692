import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const RAZON_SOCIAL = 'Consultora Cordillera E2E SpA';
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function signIn(page: Page, username: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
}

async function search(page: Page, placeholder: string, text: string) {
  const box = page.getByPlaceholder(placeholder, { exact: true });
  await box.fill(text);
  await box.press('Enter');
}

async function chooseOption(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Globales → Empresas and Usuarios: create a company (bad RUT first), see its channel link, give it a user', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin@atalaya.cl');
  await page.goto('/globales/empresas');
  await expect(page.getByRole('heading', { level: 1, name: /Empresas/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Empresas' });
  await expect(table.getByRole('row').filter({ hasText: 'Empresa Demo SpA' })).toBeVisible();

  // A wrong check digit: the form says so as it is typed and saves nothing.
  await page.getByRole('button', { name: 'Agregar empresa' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar empresa' });
  await form.getByLabel('RUT *').fill('77.654.321-8');
  await form.getByLabel('Razón social *').fill(RAZON_SOCIAL);
  await expect(form.getByText('RUT inválido')).toBeVisible();
  await chooseOption(page, form, 'Plan *', 'Profesional');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('RUT inválido')).toBeVisible();
  await expect(form).toBeVisible();
  const antes = await page.request.get(`/api/v1/empresas/?q=${encodeURIComponent('Cordillera E2E')}`);
  expect((await antes.json()).total).toBe(0);

  // Fixed RUT, an SII activity found by typing, region → commune.
  await form.getByLabel('RUT *').fill('776543217');
  await expect(form.getByText('RUT inválido')).toBeHidden();
  await form.getByLabel('Nombre de fantasía').fill('Cordillera');
  await form.getByRole('combobox', { name: 'Actividad económica' }).click();
  await page.getByPlaceholder('Código o descripción del SII').fill('consultoría de informática');
  await page.getByRole('option', { name: /^620200 — ACTIVIDADES DE CONSULTORÍA DE INFORMÁTICA/ }).click();
  await expect(form.getByRole('combobox', { name: 'Actividad económica' })).toContainText('620200 —');
  await form.getByLabel('Dirección').fill('Av. Libertad 1405');
  await chooseOption(page, form, 'Región', 'Valparaíso');
  await chooseOption(page, form, 'Comuna *', 'Viña del Mar');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();

  await search(page, 'Buscar por razón social, nombre de fantasía o RUT', '77.654.321');
  const fila = table.getByRole('row').filter({ hasText: RAZON_SOCIAL });
  await expect(fila).toContainText('77.654.321-7');
  await expect(fila).toContainText('Profesional');
  await expect(fila).toContainText('Valparaíso');
  await expect(fila).toContainText('Activa');
  await expect(page.getByText('1 empresa', { exact: true })).toBeVisible();

  // Its view: the public channel link, with a copy button and 'Regenerar token'.
  await fila.getByRole('button', { name: `Acciones de ${RAZON_SOCIAL}` }).click();
  await page.getByRole('menuitem', { name: 'Ver' }).click();
  const ver = page.getByRole('dialog', { name: RAZON_SOCIAL });
  await expect(ver).toContainText('620200 — ACTIVIDADES DE CONSULTORÍA DE INFORMÁTICA');
  await expect(ver).toContainText('Viña del Mar');
  const enlace = ver.getByLabel('Enlace del canal público');
  await expect(enlace).toHaveValue(/\/canal\/[0-9a-f-]{36}$/);
  await expect(ver.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const enlaceAnterior = await enlace.inputValue();
  await ver.getByRole('button', { name: 'Regenerar token' }).click();
  const regenerar = page.getByRole('alertdialog', { name: '¿Regenerar el enlace del canal?' });
  await expect(regenerar).toContainText('El enlace actual dejará de funcionar');
  await regenerar.getByRole('button', { name: 'Regenerar token' }).click();
  await expect(regenerar).toBeHidden();
  await expect(enlace).not.toHaveValue(enlaceAnterior);
  await expect(enlace).toHaveValue(/\/canal\/[0-9a-f-]{36}$/);
  await expect(ver).toContainText(/disponibles/);

  // Logo: a text file dressed as PNG is refused by the server in Spanish; a real PNG is shown.
  const logo = ver.getByLabel('Archivo del logo');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await ver.getByRole('button', { name: 'Subir logo' }).click();
  await expect(ver.getByText('El logo debe ser una imagen PNG, JPG o WebP.')).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(ver.getByRole('img', { name: 'Vista previa del logo' })).toBeVisible();
  await ver.getByRole('button', { name: 'Subir logo' }).click();
  await expect(ver.getByRole('img', { name: `Logo de ${RAZON_SOCIAL}` })).toBeVisible();
  await expect(ver.getByText('El logo debe ser una imagen PNG, JPG o WebP.')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(ver).toBeHidden();

  // A user for the new company: an invitation is mailed (issue 24 F7), no password is shown.
  await page.goto('/globales/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: /Usuarios/ })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
  const alta = page.getByRole('dialog', { name: 'Agregar usuario' });
  await expect(alta).toContainText('Elija primero la empresa.');
  await alta.getByRole('combobox', { name: 'Empresa *' }).click();
  await page.getByPlaceholder('Razón social o RUT').fill('Cordillera E2E');
  await page.getByRole('option', { name: `${RAZON_SOCIAL} (77.654.321-7)` }).click();
  await alta.getByLabel('Nombre *').fill('Camila');
  await alta.getByLabel('Apellido *').fill('Rojas');
  await alta.getByLabel('Correo electrónico *').fill('camila.rojas@cordillera-e2e.cl');
  // admin_atalaya is only for the platform's own company.
  await expect(alta.getByRole('checkbox', { name: 'Administrador de la empresa' })).toBeVisible();
  await expect(alta.getByRole('checkbox', { name: 'Administrador de la plataforma' })).toHaveCount(0);
  await alta.getByRole('checkbox', { name: 'Administrador de la empresa' }).click();
  await alta.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Invitación enviada a camila.rojas@cordillera-e2e.cl')).toBeVisible();
  await expect(alta).toBeHidden();

  await search(page, 'Buscar por nombre o correo', 'camila.rojas');
  const usuario = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: 'Camila Rojas' });
  await expect(usuario).toContainText(RAZON_SOCIAL);
  await expect(usuario).toContainText('Administrador de la empresa');
  await expect(usuario).toContainText('Invitación pendiente');
  await expect(usuario).toContainText('Nunca');
});

test('Globales → Empresas: deactivating selected companies asks first and says their sessions close', async ({
  page,
}) => {
  await signIn(page, 'admin@atalaya.cl');
  const planes = await (await page.request.get('/api/v1/planes/?skip=0&limit=99')).json();
  const basico = planes.data.find((p: { nombre: string }) => p.nombre === 'Básico');
  const creada = await page.request.post('/api/v1/empresas/', {
    data: { rut: '79.123.456-5', nombre: 'Transportes Lote E2E Ltda.', plan_id: basico.id },
  });
  expect(creada.status()).toBe(201);

  await page.goto('/globales/empresas');
  await search(page, 'Buscar por razón social, nombre de fantasía o RUT', 'Lote E2E');
  const fila = page
    .getByRole('table', { name: 'Empresas' })
    .getByRole('row')
    .filter({ hasText: 'Transportes Lote E2E' });
  await expect(fila).toContainText('Activa');
  await fila.getByRole('checkbox', { name: 'Seleccionar Transportes Lote E2E Ltda.' }).click();
  await page
    .getByRole('region', { name: 'Acciones sobre la selección' })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Desactivar empresa?' });
  await expect(confirmar).toContainText('se cerrarán de inmediato las sesiones de todos sus usuarios');
  // Cancelling changes nothing.
  await confirmar.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fila).toContainText('Activa');

  await fila.getByRole('checkbox', { name: 'Seleccionar Transportes Lote E2E Ltda.' }).click();
  await page
    .getByRole('region', { name: 'Acciones sobre la selección' })
    .getByRole('button', { name: 'Desactivar' })
    .click();
  await confirmar.getByRole('button', { name: 'Desactivar' }).click();
  await expect(confirmar).toBeHidden();
  await expect(fila).toContainText('Inactiva');
});

test('Globales → Roles: the system roles carry "Sistema" and cannot be edited or deleted', async ({ page }) => {
  await signIn(page, 'admin@atalaya.cl');
  await page.goto('/globales/roles');
  const table = page.getByRole('table', { name: 'Roles' });
  const adminEmpresa = table.getByRole('row').filter({ hasText: 'admin_empresa' });
  await expect(adminEmpresa).toContainText('Sistema');
  await expect(table.getByRole('row').filter({ hasText: 'admin_atalaya' })).toContainText('Sistema');
  await adminEmpresa.getByRole('button', { name: 'Acciones de admin_empresa' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ver' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toHaveCount(0);
});

test('Globales → Planes lists the plans with their modules in Spanish', async ({ page }) => {
  await signIn(page, 'admin@atalaya.cl');
  await page.goto('/globales/planes');
  const profesional = page.getByRole('table', { name: 'Planes' }).getByRole('row').filter({ hasText: 'Profesional' });
  await expect(profesional).toContainText('Mi Empresa');
  await expect(profesional).toContainText('Activo');
});

test('a company administrator who types /globales/empresas sees "Módulo no habilitado"', async ({ page }) => {
  await signIn(page, 'admin@demo.cl');
  await page.goto('/globales/empresas');
  await expect(page.getByRole('heading', { name: 'Módulo no habilitado' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Empresas' })).toHaveCount(0);
});
