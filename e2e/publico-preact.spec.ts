import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * The light public entry renders with Preact (vite.config.ts aliases react to preact/compat there):
 * what React 19 did by itself must still happen — each page's <title> names the browser tab and the
 * layout's <meta> tags reach the document's head — and the report form still validates in Spanish.
 */

const ADMIN_PASSWORD = 'Atalaya.Demo.2026';
let token = '';
let slug = '';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const config = await admin.get('/api/v1/canal-denuncia/configuracion');
  expect(config.ok()).toBe(true);
  ({ token, slug } = (await config.json()) as { token: string; slug: string });
  await admin.dispose();
});

test('each public page names the tab with its own title; the no-referrer and noindex metas are in the head', async ({
  page,
}) => {
  await page.goto(`/canal/${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Canal de denuncias/);
  await expect(page.locator('head meta[name="referrer"][content="no-referrer"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  await expect(page.locator('body title, body meta')).toHaveCount(0);

  await page
    .getByRole('link', { name: /hacer una denuncia/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/${token}$`));
  await expect(page).toHaveTitle(/^Hacer una denuncia/);
  // Moving between pages does not pile up the layout's metas.
  await expect(page.locator('head meta[name="referrer"]')).toHaveCount(1);

  await page.goto(`/consulta-denuncia/${token}`);
  await expect(page).toHaveTitle(/^Consultar una denuncia/);

  await page.goto('/canal/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveTitle(/^Canal no disponible/);
});

test('the report form sent empty shows its Spanish messages, and picking a category clears that one', async ({
  page,
}) => {
  await page.goto(`/${slug}/${token}`);
  await page.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(page.getByText('Seleccione una categoría.')).toBeVisible();
  await expect(page.getByText('Describa lo ocurrido con al menos 20 caracteres.')).toBeVisible();
  await page.getByRole('radio', { name: /Cohecho o soborno/ }).check();
  await expect(page.getByRole('radio', { name: /Cohecho o soborno/ })).toBeChecked();
  await page.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(page.getByText('Seleccione una categoría.')).toHaveCount(0);
});
