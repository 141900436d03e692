import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

import { crearUsuarioActivo } from './usuario-activo';

const DEMO_PASSWORD = 'Atalaya.Demo.2026';
const INICIAL = 'Inicial.Cuenta.E2E.2026';
const NUEVA = 'Nueva.Cuenta.E2E.2026';

/**
 * A user of Empresa Demo SpA created for this spec by admin@demo.cl: changing a password must not
 * touch the demo accounts other specs sign in with.
 */
async function crearUsuario(browser: Browser) {
  const contexto = await browser.newContext();
  const login = await contexto.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const email = `cuenta.e2e.${Date.now()}@demo.cl`;
  await crearUsuarioActivo(
    contexto.request,
    { nombre: 'Josefa', apellido: 'Cuenta E2E', email, roles: ['admin_empresa'] },
    INICIAL,
  );
  await contexto.close();
  return email;
}

async function signedInPage(browser: Browser, email: string, path: string) {
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post('/api/v1/auth/login', { form: { username: email, password: INICIAL } });
  expect(res.ok()).toBe(true);
  await page.goto(path);
  return page;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('changing the password in one browser ends the session of another; the new password signs in', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const email = await crearUsuario(browser);
  const a = await signedInPage(browser, email, '/dashboard');
  const b = await signedInPage(browser, email, '/cuenta/plan');
  // The first pages of a run can be slow to load on a busy machine.
  await expect(b.getByRole('heading', { name: 'Mejorar plan', level: 1 })).toBeVisible({ timeout: 15_000 });

  // A reaches Cuenta from the user menu.
  await a.getByRole('button', { name: 'Menú de usuario: Josefa Cuenta E2E' }).click();
  await a.getByRole('menuitem', { name: 'Cuenta' }).click();
  await expect(a).toHaveURL(/\/cuenta$/);
  await expect(a.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible();
  await expect(a.getByText('2 (esta y otras)')).toBeVisible();
  await expectNoSeriousViolations(a);

  const form = a.getByRole('form', { name: 'Cambiar contraseña' });
  // A wrong current password is refused on its field.
  await form.getByLabel('Contraseña actual *').fill('no-es-la-clave');
  await form.getByLabel('Nueva contraseña *', { exact: true }).fill(NUEVA);
  await form.getByLabel('Confirmar nueva contraseña *').fill(NUEVA);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

  // The hint follows the server's rule; the toggle shows what was typed.
  const nueva = form.getByLabel('Nueva contraseña *', { exact: true });
  await nueva.fill('corta');
  await expect(form.getByText(/faltan 7/)).toBeVisible();
  await nueva.fill(NUEVA);
  await expect(form.getByText('Fuerte')).toBeVisible();
  await form.getByRole('button', { name: 'Mostrar nueva contraseña' }).click();
  await expect(nueva).toHaveAttribute('type', 'text');

  await form.getByLabel('Contraseña actual *').fill(INICIAL);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(a.getByText('Contraseña actualizada. Se cerraron sus otras sesiones.')).toBeVisible();
  await expect(a.getByText('1 (esta)')).toBeVisible();

  // B's next navigation inside the app finds its session ended.
  await b.getByRole('link', { name: 'Cobro' }).first().click();
  await expect(b).toHaveURL(/\/login$/);
  await expect(b.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  // A is still signed in.
  await a.reload();
  await expect(a.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible();
  await expect(a).toHaveURL(/\/cuenta$/);

  // The old password no longer works; the new one does.
  const api = await playwright.request.newContext({ baseURL: new URL(a.url()).origin });
  const vieja = await api.post('/api/v1/auth/login', { form: { username: email, password: INICIAL } });
  expect(vieja.status()).toBe(401);
  await api.dispose();
  await b.getByLabel('Correo electrónico').fill(email);
  await b.getByLabel('Contraseña', { exact: true }).fill(NUEVA);
  await b.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(b).not.toHaveURL(/\/login/);
  await expect(b.getByRole('button', { name: 'Menú de usuario: Josefa Cuenta E2E' })).toBeVisible();
});

test('Mejorar plan opens a support ticket; Cobro shows the credits', async ({ browser }) => {
  const email = await crearUsuario(browser);
  const page = await signedInPage(browser, email, '/dashboard');

  await page.getByRole('button', { name: 'Menú de usuario: Josefa Cuenta E2E' }).click();
  await page.getByRole('menuitem', { name: 'Mejorar plan' }).click();
  await expect(page).toHaveURL(/\/cuenta\/plan$/);
  await expect(page.getByRole('heading', { name: 'Plan actual: Empresa' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Comparación de planes' });
  await expect(tabla.getByRole('columnheader', { name: /Empresa.*Plan actual/ })).toBeVisible();
  await expect(tabla.getByRole('button', { name: 'Solicitar el plan Empresa' })).toHaveCount(0);

  await tabla.getByRole('button', { name: 'Solicitar el plan Profesional' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Solicitar el plan Profesional' });
  await dialogo.getByLabel('Comentario (opcional)').fill('Queremos evaluar un plan sin due diligence.');
  await dialogo.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialogo.getByText(/Solicitud enviada como ticket #\d+/)).toBeVisible();
  await dialogo.getByRole('link', { name: /Ver ticket #\d+/ }).click();
  await expect(page).toHaveURL(/\/soporte\/tickets\?ticket=\d+$/);
  await expect(page.getByRole('dialog', { name: /Solicitud de cambio al plan Profesional/ })).toBeVisible();

  await page.goto('/cuenta/cobro');
  await expect(page.getByRole('heading', { name: 'Cobro', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Últimos movimientos de créditos' })).toContainText(
    'Recarga de créditos',
  );
  await expect(page.getByRole('link', { name: 'abra un ticket de soporte' })).toHaveAttribute(
    'href',
    '/soporte/tickets',
  );
});
