import { mkdirSync, readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';

/**
 * The public whistleblower channel (issue 6) as a reporter uses it: no session, a phone-sized
 * screen, the keyboard only. Also axe-core on every public page and screenshots for review.
 */

const ADMIN_PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/web-canal-publico-shots';
const PASS_DENUNCIA = 'Bodega-Norte-2026';
const RELATO = 'El jefe de bodega pidió un pago a un proveedor para adjudicarle la compra de insumos de marzo.';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// 1×1 PNG and a one-page PDF: small real files the server accepts as evidence.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let token = '';
let slug = '';
let codigo = '';

test.use({ viewport: PHONE });

test.beforeAll(async ({ baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  // The channel token as the company's admin sees it in the channel configuration; a context of its
  // own, so the reporter's browser never carries a session.
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const config = await admin.get('/api/v1/canal-denuncia/configuracion');
  expect(config.ok()).toBe(true);
  const body = (await config.json()) as { token: string; slug: string };
  token = body.token;
  slug = body.slug;
  await admin.dispose();
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Phone and desktop captures of the current page (back to the phone size afterwards). */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

/** Presses Tab until `target` has the focus: how a keyboard user reaches a field. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe.serial('public channel', () => {
  test('the channel page explains the channel and leads to the form and the lookup', async ({ page }) => {
    await page.goto(`/canal/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Canal de denuncias' })).toBeVisible();
    for (const titulo of [
      'Qué puede denunciar',
      'Anonimato y confidencialidad',
      'Cómo hacer seguimiento',
      'Canales externos',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Consultar una denuncia' })).toHaveAttribute(
      'href',
      `/consulta-denuncia/${token}`,
    );
    await expectNoViolations(page);
    await shots(page, '1-canal');

    await tabTo(page, page.getByRole('link', { name: 'Hacer una denuncia' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${slug}/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();
  });

  test('an unknown channel says it is not available', async ({ page }) => {
    await page.goto('/canal/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Este canal de denuncias no está disponible' })).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '0-canal-no-disponible');
  });

  test('a report completed with the keyboard only: Ley Karin refuses anonymity, the code is shown once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    await page.goto(`/${slug}/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '2-formulario');

    // Sending it empty: the first error gets the focus and every message is tied to its field.
    await tabTo(page, page.getByRole('button', { name: 'Enviar denuncia' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Seleccione una categoría.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Acoso laboral/ })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /¿Qué ocurrió\?/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);
    await shots(page, '3-formulario-errores');

    // Ley Karin: the category forces 'Identificada' and says why.
    await page.keyboard.press('Space');
    const anonima = page.getByRole('radio', { name: /^Anónima/ });
    await expect(page.getByRole('radio', { name: /^Identificada/ })).toBeChecked();
    await expect(anonima).toBeDisabled();
    await expect(page.getByText(/requieren identificar a quien denuncia/).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Nombre completo/ })).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '3b-formulario-ley-karin');

    // Another category (arrow keys within the group): anonymity is possible again.
    const cohecho = page.getByRole('radio', { name: /^Cohecho o soborno/ });
    for (let i = 0; i < 5 && !(await cohecho.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(cohecho).toBeChecked();
    await expect(anonima).toBeEnabled();

    await tabTo(page, page.getByRole('textbox', { name: /¿Qué ocurrió\?/ }));
    await page.keyboard.type(RELATO);
    await page.keyboard.press('Tab'); // ¿Cuándo ocurrió?
    // Day and month alike: the segment order follows the browser's own locale.
    await page.keyboard.type('10102026');
    await expect(page.getByLabel('¿Cuándo ocurrió?')).toHaveValue('2026-10-10');
    await page.keyboard.press('Tab');
    while (
      !(await page.getByRole('textbox', { name: /¿Dónde ocurrió\?/ }).evaluate((el) => el === document.activeElement))
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('Bodega central, Santiago');

    // Identity: the group's checked radio takes the focus; an arrow key moves to 'Anónima'.
    await tabTo(page, page.getByRole('radio', { name: /^Identificada/ }));
    await page.keyboard.press('ArrowRight');
    await expect(anonima).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Nombre completo/ })).toHaveCount(0);

    // Evidence: the file chooser is the one step done for the keyboard user.
    const picker = page.getByLabel(/Adjuntar archivos/);
    await tabTo(page, picker);
    await picker.setInputFiles([
      { name: 'foto-bodega.png', mimeType: 'image/png', buffer: PNG },
      { name: 'cotizacion.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(page.getByRole('button', { name: 'Quitar foto-bodega.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quitar cotizacion.pdf' })).toBeVisible();

    await tabTo(page, page.getByLabel(/^Contraseña/));
    await page.keyboard.type(PASS_DENUNCIA);
    await expect(page.getByText('Seguridad de la contraseña:')).toContainText(/Buena|Muy buena/);
    await tabTo(page, page.getByLabel(/^Repita la contraseña/));
    await page.keyboard.type(PASS_DENUNCIA);
    await expectNoViolations(page);

    await page.keyboard.press('Enter'); // submits the form
    await expect(page.getByRole('heading', { name: 'Su denuncia fue enviada' })).toBeVisible();
    await expect(page).toHaveURL(`/denuncia-exitosa/${token}`);
    codigo = ((await page.locator('#codigo-denuncia').textContent()) ?? '').replace(/\s/g, '');
    expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    await expect(page.getByText('Guarde este código y su contraseña: no se pueden recuperar.')).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '4-exitosa');

    await tabTo(page, page.getByRole('button', { name: 'Copiar código' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codigo);

    await tabTo(page, page.getByRole('button', { name: 'Descargar comprobante' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const recibo = readFileSync((await download.path())!, 'utf8');
    expect(recibo).toContain(`Código de la denuncia: ${codigo}`);
    expect(recibo).toContain('Empresa Demo');
    expect(recibo).not.toContain(PASS_DENUNCIA);

    // Nothing about the report in any address; nothing requested from another origin.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual(
      [],
    );
    expect(requests.filter((u) => u.includes(encodeURIComponent(PASS_DENUNCIA)) || u.includes('Bodega'))).toEqual([]);

    // Shown once: a reload no longer has it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'El código ya no se muestra' })).toBeVisible();
    await expect(page.getByText(codigo)).toHaveCount(0);
    await shots(page, '5-exitosa-recargada');
  });

  test('the lookup refuses a wrong password and then shows the report as received', async ({ page }) => {
    expect(codigo).not.toBe('');
    await page.goto(`/consulta-denuncia/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar una denuncia' })).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '6-consulta');

    const codigoInput = page.getByRole('textbox', { name: /Código de la denuncia/ });
    await tabTo(page, codigoInput);
    await page.keyboard.type(codigo.toLowerCase());
    await page.keyboard.press('Tab');
    await page.keyboard.type('Otra-Clave-9999');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Credenciales inválidas');
    await expectNoViolations(page);
    await shots(page, '7-consulta-error');

    const pass = page.getByLabel(/^Contraseña/);
    await pass.fill('');
    await tabTo(page, pass);
    await page.keyboard.type(PASS_DENUNCIA);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Su denuncia' })).toBeVisible();
    await expect(page.getByText('Recibida', { exact: true })).toBeVisible();
    await expect(page.getByText('foto-bodega.png')).toBeVisible();
    await expect(page.getByText('cotizacion.pdf')).toBeVisible();
    await expect(page).toHaveURL(`/consulta-denuncia/${token}`);
    await expectNoViolations(page);
    await shots(page, '8-consulta-detalle');

    // The reporter's own files come back decrypted.
    await tabTo(page, page.getByRole('button', { name: 'Descargar cotizacion.pdf' }));
    const [archivo] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(archivo.suggestedFilename()).toBe('cotizacion.pdf');
    expect(readFileSync((await archivo.path())!).equals(PDF)).toBe(true);

    // The reporter answers and adds a file, still with the keyboard.
    await tabTo(page, page.getByRole('textbox', { name: 'Responder a la empresa' }));
    await page.keyboard.type('Agrego la cotización original que recibió el proveedor.');
    await tabTo(page, page.getByRole('button', { name: 'Enviar mensaje' }));
    await page.keyboard.press('Enter');
    const hilo = page.getByRole('region', { name: 'Mensajes' }).getByRole('listitem');
    await expect(hilo.filter({ hasText: 'Agrego la cotización original' })).toContainText('Usted');

    const agregar = page.getByLabel('Agregar evidencia');
    await tabTo(page, agregar);
    await agregar.setInputFiles([{ name: 'cotizacion-original.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await tabTo(page, page.getByRole('button', { name: 'Subir archivos' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Archivos agregados a su denuncia.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Evidencia' }).getByText('cotizacion-original.pdf')).toBeVisible();
    await expectNoViolations(page);
    await shots(page, '8b-consulta-respuesta');
  });

  test("the demo's closed report opens with the code and password published in the README", async ({ page }) => {
    await page.goto(`/consulta-denuncia/${token}`);
    await page.getByRole('textbox', { name: /Código de la denuncia/ }).fill('DEMA-2026-0000-0001');
    await page.getByLabel(/^Contraseña/).fill('Demo.Denuncia.2026');
    await page.getByRole('button', { name: /Consultar/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Su denuncia' })).toBeVisible();
    await expect(page.getByText('Cerrada', { exact: true })).toBeVisible();
    await expect(page.getByText('Infracción laboral')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resolución' })).toContainText(
      'Su denuncia fue investigada y se confirmaron los hechos.',
    );
    await expectNoViolations(page);
    await shots(page, '8c-consulta-demo-cerrada');
  });

  test('the error page offers to try again', async ({ page }) => {
    await page.goto(`/denuncia-error/${token}`);
    await expect(page.getByRole('heading', { name: 'No se pudo enviar la denuncia' })).toBeVisible();
    await expect(page.getByText('Error creando denuncia')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute('href', `/${slug}/${token}`);
    await expectNoViolations(page);
    await shots(page, '9-error');
  });
});
