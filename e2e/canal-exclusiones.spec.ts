import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';

/**
 * Issue 24 F3: keeping people with a conflict of interest out of a case asks for the reason, and
 * the case's history shows the remaining receivers whom, by whom and why.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/web-exclusiones-shots';
const PASS_DENUNCIA = 'Bodega-Norte-2026';
const MOTIVO = 'Carolina y Matías supervisan el área denunciada: conflicto de interés.';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, username: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/v1/auth/login', { form: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('Exclusions: a required reason, and a history that names whom, by whom and why', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  // A fresh anonymous report, filed through the public API.
  const admin = await playwrightRequest.newContext({ baseURL });
  expect(
    (await admin.post('/api/v1/auth/login', { form: { username: 'admin@demo.cl', password: PASSWORD } })).ok(),
  ).toBe(true);
  const { token } = (await (await admin.get('/api/v1/canal-denuncia/configuracion')).json()) as { token: string };
  const categorias = await admin.get(`/api/v1/categoria-denuncias/categoria-denuncias/?token=${token}`);
  const cohecho = ((await categorias.json()) as { data: Array<{ id: number; nombre: string }> }).data.find(
    (c) => c.nombre === 'Cohecho o soborno',
  )!;
  const envio = await admin.post('/api/v1/canal-denuncia/canal-denuncia/', {
    multipart: {
      token,
      categoria_id: String(cohecho.id),
      relato: 'En la bodega norte se aceptan regalos de un proveedor a cambio de recibir mercadería defectuosa.',
      anonima: 'true',
      pass_denuncia: PASS_DENUNCIA,
      pass_denuncia_confirmacion: PASS_DENUNCIA,
    },
  });
  expect(envio.status()).toBe(201);

  await signIn(page, 'denuncias@demo.cl');
  await page.goto('/canal-denuncias/pendientes');
  const fila = page.getByRole('table', { name: 'Denuncias pendientes' }).getByRole('row').nth(1);
  await expect(fila).toContainText('Cohecho o soborno');
  const enlace = fila.getByRole('link', { name: /DEN-\d{6}/ });
  const referencia = ((await enlace.textContent()) ?? '').trim();
  await enlace.click();
  await expect(page.getByRole('heading', { level: 1, name: `Denuncia ${referencia}` })).toBeVisible();
  const direccion = new URL(page.url()).pathname;

  // The dialog: nobody may exclude themself, and the reason is required.
  const tarjeta = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Personas excluidas' }) });
  await expect(tarjeta).toContainText('Nadie está excluido.');
  await tarjeta.getByRole('button', { name: 'Modificar exclusiones' }).click();
  const dialogo = page.getByRole('dialog', { name: `Exclusiones de la denuncia ${referencia}` });
  await expect(dialogo.getByRole('checkbox', { name: /Rodrigo Fuentes/ })).toHaveCount(0);
  await dialogo.getByRole('checkbox', { name: /Carolina Muñoz/ }).check();
  await dialogo.getByRole('checkbox', { name: /Matías Soto/ }).check();
  await dialogo.getByRole('button', { name: 'Guardar exclusiones' }).click();
  const motivo = dialogo.getByRole('textbox', { name: 'Motivo *' });
  await expect(dialogo.getByRole('alert')).toHaveText(/Indique el motivo de la exclusión/);
  await expect(motivo).toHaveAttribute('aria-invalid', 'true');
  await expect(motivo).toBeFocused();
  await expectNoSeriousViolations(page);
  await dialogo.screenshot({ path: `${SHOTS}/f3-dialogo-error.png` });
  await motivo.fill(MOTIVO);
  await page.screenshot({ path: `${SHOTS}/f3-dialogo.png` });
  await dialogo.getByRole('button', { name: 'Guardar exclusiones' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Exclusiones guardadas')).toBeVisible();
  await expect(tarjeta.getByRole('list', { name: 'Personas excluidas' })).toHaveText(/Carolina Muñoz\s*Matías Soto/);

  // The case is gone for the excluded administrator…
  await signIn(page, 'admin@demo.cl');
  await page.goto(direccion);
  await expect(page.getByRole('heading', { level: 1, name: `Denuncia ${referencia}` })).toHaveCount(0);

  // …and another administrator reads whom, by whom and why.
  await signIn(page, 'revisor@demo.cl');
  await page.goto(direccion);
  await expect(page.getByRole('heading', { level: 1, name: `Denuncia ${referencia}` })).toBeVisible();
  const historial = page.getByRole('list', { name: 'Historial' });
  const evento = historial.getByRole('listitem').filter({ hasText: 'Exclusiones modificadas' });
  await expect(evento).toContainText('Excluye a: Carolina Muñoz, Matías Soto');
  await expect(evento).toContainText(`Motivo: ${MOTIVO}`);
  await expect(evento).toContainText('Rodrigo Fuentes');
  await expectNoSeriousViolations(page);
  await evento.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/f3-historial.png`, fullPage: true });
  await historial.screenshot({ path: `${SHOTS}/f3-historial-detalle.png` });

  // On a phone the dialog fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await tarjeta.getByRole('button', { name: 'Modificar exclusiones' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/f3-dialogo-movil.png` });
  await admin.dispose();
});
