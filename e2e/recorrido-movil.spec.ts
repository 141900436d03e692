import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Issue 25 §4 (the new user's walk on a phone and on a wide screen): the dashboard no longer
 * stretches the phone page, the menu sheet keeps Soporte, Feedback and the user menu in view, list
 * rows are cards on a phone with their status and actions in view, and the actions table of
 * NC-2026-0003 fits at 1440 px. Each screen is photographed at 390 and 1440 px.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots/movil';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function signInAt(page: Page, path: string) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  await page.goto(path);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The page does not scroll sideways and no element sticks out of the viewport, except inside a
 * box that clips or scrolls it (a table's own scroll box, the clipped sr-only text).
 */
async function expectNoWiderThanViewport(page: Page) {
  const { viewport, scrollWidth, outside } = await page.evaluate(() => {
    const width = window.innerWidth;
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || (rect.right <= width + 1 && rect.left >= -1)) continue;
      if (clippedByAncestor(element)) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(rect.right)} px)`,
      );
    }
    return { viewport: width, scrollWidth: document.documentElement.scrollWidth, outside: found };
  });
  expect(outside).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Waits for a list's rows (the skeleton gone, the 'Mostrando…' line written). */
async function waitForRows(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(page.locator('p[aria-live="polite"]')).toHaveText(/^(Mostrando \d+ a \d+ de|1 )/);
}

/** The value next to the label `term` in a phone card. */
const cardValue = (card: Locator, term: string) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator(`dt:text-is("${term}")`) })
    .locator('dd');

/** The lists of issue 25 §4, with the column that carries each row's status. */
const LISTS: { path: string; title: string; status: string; name: string }[] = [
  { path: '/mi-empresa/trabajadores', title: 'Mis Trabajadores', status: 'Estado', name: 'trabajadores' },
  { path: '/documentos/registrar', title: 'Todos los documentos', status: 'Estado', name: 'documentos' },
  { path: '/documentos/listado', title: 'Documentos publicados', status: 'Estado', name: 'documentos-publicados' },
  { path: '/canal-denuncias/todas', title: 'Todas las denuncias', status: 'Estado', name: 'denuncias' },
  { path: '/no-conformidades/listado', title: 'No conformidades', status: 'Etapa', name: 'no-conformidades' },
  { path: '/mi-empresa/usuarios', title: 'Mis Usuarios', status: 'Estado', name: 'usuarios' },
];

test.describe('phone, 390 px', () => {
  test.use({ viewport: PHONE, colorScheme: 'light' });

  test('dashboard: the page keeps the phone width; the menu sheet shows Soporte, Feedback, the user menu and Cerrar sesión', async ({
    page,
  }) => {
    await signInAt(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The chart's table for screen readers is there (what stretched the page), and stays hidden.
    await expect(page.getByRole('table', { name: 'Actividad de los últimos 12 meses' })).toHaveCount(1);
    await expectNoWiderThanViewport(page);
    await expectNoSeriousViolations(page);
    await shot(page, 'dashboard-390');

    await page.getByRole('button', { name: 'Mostrar u ocultar menú lateral' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú de navegación' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Soporte' })).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('link', { name: 'Feedback' })).toBeInViewport({ ratio: 1 });
    const usuario = sheet.getByRole('button', { name: /Carolina Muñoz/ });
    await expect(usuario).toBeInViewport({ ratio: 1 });
    // The overlay dims the page without hiding it.
    const overlay = page.locator('[data-slot="sheet-overlay"]');
    await expect(overlay).toBeVisible();
    const alpha = await overlay.evaluate((element) => {
      const color = getComputedStyle(element).backgroundColor;
      const match = /\/\s*([\d.]+)\s*\)$/.exec(color) ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(color);
      return match ? Number(match[1]) : 1;
    });
    expect(alpha).toBeGreaterThan(0);
    expect(alpha).toBeLessThan(1);
    await page.screenshot({ path: `${SHOTS}/menu-390.png` });

    await usuario.click();
    const cerrar = page.getByRole('menuitem', { name: 'Cerrar sesión' });
    await expect(cerrar).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SHOTS}/menu-usuario-390.png` });
  });

  for (const list of LISTS) {
    test(`${list.path}: each row is a card with its ${list.status.toLowerCase()} and its actions in view`, async ({
      page,
    }) => {
      await signInAt(page, list.path);
      await waitForRows(page, list.title);
      const cards = page.getByRole('list', { name: list.title }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let i = 0; i < Math.min(count, 3); i++) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        await expect(cardValue(card, list.status)).toBeInViewport({ ratio: 1 });
        await expect(cardValue(card, list.status)).not.toBeEmpty();
        await expect(card.getByRole('button', { name: /^Acciones de / })).toBeInViewport({ ratio: 1 });
      }
      // The row actions open from the card.
      await cards
        .first()
        .getByRole('button', { name: /^Acciones de / })
        .click();
      await expect(page.getByRole('menu')).toBeInViewport();
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoWiderThanViewport(page);
      await expectNoSeriousViolations(page);
      await shot(page, `${list.name}-390`);
    });
  }

  test('NC-2026-0003: each action is a card with its state and buttons in view', async ({ page }) => {
    await signInAt(page, '/no-conformidades/listado?q=NC-2026-0003');
    await page.getByRole('link', { name: 'NC-2026-0003' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /NC-2026-0003/ })).toBeVisible();
    const acciones = page.getByRole('list', { name: 'Acciones de la no conformidad' }).getByRole('listitem');
    await expect(acciones).not.toHaveCount(0);
    const primera = acciones.first();
    await primera.scrollIntoViewIfNeeded();
    await expect(primera.getByRole('combobox', { name: /^Estado de la acción/ })).toBeInViewport({ ratio: 1 });
    await expect(primera.getByRole('button', { name: /^Evidencias de la acción/ })).toBeInViewport({ ratio: 1 });
    await expect(primera.getByRole('button', { name: /^Editar la acción/ })).toBeInViewport({ ratio: 1 });
    await expect(primera.getByRole('button', { name: /^Eliminar la acción/ })).toBeInViewport({ ratio: 1 });
    await expectNoWiderThanViewport(page);
    await expectNoSeriousViolations(page);
    await shot(page, 'nc-2026-0003-390');
  });
});

test.describe('wide screen, 1440 px', () => {
  test.use({ viewport: WIDE, colorScheme: 'light' });

  test('dashboard: nothing wider than the screen', async ({ page }) => {
    await signInAt(page, '/dashboard');
    await expect(page.getByRole('table', { name: 'Actividad de los últimos 12 meses' })).toHaveCount(1);
    await expectNoWiderThanViewport(page);
    await shot(page, 'dashboard-1440');
  });

  for (const list of LISTS) {
    test(`${list.path}: the table fits, with its ${list.status.toLowerCase()} column and the row actions in view`, async ({
      page,
    }) => {
      await signInAt(page, list.path);
      await waitForRows(page, list.title);
      const tabla = page.getByRole('table', { name: list.title });
      await expect(tabla.getByRole('columnheader', { name: list.status, exact: true })).toBeInViewport({ ratio: 1 });
      const fila = tabla.getByRole('row').nth(1);
      await expect(fila.getByRole('button', { name: /^Acciones de / })).toBeInViewport({ ratio: 1 });
      // The table does not scroll sideways inside its box: nothing is cut off.
      const [scroll, client] = await tabla.evaluate((table) => [
        table.parentElement!.scrollWidth,
        table.parentElement!.clientWidth,
      ]);
      expect(scroll).toBeLessThanOrEqual(client);
      await expectNoWiderThanViewport(page);
      await expectNoSeriousViolations(page);
      await shot(page, `${list.name}-1440`);
    });
  }

  test('NC-2026-0003: the actions table is not clipped and its row actions show', async ({ page }) => {
    await signInAt(page, '/no-conformidades/listado?q=NC-2026-0003');
    await page.getByRole('link', { name: 'NC-2026-0003' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /NC-2026-0003/ })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Acciones de la no conformidad' });
    const filas = tabla.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(filas).not.toHaveCount(0);
    const [scroll, client] = await tabla.evaluate((table) => [
      table.parentElement!.scrollWidth,
      table.parentElement!.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
    await tabla.scrollIntoViewIfNeeded();
    for (const encabezado of ['Acción', 'Responsable', 'Plazo', 'Estado', 'Evidencias y acciones']) {
      await expect(tabla.getByRole('columnheader', { name: encabezado, exact: true })).toBeInViewport({ ratio: 1 });
    }
    const primera = filas.first();
    await expect(primera.getByRole('button', { name: /^Evidencias de la acción/ })).toBeInViewport({ ratio: 1 });
    await expect(primera.getByRole('button', { name: /^Editar la acción/ })).toBeInViewport({ ratio: 1 });
    await expect(primera.getByRole('button', { name: /^Eliminar la acción/ })).toBeInViewport({ ratio: 1 });
    await expectNoWiderThanViewport(page);
    await expectNoSeriousViolations(page);
    await shot(page, 'nc-2026-0003-1440');
  });
});
