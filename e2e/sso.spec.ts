import { expect, test, type Page } from '@playwright/test';

/*
 * Microsoft / OIDC single sign-on in a popup against a real local OIDC provider (scripts/oidc-local.mjs,
 * started by the e2e server): its development login form signs in whatever email is typed.
 */

const SSO_BUTTON = { name: 'Iniciar sesión con Microsoft' };

// Three processes and two windows per journey (app, provider, popup): one retry absorbs a stall of
// the loaded CI machine; a real defect fails both attempts.
test.describe.configure({ retries: 1 });

/** Clicks the SSO button and returns the popup, showing the provider's login form. */
async function openPopup(page: Page) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', SSO_BUTTON).click()]);
  await expect(popup.locator('input[name=login]')).toBeVisible();
  return popup;
}

async function signInAtProvider(popup: Page, email: string) {
  await popup.locator('input[name=login]').fill(email);
  await popup.locator('input[name=password]').fill('cualquier-clave');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
}

/** Records the code_session bodies the page sends to /auth/oauth-session-login. */
function watchExchanges(page: Page) {
  const bodies: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/auth/oauth-session-login')) bodies.push(req.postData() ?? '');
  });
  return bodies;
}

test('signs in with Microsoft in a popup and lands on the dashboard; the code_session cannot be reused', async ({
  page,
  request,
}) => {
  const exchanges = watchExchanges(page);
  await page.goto('/login');
  const popup = await openPopup(page);
  await signInAtProvider(popup, 'admin@demo.cl');
  await expect.poll(() => popup.isClosed()).toBe(true);

  // Popup round trip, code exchange and a full reload of the app: allow for a loaded machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Bienvenido, Carolina Muñoz' })).toBeVisible();
  await expect(page.locator('[data-slot=sidebar]').getByText('Empresa Demo SpA')).toBeVisible();

  expect(exchanges).toHaveLength(1);
  const { code_session } = JSON.parse(exchanges[0]!) as { code_session: string };
  const reused = await request.post('/api/v1/auth/oauth-session-login', { data: { code_session } });
  expect(reused.status()).toBe(401);
  expect((await reused.json()).mensaje).toBe('Credenciales inválidas');
});

test('returns to the page that sent the user to the login after a Microsoft sign-in', async ({ page }) => {
  await page.goto('/documentos/listado');
  await expect(page).toHaveURL(/\/login$/);
  const popup = await openPopup(page);
  await signInAtProvider(popup, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/documentos\/listado$/, { timeout: 15_000 });
});

test('an email with no Atalaya user shows Credenciales inválidas', async ({ page }) => {
  await page.goto('/login');
  const popup = await openPopup(page);
  await signInAtProvider(popup, 'desconocido@ninguna.cl');
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByRole('alert')).toHaveText('Credenciales inválidas');
  await expect(page).toHaveURL(/\/login$/);
});

test('messages from another origin or another window are ignored', async ({ page }) => {
  const exchanges = watchExchanges(page);
  await page.goto('/login');
  const popup = await openPopup(page);

  // The popup is on the provider's origin now: whatever it posts is not from the app's origin.
  const providerOrigin = new URL(popup.url()).origin;
  expect(providerOrigin).not.toBe(new URL(page.url()).origin);
  await popup.evaluate(() => {
    window.opener.postMessage({ code_session: 'A'.repeat(43) }, '*');
    window.opener.postMessage({ error: 'Credenciales inválidas' }, '*');
  });
  // Same origin, but not the popup: the login page posting to itself.
  await page.evaluate(() => window.postMessage({ code_session: 'B'.repeat(43) }, window.location.origin));

  await page.waitForTimeout(500);
  expect(exchanges).toHaveLength(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  // The real answer still gets through afterwards.
  await signInAtProvider(popup, 'admin@demo.cl');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  expect(exchanges).toHaveLength(1);
});
