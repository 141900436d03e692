import { mkdirSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

const table = (page: Page) => page.getByRole('table', { name: 'Mis Usuarios' });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Buscar por nombre o correo');
  await box.fill(text);
  await box.press('Enter');
}

/** The invited user's side (issue 24 F7): the link from the outbox, accepted with `clave`. */
async function aceptarInvitacion(
  playwright: { request: APIRequestContextFactory },
  baseURL: string,
  email: string,
  clave: string,
) {
  const plataforma = await playwright.request.newContext({ baseURL });
  expect(
    (await plataforma.post('/api/v1/auth/login', { form: { username: 'admin@atalaya.cl', password: PASSWORD } })).ok(),
  ).toBe(true);
  const correos = (await (await plataforma.get(`/api/v1/correos/?q=${encodeURIComponent(email)}`)).json()) as {
    data: { cuerpo: string }[];
  };
  await plataforma.dispose();
  const token = /\/invitacion\/([\w-]+)/.exec(correos.data[0]!.cuerpo)![1]!;
  const anonimo = await playwright.request.newContext({ baseURL });
  const res = await anonimo.post(`/api/v1/auth/invitacion/${token}`, {
    data: { password: clave, confirmacion: clave },
  });
  expect(res.ok()).toBe(true);
  await anonimo.dispose();
}
type APIRequestContextFactory = { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> };

test('Mis Usuarios: invite a user, they accept, reset their password, deactivate them', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);

  const modules = page.getByRole('navigation', { name: 'Módulos' });
  await modules.getByRole('button', { name: 'Mi Empresa' }).click();
  await modules.getByRole('link', { name: 'Mis Usuarios' }).click();
  await expect(page).toHaveURL(/\/mi-empresa\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: /Mis Usuarios/ })).toBeVisible();
  await expect(row(page, 'admin@demo.cl')).toContainText('Administrador de la empresa');
  await expect(row(page, 'admin@demo.cl')).toContainText('Activo');

  // Nobody can deactivate themselves: the action explains why.
  await row(page, 'admin@demo.cl')
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const propio = page.getByRole('alertdialog', { name: 'No puede desactivar su propia cuenta' });
  await propio.getByRole('button', { name: 'Entendido' }).click();
  await expect(propio).toBeHidden();
  await expect(row(page, 'admin@demo.cl')).toContainText('Activo');

  // Create: Spanish validation first, then an invitation (issue 24 F7: no password shown).
  await page.getByRole('button', { name: 'Agregar usuario' }).first().click();
  const form = page.getByRole('dialog', { name: 'Agregar usuario' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ingrese un correo electrónico válido')).toBeVisible();
  await expect(form.getByText('Seleccione al menos un rol')).toBeVisible();
  await form.getByLabel('Nombre *').fill('Rocío');
  await form.getByLabel('Apellido *').fill('Fuentes E2E');
  await form.getByLabel('Correo electrónico *').fill('rocio.fuentes.e2e@demo.cl');
  await form.getByRole('checkbox', { name: 'Gestor del canal de denuncias' }).click();
  await form.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Invitación enviada a rocio.fuentes.e2e@demo.cl')).toBeVisible();
  await expect(form).toBeHidden();
  await search(page, 'Fuentes E2E');
  const nuevo = row(page, 'rocio.fuentes.e2e@demo.cl');
  await expect(nuevo).toContainText('Invitación pendiente');

  // She accepts with her own password (the full journey is e2e/invitacion.spec.ts); it works.
  const clave = 'Rocio.Fuentes.E2E.2026';
  await aceptarInvitacion(playwright, new URL(page.url()).origin, 'rocio.fuentes.e2e@demo.cl', clave);
  const otro = await playwright.request.newContext({ baseURL: page.url() });
  const login = await otro.post('/api/v1/auth/login', {
    form: { username: 'rocio.fuentes.e2e@demo.cl', password: clave },
  });
  expect(login.ok()).toBe(true);

  await page.reload();
  await search(page, 'Fuentes E2E');
  await expect(nuevo).toContainText('Rocío Fuentes E2E');
  await expect(nuevo).toContainText('Gestor del canal de denuncias');
  await expect(nuevo).toContainText('Activo');
  await expect(nuevo).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // Reset the password: confirmed first, the new one shown once; the old one stops working.
  await nuevo.getByRole('button', { name: 'Acciones de Rocío Fuentes E2E' }).click();
  await page.getByRole('menuitem', { name: 'Restablecer contraseña' }).click();
  const reset = page.getByRole('alertdialog', { name: '¿Restablecer contraseña?' });
  await expect(reset).toContainText('se cerrarán todas sus sesiones abiertas');
  await reset.getByRole('button', { name: 'Restablecer contraseña' }).click();
  const nueva = page.getByRole('dialog', { name: 'Nueva contraseña' });
  await expect(nueva).toContainText('Esta contraseña no se volverá a mostrar.');
  const nuevaClave = await nueva.getByLabel('Contraseña de rocio.fuentes.e2e@demo.cl').inputValue();
  expect(nuevaClave).not.toBe(clave);
  await nueva.getByRole('button', { name: 'Listo' }).click();
  await expect(nueva).toBeHidden();
  const vieja = await otro.post('/api/v1/auth/login', {
    form: { username: 'rocio.fuentes.e2e@demo.cl', password: clave },
  });
  expect(vieja.ok()).toBe(false);
  const conNueva = await otro.post('/api/v1/auth/login', {
    form: { username: 'rocio.fuentes.e2e@demo.cl', password: nuevaClave },
  });
  expect(conNueva.ok()).toBe(true);

  // Deactivate, after a confirmation that explains the sessions are closed.
  await nuevo.getByRole('button', { name: 'Acciones de Rocío Fuentes E2E' }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Desactivar usuario?' });
  await expect(confirm).toContainText('se cerrarán todas sus sesiones abiertas');
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(confirm).toBeHidden();
  await expect(nuevo).toContainText('Inactivo');
  await page.screenshot({ path: `${SHOTS}/usuarios-lista.png` });

  // Their open session is over, and they can no longer sign in.
  const sesion = await otro.get('/api/v1/auth/check-session');
  expect(sesion.ok() ? ((await sesion.json()) as { active: boolean }).active : false).toBe(false);
  const denied = await otro.post('/api/v1/auth/login', {
    form: { username: 'rocio.fuentes.e2e@demo.cl', password: nuevaClave },
  });
  expect(denied.ok()).toBe(false);
  await otro.dispose();

  // And back: Activar.
  await nuevo.getByRole('button', { name: 'Acciones de Rocío Fuentes E2E' }).click();
  await page.getByRole('menuitem', { name: 'Activar' }).click();
  await page.getByRole('alertdialog', { name: '¿Activar usuario?' }).getByRole('button', { name: 'Activar' }).click();
  await expect(nuevo).toContainText('Activo');
  await expect(nuevo).not.toContainText('Inactivo');
});
