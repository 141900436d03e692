import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';

/** Signs in through the API (the login form has its own journeys in auth.spec.ts) and opens a page. */
async function signInAt(page: Page, email: string, path = '/dashboard') {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

const modules = (page: Page) => page.getByRole('navigation', { name: 'Módulos' });
const sidebarEntry = (page: Page, name: string) =>
  modules(page)
    .locator('[data-sidebar=menu-button]')
    .filter({ hasText: new RegExp(`^${name}$`) });

async function expectSidebar(page: Page, visible: string[], hidden: string[]) {
  for (const name of visible) await expect(sidebarEntry(page, name)).toBeVisible();
  for (const name of hidden) await expect(sidebarEntry(page, name)).toHaveCount(0);
}

const COMPANY_MODULES = [
  'Dashboard',
  'Mi Empresa',
  'Documentos',
  'Flujo documental',
  'Canal de Denuncias',
  'Due Diligences',
];
const PLATFORM_MODULES = ['Globales', 'Admin Due Diligences', 'Consultas Admiral'];
/** Company administrators (and the platform's) configure their own company. */
const ADMIN_MODULES = ['Configuración'];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.describe('sidebar by role', () => {
  test('admin_empresa sees the company modules and no platform module', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    await expect(page.getByRole('heading', { name: 'Bienvenido, Carolina Muñoz' })).toBeVisible();
    await expectSidebar(page, [...COMPANY_MODULES, ...ADMIN_MODULES], PLATFORM_MODULES);
    const sidebar = page.locator('[data-slot=sidebar]');
    await expect(sidebar.getByText('Empresa Demo SpA')).toBeVisible();
    await expect(sidebar.getByText('Empresa', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/soporte/tickets');
    await expect(page.getByRole('link', { name: 'Feedback' })).toBeVisible();
  });

  test('admin_atalaya sees them too, and the platform modules', async ({ page }) => {
    await signInAt(page, 'admin@atalaya.cl');
    await expectSidebar(page, [...COMPANY_MODULES, ...ADMIN_MODULES, ...PLATFORM_MODULES], []);
  });

  test('admin_user_denuncias sees only the whistleblower channel, plus Soporte', async ({ page }) => {
    await signInAt(page, 'denuncias@demo.cl');
    await expect(sidebarEntry(page, 'Canal de Denuncias')).toBeVisible();
    await expect(modules(page).locator('[data-sidebar=menu-button]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Soporte' })).toBeVisible();
  });

  test('a group opens on its active page and its entries navigate', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl', '/canal-denuncias/todas');
    await expect(modules(page).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
    await sidebarEntry(page, 'Documentos').click();
    await modules(page).getByRole('link', { name: 'Publicados' }).click();
    await expect(page).toHaveURL(/\/documentos\/listado$/);
    await expect(modules(page).getByRole('link', { name: 'Publicados' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('shell', () => {
  test('Ctrl+B collapses the sidebar to icons and the choice survives a reload', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    const sidebar = page.locator('[data-slot=sidebar]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveAttribute('data-collapsible', 'icon');

    await page.reload();
    await expect(page.locator('[data-slot=sidebar]')).toHaveAttribute('data-state', 'collapsed');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sidebar_state')?.value).toBe('false');

    await page.getByRole('button', { name: 'Mostrar u ocultar menú lateral' }).first().click();
    await expect(page.locator('[data-slot=sidebar]')).toHaveAttribute('data-state', 'expanded');
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.getByRole('button', { name: 'Tema: Claro' }).click();
    await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Tema: Oscuro' }).click();
    await page.getByRole('menuitemradio', { name: 'Sistema' }).click();
    await expect(page.getByRole('button', { name: 'Tema: Sistema' })).toBeVisible();
  });

  test('at 375 px the sidebar is a sheet', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAt(page, 'admin@demo.cl');
    await expect(page.getByRole('heading', { name: 'Bienvenido, Carolina Muñoz' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Módulos' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Mostrar u ocultar menú lateral' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú de navegación' });
    await expect(sheet).toBeVisible();
    await sheet.getByText('Canal de Denuncias').click();
    await sheet.getByRole('link', { name: 'Cerradas' }).click();
    await expect(page).toHaveURL(/\/canal-denuncias\/cerradas$/);
    await expect(sheet).toBeHidden();
  });

  test('the logo leads to the dashboard and unknown paths show the not-found page', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl', '/esto-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Módulos' })).toBeVisible();
    await page.getByRole('link', { name: 'Atalaya, ir al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the search opens a palette with the pages the user can open (Ctrl+K)', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    await expect(page.getByPlaceholder('Buscar por nombre, tipo o aplicación...')).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Buscar en Atalaya' });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole('option', { name: /Globales/ })).toHaveCount(0);
    await palette.getByRole('combobox').fill('publicados');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documentos\/listado$/);
    await expect(palette).toBeHidden();

    await page.getByPlaceholder('Buscar por nombre, tipo o aplicación...').click();
    // Company administrators configure their own company; platform pages stay out (see Globales above).
    await palette.getByRole('combobox').fill('configuracion');
    await expect(palette.getByRole('option', { name: /Configuración/ })).toBeVisible();
    await expect(palette.getByRole('option', { name: /Consultas Admiral/ })).toHaveCount(0);
  });
});

test.describe('notifications bell', () => {
  test('shows the unread count from the API', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    // The demo seeds two; the document jobs and other journeys on this server may have added more.
    const { total } = (await (await page.request.get('/api/v1/notificaciones/pendientes')).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(2);
    const bell = page.getByRole('button', { name: `Notificaciones: ${total} sin leer` });
    await expect(bell.locator('[data-slot=notification-count]')).toHaveText(total > 99 ? '99+' : String(total));
    const { data } = (await (await page.request.get('/api/v1/notificaciones/?limit=1')).json()) as {
      data: { titulo: string }[];
    };
    await bell.click();
    // The panel lists the latest ones first.
    await expect(page.getByRole('dialog').getByText(data[0]!.titulo).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas las notificaciones' })).toHaveAttribute(
      'href',
      '/notificaciones',
    );
  });

  test('has no badge without unread notifications', async ({ page }) => {
    await signInAt(page, 'revisor@demo.cl');
    // Other journeys on this server may have sent the reviewer documents to review: read them all first.
    const { data } = (await (await page.request.get('/api/v1/notificaciones/?limit=100')).json()) as {
      data: { id: number; leida: boolean }[];
    };
    for (const n of data.filter((n) => !n.leida)) {
      expect((await page.request.post(`/api/v1/notificaciones/${n.id}/leer`)).ok()).toBe(true);
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
    const bell = page.getByRole('button', { name: 'Notificaciones', exact: true });
    await expect(bell).toBeVisible();
    await expect(bell.locator('[data-slot=notification-count]')).toHaveCount(0);
  });
});

test.describe('user menu', () => {
  test('shows who is signed in and the account entries', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl');
    const trigger = page.getByRole('button', { name: 'Menú de usuario: Carolina Muñoz' });
    await expect(trigger).toContainText('admin@demo.cl');
    await expect(trigger).toContainText('CM');
    await trigger.click();
    const menu = page.getByRole('menu');
    for (const entry of ['Mejorar plan', 'Cuenta', 'Cobro', 'Notificaciones', 'Cerrar sesión']) {
      await expect(menu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Notificaciones' }).click();
    await expect(page).toHaveURL(/\/notificaciones$/);
  });
});

test('the platform admin switches the company it acts on', async ({ page }) => {
  await signInAt(page, 'admin@atalaya.cl');
  await page.getByRole('button', { name: 'Empresa: Atalaya SpA. Cambiar de empresa' }).click();
  await page.getByRole('option', { name: /Otra Empresa Ltda\./ }).click();
  await expect(page.getByRole('button', { name: 'Empresa: Otra Empresa Ltda.. Cambiar de empresa' })).toBeVisible();
  await expect(page.locator('[data-slot=sidebar]').getByText('Otra Empresa Ltda.')).toBeVisible();

  await page.reload();
  await expect(page.locator('[data-slot=sidebar]').getByText('Otra Empresa Ltda.')).toBeVisible();
  const check = await page.request.get('/api/v1/auth/check-session');
  expect((await check.json()).user.empresa.nombre).toBe('Otra Empresa Ltda.');
});

test('a plan without due diligence shows "Módulo no habilitado"', async ({ page }) => {
  await signInAt(page, 'admin@otra.cl', '/due-diligence/dashboard');
  await expect(page.getByRole('heading', { name: 'Módulo no habilitado' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bienvenido, Andrés Vidal' })).toBeVisible();
});

test.describe('accessibility (axe-core)', () => {
  test('no serious or critical violations on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('no serious or critical violations on the shell, light and dark', async ({ page }) => {
    await signInAt(page, 'admin@demo.cl', '/canal-denuncias/todas');
    await expect(page.getByRole('navigation', { name: 'Módulos' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousViolations(page);
  });
});
