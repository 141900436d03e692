import { mkdirSync, readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Issue 6's journey across both sides of the whistleblower channel: an anonymous report with a
 * photo and a PDF through the public form, worked by the channel user (admin_user_denuncias) from
 * Pendientes to closure, while the reporter follows it with code and password.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/web-casos-shots';
const PASS_DENUNCIA = 'Compras-Marzo-2026';
const RELATO =
  'El encargado de compras pidió un pago a un proveedor de insumos para adjudicarle la licitación de marzo.';
const MENSAJE_AL_DENUNCIANTE =
  'Recibimos su denuncia y ya la estamos revisando. ¿Puede indicar el nombre del proveedor?';
const NOTA_INTERNA = 'Revisar las órdenes de compra de marzo con el área de finanzas.';
const RESPUESTA = 'El proveedor es Insumos del Sur. Adjunto el correo donde se pide el pago.';
const MENSAJE_CIERRE = 'Su denuncia fue investigada y se adoptaron medidas. Gracias por ayudarnos a mejorar.';

/** A real 24×24 PNG (an RGB gradient), built here so the test needs no fixture file. */
function png(): Buffer {
  const ancho = 24;
  const alto = 24;
  const crc32 = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const filas = Buffer.alloc((ancho * 3 + 1) * alto);
  for (let y = 0; y < alto; y++) {
    const fila = y * (ancho * 3 + 1);
    for (let x = 0; x < ancho; x++) filas.set([x * 10, y * 10, 160], fila + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filas)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = (texto: string) =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${texto}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const FOTO = png();
const COTIZACION = pdf('cotizacion');
const CORREO = pdf('correo del proveedor');

let token = '';
let slug = '';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async ({ baseURL }) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post('/api/v1/auth/login', { form: { username: 'admin@demo.cl', password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const config = await admin.get('/api/v1/canal-denuncia/configuracion');
  expect(config.ok()).toBe(true);
  ({ token, slug } = (await config.json()) as { token: string; slug: string });
  await admin.dispose();
});

interface Resumen {
  todas: number;
  pendientes: number;
  en_revision: number;
  cerradas: number;
  con_alerta: number;
}

/** The inbox tab counts `username` sees now (the demo seed already has reports). */
async function resumenDe(baseURL: string | undefined, username: string): Promise<Resumen> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/v1/auth/login', { form: { username, password: PASSWORD } })).ok()).toBe(true);
    const { user } = (await (await api.get('/api/v1/auth/check-session')).json()) as { user: { id_empresa: number } };
    const res = await api.get(`/api/v1/canal-denuncia/canal-denuncia/${user.id_empresa}/resumen`);
    expect(res.ok()).toBe(true);
    return (await res.json()) as Resumen;
  } finally {
    await api.dispose();
  }
}

async function signIn(page: Page, username: string) {
  const response = await page.request.post('/api/v1/auth/login', { form: { username, password: PASSWORD } });
  expect(response.ok()).toBe(true);
}

/** A browser with no session: how a reporter arrives. */
async function denunciante(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

async function consultar(page: Page, codigo: string) {
  await page.goto(`/consulta-denuncia/${token}`);
  await page.getByRole('textbox', { name: /Código de la denuncia/ }).fill(codigo);
  await page.getByLabel(/^Contraseña/).fill(PASS_DENUNCIA);
  await page.getByRole('button', { name: /Consultar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Su denuncia' })).toBeVisible();
}

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  // The list is gone (its closing animation can linger) before anything else looks at the page.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

const paso = (page: Page, titulo: string | RegExp) => page.getByRole('region', { name: titulo });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('Canal de denuncias: an anonymous report from the public form to its closure, followed by the reporter', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const antes = await resumenDe(baseURL, 'denuncias@demo.cl');

  // ---- the reporter files an anonymous report with a photo and a PDF ----------------------------
  const reporter = await denunciante(browser);
  const pub = reporter.page;
  await pub.goto(`/${slug}/${token}`);
  await expect(pub.getByRole('heading', { level: 1, name: 'Hacer una denuncia' })).toBeVisible();

  // A Ley Karin category requires identification: 'Anónima' cannot be chosen and the form says why.
  await pub.getByRole('radio', { name: /^Acoso laboral/ }).check();
  await expect(pub.getByRole('radio', { name: /^Identificada/ })).toBeChecked();
  await expect(pub.getByRole('radio', { name: /^Anónima/ })).toBeDisabled();
  await expect(pub.getByText(/requieren identificar a quien denuncia/).first()).toBeVisible();

  await pub.getByRole('radio', { name: /^Cohecho o soborno/ }).check();
  await expect(pub.getByRole('radio', { name: /^Anónima/ })).toBeEnabled();
  await pub.getByRole('radio', { name: /^Anónima/ }).check();
  await pub.getByRole('textbox', { name: /¿Qué ocurrió\?/ }).fill(RELATO);
  await pub.getByRole('textbox', { name: /¿Dónde ocurrió\?/ }).fill('Oficina de compras, Santiago');
  await pub.getByLabel(/Adjuntar archivos/).setInputFiles([
    { name: 'foto-oficina.png', mimeType: 'image/png', buffer: FOTO },
    { name: 'cotizacion.pdf', mimeType: 'application/pdf', buffer: COTIZACION },
  ]);
  await pub.getByLabel(/^Contraseña/).fill(PASS_DENUNCIA);
  await pub.getByLabel(/^Repita la contraseña/).fill(PASS_DENUNCIA);
  await pub.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(pub.getByRole('heading', { name: 'Su denuncia fue enviada' })).toBeVisible();
  const codigo = ((await pub.locator('#codigo-denuncia').textContent()) ?? '').replace(/\s/g, '');
  expect(codigo).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);

  // ---- the channel user finds it under Pendientes with its 7-day clock ---------------------------
  await signIn(page, 'denuncias@demo.cl');
  await page.goto('/dashboard');
  const modulos = page.getByRole('navigation', { name: 'Módulos' });
  const pendientesMenu = modulos.getByRole('link', { name: 'Pendientes' });
  if (!(await pendientesMenu.isVisible())) await modulos.getByRole('button', { name: 'Canal de Denuncias' }).click();
  await pendientesMenu.click();
  await expect(page).toHaveURL(/\/canal-denuncias\/pendientes$/);
  await expect(page.getByRole('heading', { level: 1, name: /Denuncias pendientes/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Bandejas de denuncias' });
  await expect(tabs.getByRole('link', { name: /Pendientes/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /Pendientes/ })).toHaveText(
    new RegExp(`^Pendientes\\s*${antes.pendientes + 1}$`),
  );

  // The newest report heads the list (the demo's own pending reports follow it).
  const tabla = page.getByRole('table', { name: 'Denuncias pendientes' });
  const fila = tabla.getByRole('row').nth(1);
  await expect(fila).toContainText('Cohecho o soborno');
  await expect(fila).toContainText(/DEN-\d{6}/);
  await expect(fila).toContainText('Ley 20.393');
  await expect(fila).toContainText('Recibida');
  await expect(fila).toContainText('Sin clasificar');
  await expect(fila).toContainText('Acuse de recibo (7 días)');
  await expect(fila).toContainText(/vence en 7 días/);
  const referencia = ((await fila.getByRole('link', { name: /DEN-\d{6}/ }).textContent()) ?? '').trim();
  await expectNoSeriousViolations(page);
  await shot(page, '1-bandeja-pendientes');

  // ---- the case: clocks, story, anonymous reporter, evidence ------------------------------------
  await fila.getByRole('link', { name: referencia }).click();
  await expect(page).toHaveURL(/\/canal-denuncias\/pendientes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Denuncia ${referencia}` })).toBeVisible();
  const plazos = page.getByRole('list', { name: 'Plazos legales' });
  await expect(plazos.getByRole('listitem').filter({ hasText: 'Acuse de recibo' })).toContainText('vence en 7 días');
  await expect(plazos.getByRole('listitem').filter({ hasText: 'Respuesta al denunciante' })).toContainText('En plazo');
  await expect(page.getByText(RELATO)).toBeVisible();
  await expect(page.getByText(/Anónima: el denunciante no se identificó/)).toBeVisible();
  const evidencias = page.getByRole('list', { name: 'Evidencias de la denuncia' });
  await expect(evidencias.getByRole('listitem')).toHaveCount(2);
  // The PDF comes back as it was sent (decrypted by the server).
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    evidencias.getByRole('button', { name: 'Descargar cotizacion.pdf' }).click(),
  ]);
  expect(readFileSync((await descarga.path())!).equals(COTIZACION)).toBe(true);
  const historial = page.getByRole('list', { name: 'Historial' });
  await expect(historial).toContainText('Denuncia recibida');
  // Opening the case and the download are recorded; shown on request.
  await expect(historial).not.toContainText('Evidencia descargada');
  await page.getByLabel(/Mostrar consultas y descargas/).check();
  await expect(historial).toContainText('Denuncia consultada');
  await expect(historial).toContainText('Evidencia descargada');
  await page.getByLabel(/Mostrar consultas y descargas/).uncheck();
  await expectNoSeriousViolations(page);
  await shot(page, '2-detalle-recibida');

  // Classify it: severity, investigator.
  const clasificacion = paso(page, '1. Clasificación');
  await clasificacion.getByRole('button', { name: 'Clasificar' }).click();
  const dialogo = page.getByRole('dialog', { name: `Clasificar ${referencia}` });
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo.getByText('Seleccione la gravedad.')).toBeVisible();
  await choose(page, dialogo, 'Gravedad *', 'Alta');
  await choose(page, dialogo, 'Investigador', /denuncias@demo\.cl/);
  await expectNoSeriousViolations(page);
  await shot(page, '3-clasificar-dialogo');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Denuncia clasificada')).toBeVisible();
  const encabezado = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(encabezado).toContainText('En revisión');
  await expect(encabezado).toContainText('Alta');
  // The case left Pendientes: its address and breadcrumb follow it to 'En revisión'.
  await expect(page).toHaveURL(/\/canal-denuncias\/en-revision\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('En revisión');
  await expect(plazos.getByRole('listitem').filter({ hasText: 'Acuse de recibo' })).toContainText('Cumplido');
  await expect(clasificacion).toContainText('Rodrigo Fuentes');

  // An internal note and a message to the reporter: told apart in the thread.
  const mensajes = page.getByRole('form', { name: 'Nuevo mensaje' });
  await mensajes.getByLabel('Mensaje').fill(NOTA_INTERNA);
  await expect(mensajes.getByRole('radio', { name: 'Nota interna (solo el equipo)' })).toBeChecked();
  await mensajes.getByRole('button', { name: 'Guardar nota interna' }).click();
  await expect(page.getByText('Nota interna guardada')).toBeVisible();
  await mensajes.getByLabel('Mensaje').fill(MENSAJE_AL_DENUNCIANTE);
  await mensajes.getByRole('radio', { name: 'Visible para el denunciante' }).check();
  await mensajes.locator('input[type=file]').setInputFiles({
    name: 'formulario-proveedores.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('formulario'),
  });
  await expect(mensajes.getByRole('list', { name: 'Archivos por adjuntar' })).toContainText(
    'formulario-proveedores.pdf',
  );
  await mensajes.getByRole('button', { name: 'Enviar al denunciante' }).click();
  await expect(page.getByText('Mensaje enviado al denunciante')).toBeVisible();
  const hilo = page.getByRole('list', { name: 'Mensajes' });
  await expect(hilo.getByRole('listitem').filter({ hasText: MENSAJE_AL_DENUNCIANTE })).toContainText(
    'formulario-proveedores.pdf',
  );
  await expect(hilo.getByRole('listitem').filter({ hasText: NOTA_INTERNA })).toContainText('Nota interna');
  await expect(hilo.getByRole('listitem').filter({ hasText: MENSAJE_AL_DENUNCIANTE })).toContainText(
    'Mensaje al denunciante',
  );
  await shot(page, '4-detalle-clasificada-mensajes');

  // ---- the reporter reads the message and answers with another file -----------------------------
  await consultar(pub, codigo);
  await expect(pub.getByText('En revisión', { exact: true })).toBeVisible();
  await expect(pub.getByText(MENSAJE_AL_DENUNCIANTE)).toBeVisible();
  await expect(pub.getByRole('button', { name: 'Descargar formulario-proveedores.pdf' })).toBeVisible();
  await expect(pub.getByText(NOTA_INTERNA)).toHaveCount(0);
  await pub.getByRole('textbox', { name: /Responder a la empresa/ }).fill(RESPUESTA);
  await pub.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(pub.getByText(RESPUESTA)).toBeVisible();
  await pub
    .getByLabel(/Agregar evidencia/)
    .setInputFiles([{ name: 'correo-proveedor.pdf', mimeType: 'application/pdf', buffer: CORREO }]);
  await pub.getByRole('button', { name: 'Subir archivos' }).click();
  await expect(pub.getByText('Archivos agregados a su denuncia.')).toBeVisible();
  await pub.screenshot({ path: `${SHOTS}/5-denunciante-responde.png`, fullPage: true });

  // ---- back to the case: the answer and its file are there ---------------------------------------
  await page.reload();
  await expect(hilo.getByRole('listitem').filter({ hasText: RESPUESTA })).toContainText('Del denunciante');
  await expect(evidencias.getByRole('listitem')).toHaveCount(4);
  await expect(evidencias).toContainText('correo-proveedor.pdf');

  // Investigation, with evidence titled and described.
  const investigacion = paso(page, '2. Investigación');
  await investigacion.getByRole('button', { name: 'Iniciar investigación' }).click();
  const invDialogo = page.getByRole('dialog', { name: 'Nueva investigación' });
  await invDialogo.getByLabel('Título *').fill('Revisión de la licitación de insumos');
  await invDialogo.getByLabel('Descripción y diligencias').fill('Entrevistas y revisión de correos de compras.');
  await invDialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(invDialogo).toBeHidden();
  await expect(encabezado).toContainText('En investigación');
  await investigacion.getByRole('button', { name: /^Agregar evidencia/ }).click();
  const evDialogo = page.getByRole('dialog', { name: /Agregar evidencia a «Revisión de la licitación/ });
  await evDialogo.getByLabel('Título *').fill('Acta de entrevista');
  await evDialogo.getByLabel('Descripción').fill('Entrevista al encargado de compras.');
  await evDialogo.locator('input[type=file]').setInputFiles({
    name: 'acta-entrevista.pdf',
    mimeType: 'application/pdf',
    buffer: pdf('acta'),
  });
  await evDialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(evDialogo).toBeHidden();
  await expect(investigacion.getByRole('list', { name: /Evidencias de Revisión/ })).toContainText('Acta de entrevista');
  await expect(investigacion).toContainText('Entrevista al encargado de compras.');
  await shot(page, '6-detalle-investigacion');

  // A plan needs a root cause first.
  const plan = paso(page, '4. Plan de acción');
  await expect(plan.getByRole('button', { name: 'Agregar plan de acción' })).toHaveCount(0);
  await expect(plan).toContainText('Registre al menos una causa raíz');
  const causa = paso(page, '3. Causa raíz');
  await causa.getByRole('button', { name: 'Registrar causa raíz' }).click();
  const causaDialogo = page.getByRole('dialog', { name: 'Registrar causa raíz' });
  await causaDialogo.getByLabel('Causa raíz *').fill('Un solo encargado aprueba y adjudica las compras.');
  await causaDialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(causaDialogo).toBeHidden();
  await expect(causa).toContainText('Un solo encargado aprueba y adjudica las compras.');

  await plan.getByRole('button', { name: 'Agregar plan de acción' }).click();
  const planDialogo = page.getByRole('dialog', { name: 'Nuevo plan de acción' });
  await planDialogo.getByLabel('Título *').fill('Separar aprobación y adjudicación');
  await choose(page, planDialogo, 'Responsable', /denuncias@demo\.cl/);
  await planDialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(planDialogo).toBeHidden();
  await expect(encabezado).toContainText('Plan de acción');
  const planes = plan.getByRole('list', { name: 'Planes de acción' });
  await expect(planes).toContainText('Pendiente');
  await plan.getByRole('button', { name: /^Editar plan Separar/ }).click();
  const editarPlan = page.getByRole('dialog', { name: 'Editar plan de acción' });
  await choose(page, editarPlan, 'Estado *', 'Completada');
  await editarPlan.getByRole('button', { name: 'Guardar' }).click();
  await expect(editarPlan).toBeHidden();
  await expect(planes).toContainText('Completada');
  await shot(page, '7-detalle-plan');

  // Implementation.
  const implementacion = paso(page, '5. Implementación');
  await implementacion.getByRole('button', { name: 'Pasar a implementación' }).click();
  await page.getByRole('dialog', { name: 'Pasar a implementación' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(encabezado).toContainText('Implementación');
  await implementacion.getByRole('button', { name: 'Registrar implementación' }).click();
  const impDialogo = page.getByRole('dialog', { name: 'Registrar implementación' });
  await impDialogo.getByLabel('Qué se implementó *').fill('Nuevo procedimiento de compras con doble firma.');
  await impDialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(impDialogo).toBeHidden();
  await expect(implementacion).toContainText('Nuevo procedimiento de compras con doble firma.');

  // Closure: both texts, then a confirmation.
  const cierre = paso(page, '6. Cierre');
  await cierre.getByRole('button', { name: 'Cerrar denuncia' }).click();
  const cerrarDialogo = page.getByRole('dialog', { name: `Cerrar la denuncia ${referencia}` });
  await cerrarDialogo.getByRole('button', { name: 'Cerrar denuncia' }).click();
  await expect(cerrarDialogo.getByText('La resolución es obligatoria')).toBeVisible();
  await expect(cerrarDialogo.getByText('Escriba el mensaje que leerá el denunciante')).toBeVisible();
  await cerrarDialogo.getByLabel('Resolución *').fill('Se acreditó la solicitud de pago; se desvinculó al encargado.');
  await cerrarDialogo.getByLabel('Mensaje para el denunciante *').fill(MENSAJE_CIERRE);
  await cerrarDialogo.getByRole('button', { name: 'Cerrar denuncia' }).click();
  await expect(cerrarDialogo.getByText(/no puede reabrirse/)).toBeVisible();
  await shot(page, '8-cerrar-dialogo');
  await cerrarDialogo.getByRole('button', { name: 'Confirmar: cerrar denuncia' }).click();
  await expect(cerrarDialogo).toBeHidden();
  await expect(page.getByText('Denuncia cerrada', { exact: true }).first()).toBeVisible();
  await expect(encabezado).toContainText('Cerrada');
  await expect(cierre).toContainText(MENSAJE_CIERRE);
  await expect(historial).toContainText('Denuncia cerrada');
  await expectNoSeriousViolations(page);
  await shot(page, '9-detalle-cerrada');

  // ---- the reporter sees it closed with the resolution message -----------------------------------
  await consultar(pub, codigo);
  await expect(pub.getByText('Cerrada', { exact: true })).toBeVisible();
  await expect(pub.getByRole('region', { name: 'Resolución' })).toContainText(MENSAJE_CIERRE);
  await pub.screenshot({ path: `${SHOTS}/10-denunciante-cerrada.png`, fullPage: true });
  await reporter.context.close();

  // ---- the inbox: no longer pending, one more closed ----------------------------------------------
  await page.getByRole('link', { name: 'Pendientes' }).first().click();
  await expect(tabs.getByRole('link', { name: /Cerradas/ })).toHaveText(
    new RegExp(`^Cerradas\\s*${antes.cerradas + 1}$`),
  );
  await expect(tabs.getByRole('link', { name: /Pendientes/ })).toHaveText(
    new RegExp(`^Pendientes\\s*${antes.pendientes}$`),
  );
  await expect(page.getByRole('table', { name: 'Denuncias pendientes' }).getByRole('row')).toHaveCount(
    antes.pendientes + 1,
  );
  await expect(page.getByRole('table', { name: 'Denuncias pendientes' })).not.toContainText(referencia);
  await tabs.getByRole('link', { name: /Cerradas/ }).click();
  const cerrada = page
    .getByRole('table', { name: 'Denuncias cerradas' })
    .getByRole('row')
    .filter({ hasText: referencia });
  await expect(cerrada).toHaveCount(1);
  await expect(cerrada).toContainText('Plazos cumplidos');
  await shot(page, '11-bandeja-cerradas');
});

test('Ley Karin: an identified report, its working-day clock, referral to the DT and protective measures', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Filed through the public API (the form itself is covered above): identified, as Ley Karin requires.
  const categorias = await request.get(`/api/v1/categoria-denuncias/categoria-denuncias/?token=${token}`);
  const acoso = ((await categorias.json()) as { data: Array<{ id: number; nombre: string }> }).data.find(
    (c) => c.nombre === 'Acoso laboral',
  )!;
  const envio = await request.post('/api/v1/canal-denuncia/canal-denuncia/', {
    multipart: {
      token,
      categoria_id: String(acoso.id),
      relato: 'Mi jefatura me grita y me humilla frente al equipo casi todos los días desde octubre.',
      anonima: 'false',
      nombre: 'María Soto',
      rut: '11.111.111-1',
      email: 'maria.soto@example.cl',
      pass_denuncia: PASS_DENUNCIA,
      pass_denuncia_confirmacion: PASS_DENUNCIA,
    },
  });
  expect(envio.status()).toBe(201);

  await signIn(page, 'denuncias@demo.cl');
  await page.goto('/canal-denuncias/pendientes');
  // The newest pending report is this one (the demo's own Ley Karin case is under investigation).
  const fila = page.getByRole('table', { name: 'Denuncias pendientes' }).getByRole('row').nth(1);
  await expect(fila).toContainText('Acoso laboral');
  await expect(fila).toContainText('Ley Karin');
  // The nearest clock is the Ley Karin one, in working days.
  await expect(fila).toContainText('Inicio de investigación o derivación a la DT (3 días hábiles)');
  await expect(fila).toContainText(/vence (hoy|en \d+ días? hábil(es)?)/);
  const referencia = ((await fila.getByRole('link', { name: /DEN-\d{6}/ }).textContent()) ?? '').trim();
  await fila.getByRole('link', { name: referencia }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Denuncia ${referencia}` })).toBeVisible();

  await expect(page.getByText('María Soto')).toBeVisible();
  await expect(page.getByText('11.111.111-1')).toBeVisible();
  const plazos = page.getByRole('list', { name: 'Plazos legales' });
  await expect(plazos.getByRole('listitem').filter({ hasText: 'derivación a la DT' })).toContainText('(días hábiles)');

  await paso(page, '1. Clasificación').getByRole('button', { name: 'Clasificar' }).click();
  const dialogo = page.getByRole('dialog', { name: /^Clasificar DEN-/ });
  await expect(dialogo.getByRole('combobox', { name: 'Tipo *' })).toContainText('Ley Karin');
  await expect(dialogo.getByText(/dentro de 3 días hábiles/)).toBeVisible();
  await choose(page, dialogo, 'Gravedad *', 'Crítica');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  // A Ley Karin case cannot be dismissed: it is investigated or referred.
  await expect(paso(page, '1. Clasificación').getByRole('button', { name: 'Desestimar' })).toHaveCount(0);

  const derivacion = paso(page, /Derivación a la Dirección del Trabajo/);
  await derivacion.getByRole('button', { name: 'Derivar a la DT' }).click();
  const derivar = page.getByRole('dialog', { name: 'Derivar a la Dirección del Trabajo' });
  await derivar.getByLabel(/Observación/).fill('Ingreso N° 1234 en la Inspección Comunal.');
  await derivar.getByRole('button', { name: 'Guardar' }).click();
  await expect(derivar).toBeHidden();
  await expect(derivacion).toContainText('Derivada a la Dirección del Trabajo el');
  await expect(derivacion.getByRole('button', { name: 'Derivar a la DT' })).toHaveCount(0);
  await expect(plazos.getByRole('listitem').filter({ hasText: 'derivación a la DT' })).toContainText('Cumplido');

  const medidas = paso(page, /Medidas de resguardo/);
  await medidas.getByRole('button', { name: 'Registrar medida de resguardo' }).click();
  const medida = page.getByRole('dialog', { name: 'Registrar medida de resguardo' });
  await medida.getByLabel('Medida *').fill('Cambio de jefatura directa mientras dure la investigación.');
  await medida.getByRole('button', { name: 'Guardar' }).click();
  await expect(medida).toBeHidden();
  await expect(medidas.getByRole('list', { name: 'Medidas de resguardo' })).toContainText('Cambio de jefatura directa');
  await shot(page, '15-detalle-ley-karin');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, '16-detalle-ley-karin-telefono');
  await page.setViewportSize({ width: 1440, height: 900 });

  // /canal-denuncias opens 'Todas'; an unknown tab is not a page.
  await page.goto('/canal-denuncias');
  await expect(page).toHaveURL(/\/canal-denuncias\/todas$/);
  await expect(
    page.getByRole('table', { name: 'Todas las denuncias' }).getByRole('row').filter({ hasText: referencia }),
  ).toContainText('Acoso laboral');
  await page.goto('/canal-denuncias/archivadas');
  await expect(page.getByRole('table', { name: 'Todas las denuncias' })).toHaveCount(0);
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});

test('Vista general: links, QR and categories; only administrators change them', async ({ page }) => {
  await signIn(page, 'admin@demo.cl');
  await page.goto('/canal-denuncias/vista-general');
  await expect(page.getByRole('heading', { level: 1, name: 'Vista general del canal' })).toBeVisible();
  const enlaces = page.getByRole('list', { name: 'Enlaces públicos' });
  await expect(enlaces).toContainText(`/canal/${token}`);
  await expect(enlaces).toContainText(`/${slug}/${token}`);
  await expect(enlaces).toContainText(`/consulta-denuncia/${token}`);
  const qr = page.getByRole('img', { name: /Código QR que abre .*\/canal\// });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const categorias = page.getByRole('table', { name: 'Categorías' });
  await expect(categorias.getByRole('row').filter({ hasText: 'Acoso laboral' })).toContainText('Obligatoria');

  // A new category: Ley Karin forces identification.
  await page.getByRole('button', { name: 'Agregar categoría' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Agregar categoría' });
  await dialogo.getByLabel('Nombre *').fill('Discriminación arbitraria');
  await choose(page, dialogo, 'Tipo *', 'Ley Karin');
  await expect(dialogo.getByRole('switch', { name: 'Requiere identificación' })).toBeChecked();
  await expect(dialogo.getByRole('switch', { name: 'Requiere identificación' })).toBeDisabled();
  await dialogo.getByRole('combobox', { name: 'Receptores' }).click();
  await page.getByRole('option', { name: /denuncias@demo\.cl/ }).click();
  await page.keyboard.press('Escape');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  const nueva = categorias.getByRole('row').filter({ hasText: 'Discriminación arbitraria' });
  await expect(nueva).toContainText('Ley Karin');
  await expect(nueva).toContainText('Obligatoria');
  await expect(nueva).toContainText('Rodrigo Fuentes');

  // Configuration: a reserved address is refused with the server's words.
  const slugInput = page.getByLabel('Dirección del formulario *');
  await slugInput.fill('login');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('Esa dirección la usa la aplicación; elija otra.')).toBeVisible();
  await page.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(slugInput).toHaveValue(slug);
  await expectNoSeriousViolations(page);
  await shot(page, '12-vista-general-admin');

  // The print sheet: only the QR and the address.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/13-vista-general-impresion.png` });
  await page.emulateMedia({ media: 'screen' });

  // The channel user reads it but cannot change it.
  await page.context().clearCookies();
  await signIn(page, 'denuncias@demo.cl');
  await page.goto('/canal-denuncias/vista-general');
  await expect(page.getByRole('heading', { level: 1, name: 'Vista general del canal' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Categorías' })).toContainText('Discriminación arbitraria');
  await expect(page.getByRole('button', { name: 'Agregar categoría' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar configuración' })).toHaveCount(0);
  await expect(page.getByLabel('Dirección del formulario *')).toBeDisabled();
  await shot(page, '14-vista-general-canal');
});
