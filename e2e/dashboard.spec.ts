import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import type { Dashboard } from '@atalaya/shared/contracts/dashboard';

/*
 * Issue 8 acceptance: the dashboard shows the seeded figures (read from GET /dashboard and
 * checked against the filtered lists' totals, never hard-coded) and a card click lands on the
 * matching filtered list. Non-conformity figures are not relied on here.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/dash-shots';
const numero = new Intl.NumberFormat('es-CL');

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
}

async function dashboard(request: APIRequestContext): Promise<Dashboard> {
  const response = await request.get('/api/v1/dashboard');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Dashboard;
}

async function total(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(`/api/v1${url}`);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** The figure of the card (or the card whose row) titled `titulo`. */
const tarjeta = (page: Page, titulo: string) => page.locator(`[data-indicador="${titulo}"]`);

/** 'Mostrando 1 a n de N …' (or '0 resultados') of a list page. */
async function expectListTotal(page: Page, n: number) {
  if (n === 0) await expect(page.getByText('0 resultados')).toBeVisible();
  // The list's own total line: a filter badge ('1 activo') reads the same way.
  else if (n === 1) await expect(page.locator('p[aria-live="polite"]').getByText(/^1 [a-zá-ú ]+$/)).toBeVisible();
  else await expect(page.getByText(new RegExp(`^Mostrando 1 a \\d+ de ${numero.format(n)} `))).toBeVisible();
}

test('admin: the cards show the company figures and open the filtered lists', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'admin@demo.cl');
  const d = await dashboard(page.request);
  expect(d.documentos && d.riesgos && d.contratistas && d.denuncias && d.due_diligence).toBeTruthy();

  // The API's figures are the lists' totals with the filters the cards link to.
  expect(d.documentos!.documents_to_expire).toBe(await total(page.request, '/documento-publicado?estado=por_vencer'));
  expect(d.riesgos!.unresolved_risks).toBe(await total(page.request, '/riesgos/?estado=sin_cubrir'));
  expect(d.riesgos!.unresolved_risks).toBeGreaterThan(0);
  expect(d.contratistas!.blocked).toBe(await total(page.request, '/trabajadores/?tipo=contratista&estado=bloqueado'));
  expect(d.due_diligence!.en_progreso).toBe(await total(page.request, '/due-diligence/?estado=en_progreso'));
  // The demo's requirements (imported from the catalogue and evaluated): all but 'no aplica' count.
  const { requisitos_total, requisitos_cubiertos, compliance_rate } = d.documentos!;
  expect(requisitos_total).toBe(
    (await total(page.request, '/requisitos/?limit=1')) -
      (await total(page.request, '/requisitos/?estado_cumplimiento=no_aplica&limit=1')),
  );
  expect(requisitos_cubiertos).toBeGreaterThanOrEqual(
    await total(page.request, '/requisitos/?estado_cumplimiento=cumple'),
  );
  expect(compliance_rate).toBeGreaterThan(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible({ timeout: 20_000 });
  await expect(tarjeta(page, 'Riesgos no cubiertos').locator('[data-valor]')).toHaveText(
    numero.format(d.riesgos!.unresolved_risks),
  );
  // A percentage, not '—': the company has applicable requirements.
  const cumplimiento = tarjeta(page, 'Cumplimiento normativo');
  await expect(cumplimiento.locator('[data-valor]')).toHaveText(new RegExp(`^${numero.format(compliance_rate)}\\s?%$`));
  await expect(cumplimiento).toContainText(
    `${numero.format(requisitos_cubiertos)} de ${numero.format(requisitos_total)} requisitos aplicables cubiertos`,
  );
  await expect(tarjeta(page, 'Documentos por vencer').locator('[data-valor]')).toHaveText(
    numero.format(d.documentos!.documents_to_expire),
  );
  await expect(tarjeta(page, 'Contratistas').getByRole('link', { name: /^Bloqueados/ })).toContainText(
    numero.format(d.contratistas!.blocked),
  );
  await expect(tarjeta(page, 'Denuncias abiertas').locator('[data-valor]')).toHaveText(
    numero.format(d.denuncias!.abiertas),
  );
  await expect(tarjeta(page, 'Due diligence en progreso').locator('[data-valor]')).toHaveText(
    numero.format(d.due_diligence!.en_progreso),
  );
  await expect(page.locator('[data-slot=card-title]', { hasText: 'Actividad de los últimos 12 meses' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dashboard-admin.png`, fullPage: true });

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Risks not covered → Mis Riesgos filtered by 'Sin cubrir', the same total.
  await tarjeta(page, 'Riesgos no cubiertos').click();
  await expect(page).toHaveURL(/\/mi-empresa\/risks\?estado=sin_cubrir$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Riesgos' })).toBeVisible();
  await expectListTotal(page, d.riesgos!.unresolved_risks);
  await page.screenshot({ path: `${SHOTS}/riesgos-sin-cubrir.png` });

  // Documents about to expire → Publicados filtered by 'Por vencer'.
  await page.goto('/dashboard');
  await tarjeta(page, 'Documentos por vencer').click();
  await expect(page).toHaveURL(/\/documentos\/listado\?estado=por_vencer$/);
  await expectListTotal(page, d.documentos!.documents_to_expire);

  // Blocked contractors → Mis Trabajadores filtered by tipo and estado.
  await page.goto('/dashboard');
  await tarjeta(page, 'Contratistas')
    .getByRole('link', { name: /^Bloqueados/ })
    .click();
  await expect(page).toHaveURL(/\/mi-empresa\/trabajadores\?tipo=contratista&estado=bloqueado$/);
  await expectListTotal(page, d.contratistas!.blocked);

  // The old dashboard: the same figures as a table.
  await page.goto('/dashboard-old');
  const fila = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Riesgos no cubiertos' }) });
  await expect(fila.getByRole('cell').last()).toHaveText(numero.format(d.riesgos!.unresolved_risks));
  await page.screenshot({ path: `${SHOTS}/dashboard-old.png`, fullPage: true });
});

test('a whistleblower-channel user sees only the cases', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'denuncias@demo.cl');
  const d = await dashboard(page.request);
  expect(d.documentos ?? d.riesgos ?? d.contratistas ?? d.due_diligence ?? d.no_conformidades).toBeNull();
  expect(d.denuncias).not.toBeNull();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible({ timeout: 20_000 });
  await expect(tarjeta(page, 'Denuncias abiertas').locator('[data-valor]')).toHaveText(
    numero.format(d.denuncias!.abiertas),
  );
  await expect(page.locator('[data-indicador]')).toHaveCount(2);
  await expect(page.getByText('Riesgos no cubiertos')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dashboard-denuncias.png`, fullPage: true });

  // Pendientes → the inbox tab with the same total.
  await tarjeta(page, 'Denuncias abiertas')
    .getByRole('link', { name: /^Pendientes/ })
    .click();
  await expect(page).toHaveURL(/\/canal-denuncias\/pendientes$/);
  await expectListTotal(page, d.denuncias!.pendientes);
});
