import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

test('the login page is served by npm start', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Atalaya/);
});

test('empty fields get Spanish validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Ingrese su correo electrónico')).toBeVisible();
  await expect(page.getByText('Ingrese su contraseña')).toBeVisible();
});

test('a wrong password shows the server’s Spanish message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@demo.cl', 'clave-equivocada');
  await expect(page.getByRole('alert')).toContainText('Credenciales inválidas');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while signed out goes to login and comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bienvenido, Carolina Muñoz' })).toBeVisible();
  await expect(page.locator('[data-slot=sidebar]').getByText('Empresa Demo SpA')).toBeVisible();
});

test('a deep link to an area comes back to it after signing in', async ({ page }) => {
  await page.goto('/documentos/listado');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/documentos\/listado$/);
  await expect(page.getByRole('link', { name: 'Publicados' })).toHaveAttribute('aria-current', 'page');
});

test('logout returns to login and the old session no longer opens private pages', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'admin@otra.cl');
  await expect(page.getByText('Otra Empresa Ltda.').first()).toBeVisible();
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page.getByText('Otra Empresa Ltda.')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Otra Empresa Ltda.')).toHaveCount(0);
  // The cookies are gone: the session probe says signed out (200, no failed request in the console).
  const check = await page.request.get('/api/v1/auth/check-session');
  expect(check.status()).toBe(200);
  expect(await check.json()).toEqual({ active: false, user: null });
});

test('unknown paths show a Spanish not-found page', async ({ page }) => {
  await page.goto('/esto-no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});
