import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 24 F7: an administrator invites a user; the invitation mail is read from the outbox; its
 * link opens the public page, the password is set twice, and the first sign-in works. A used link
 * then says so. Screenshots under /tmp/f7-*.png.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const EMAIL = 'ines.invitada.e2e@demo.cl';
const CLAVE = 'Ines.Invitada.2026!';

test.use({ viewport: { width: 1280, height: 860 } });

const shot = (page: Page, nombre: string) => page.screenshot({ path: `/tmp/f7-${nombre}.png`, fullPage: true });

test('Invitación: created by an admin, mailed, accepted with a password, first sign-in', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/mi-empresa/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: /Mis Usuarios/ })).toBeVisible();

  // The admin invites: no password is asked for or shown.
  await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar usuario' });
  await expect(form).toContainText('Le enviaremos una invitación a este correo');
  await expect(form.getByLabel(/Contraseña/)).toHaveCount(0);
  await form.getByLabel('Nombre *').fill('Inés');
  await form.getByLabel('Apellido *').fill('Invitada');
  await form.getByLabel('Correo electrónico *').fill(EMAIL);
  await form.getByRole('checkbox', { name: 'Gestor del canal de denuncias' }).click();
  await shot(page, '1-agregar-usuario');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Invitación enviada a ${EMAIL}`)).toBeVisible();
  const box = page.getByPlaceholder('Buscar por nombre o correo');
  await box.fill('Invitada');
  await box.press('Enter');
  const fila = page.getByRole('table', { name: 'Mis Usuarios' }).getByRole('row').filter({ hasText: EMAIL });
  await expect(fila).toContainText('Invitación pendiente');
  await fila.getByRole('button', { name: 'Acciones de Inés Invitada' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reenviar invitación' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Restablecer contraseña' })).toHaveCount(0);
  await shot(page, '2-lista-pendiente');
  await page.keyboard.press('Escape');

  // Pending: no sign-in yet.
  const antes = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await antes.post('/api/v1/auth/login', { form: { username: EMAIL, password: CLAVE } })).ok()).toBe(false);
  await antes.dispose();

  // The mail, from the platform's outbox.
  const plataforma = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect(
    (await plataforma.post('/api/v1/auth/login', { form: { username: 'admin@atalaya.cl', password: PASSWORD } })).ok(),
  ).toBe(true);
  const bandeja = (await (await plataforma.get(`/api/v1/correos/?q=${encodeURIComponent(EMAIL)}`)).json()) as {
    data: { asunto: string; cuerpo: string }[];
  };
  await plataforma.dispose();
  expect(bandeja.data).toHaveLength(1);
  expect(bandeja.data[0]!.asunto).toBe('Invitación a Atalaya');
  expect(bandeja.data[0]!.cuerpo).toContain('Empresa Demo SpA le invitó a usar Atalaya');
  const enlace = /https?:\/\/\S+\/invitacion\/[\w-]+/.exec(bandeja.data[0]!.cuerpo)![0];

  // The invited person, in their own browser.
  const contexto = await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
  const invitada = await contexto.newPage();
  await invitada.goto(enlace);
  await expect(invitada.getByRole('heading', { level: 1, name: 'Active su cuenta' })).toBeVisible();
  await expect(invitada.getByText('Empresa Demo SpA', { exact: true })).toBeVisible();
  await expect(invitada.getByText(EMAIL)).toBeVisible();
  await shot(invitada, '3-pagina-invitacion');

  await invitada.getByLabel('Contraseña *', { exact: true }).fill(CLAVE);
  await invitada.getByLabel('Repita la contraseña *').fill('Otra.Distinta.2026');
  await invitada.getByRole('button', { name: 'Crear contraseña y activar' }).click();
  await expect(invitada.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(invitada.getByLabel('Repita la contraseña *')).toHaveAttribute('aria-invalid', 'true');
  await shot(invitada, '4-no-coinciden');
  await invitada.getByLabel('Repita la contraseña *').fill(CLAVE);
  await invitada.getByRole('button', { name: 'Crear contraseña y activar' }).click();
  await expect(invitada.getByRole('heading', { level: 1, name: 'Su cuenta está activa' })).toBeVisible();
  await shot(invitada, '5-cuenta-activa');

  // First sign-in.
  await invitada.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(invitada).toHaveURL(/\/login$/);
  await invitada.getByLabel('Correo electrónico').fill(EMAIL);
  await invitada.getByLabel('Contraseña', { exact: true }).fill(CLAVE);
  await invitada.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(invitada).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await shot(invitada, '6-primer-ingreso');

  // The link was for one time only.
  await invitada.goto(enlace);
  await expect(invitada.getByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeVisible();
  await shot(invitada, '7-enlace-usado');
  await contexto.close();

  // The admin sees an account in use.
  await page.reload();
  await box.fill('Invitada');
  await box.press('Enter');
  await expect(fila).toContainText('Activo');
  await expect(fila).not.toContainText('Invitación');
});
