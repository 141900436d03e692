import { mkdirSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

/*
 * Issue 5 acceptance: one document through the whole flow with three people, each in their own
 * browser — request, upload (real PDFs), review rejected with a comment, correction, review
 * passed, publication approved, Publicados shows it vigente; then a second version is published
 * and the first one becomes Obsoleto. The mis-flujos counts of whoever must act are checked at
 * each step.
 */

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/web-flujo-shots';
const AUTOR = 'admin@demo.cl';
const REVISOR = 'revisor@demo.cl';
const APROBADOR = 'aprobador@demo.cl';
const NOMBRE = `Procedimiento de control documental ${Date.now()}`;

test.use({ viewport: { width: 1440, height: 900 } });

/** A small but valid one-page PDF whose page shows `texto` (byte offsets computed for the xref). */
function pdf(texto: string): Buffer {
  const contenido = `BT /F1 18 Tf 72 720 Td (${texto.replace(/[()\\]/g, '')}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${contenido.length} >>\nstream\n${contenido}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let cuerpo = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((objeto, i) => {
    offsets.push(Buffer.byteLength(cuerpo));
    cuerpo += `${i + 1} 0 obj\n${objeto}\nendobj\n`;
  });
  const xref = Buffer.byteLength(cuerpo);
  cuerpo += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) cuerpo += `${String(offset).padStart(10, '0')} 00000 n \n`;
  cuerpo += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

const archivo = (name: string, texto: string) => ({ name, mimeType: 'application/pdf', buffer: pdf(texto) });

/** A browser of its own for `email`, signed in through the API. */
async function persona(browser: Browser, email: string): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const response = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return page;
}

/** A screenshot for review, and no serious or critical axe violation on the screen. */
async function foto(page: Page, nombre: string) {
  await page.screenshot({ path: `${SHOTS}/${nombre}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${nombre} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

type Grupo = 'por_iniciar' | 'por_revisar' | 'por_aprobar' | 'rechazados';

/** The mis-flujos counts as the dashboard shows them. */
async function misFlujos(page: Page): Promise<Record<Grupo, number>> {
  await page.goto('/flujo-documental/mis-flujos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis flujos' })).toBeVisible();
  const grupos: Grupo[] = ['por_iniciar', 'por_revisar', 'por_aprobar', 'rechazados'];
  const totales = {} as Record<Grupo, number>;
  for (const g of grupos) {
    const celda = page.getByTestId(`total-${g}`);
    await expect(celda).toHaveText(/^\d+$/);
    totales[g] = Number(await celda.textContent());
  }
  return totales;
}

/** Our document's row in the mis-flujos card `titulo`. */
function itemEn(page: Page, titulo: string) {
  return page
    .locator('[data-slot=card]')
    .filter({ has: page.locator('[data-slot=card-title]', { hasText: titulo }) })
    .getByRole('listitem')
    .filter({ hasText: NOMBRE });
}

/** dd/MM/yyyy of `fecha` in Santiago, as the app formats dates. */
function fechaCL(fecha: Date): string {
  const partes = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Santiago',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(fecha);
  const parte = (tipo: string) => partes.find((p) => p.type === tipo)!.value;
  return `${parte('day')}/${parte('month')}/${parte('year')}`;
}

/** Searches the list of the page (not the header's command palette). */
async function buscar(page: Page, texto: string) {
  const form = page.getByRole('main').getByRole('search');
  await form.getByRole('searchbox').fill(texto);
  await form.getByRole('button', { name: 'Buscar' }).click();
}

async function subir(page: Page, principal: string, anexo: string | null, cambios: string) {
  await page.getByLabel('Archivo principal').setInputFiles(archivo(principal, `${NOMBRE} - ${principal}`));
  if (anexo) await page.getByLabel('Anexos').setInputFiles(archivo(anexo, `Anexo ${anexo}`));
  await page.getByLabel('Resumen de cambios').fill(cambios);
}

/**
 * The principal file is previewed: the page embeds it (or, where the browser refuses frames, offers
 * it in a tab of its own), and that URL serves the very PDF inline.
 */
async function expectVistaPrevia(page: Page, nombre: string) {
  const tarjeta = page
    .locator('[data-slot=card]')
    .filter({ has: page.getByText('Archivo principal', { exact: true }) });
  await expect(tarjeta).toContainText(nombre);
  const abrir = tarjeta.getByRole('link', { name: 'Abrir en una pestaña nueva' });
  await expect(abrir).toBeVisible();
  const respuesta = await page.request.get((await abrir.getAttribute('href'))!);
  expect(respuesta.ok()).toBe(true);
  expect(respuesta.headers()['content-type']).toBe('application/pdf');
  expect(respuesta.headers()['content-disposition']).toMatch(/^inline/);
  expect((await respuesta.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

async function decidir(page: Page, ruta: RegExp, aprobar: boolean, exito: string, comentario?: string) {
  await expect(page).toHaveURL(ruta);
  if (aprobar) {
    await page.getByRole('button', { name: 'Aprobar' }).click();
  } else {
    await page.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(dialog.getByText('El rechazo requiere un comentario')).toBeVisible();
    await dialog.getByLabel('Comentario *').fill(comentario!);
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
  }
  await expect(page.getByText(exito)).toBeVisible();
  await expect(page).toHaveURL(/\/flujo-documental\/mis-flujos$/);
}

test('a document goes from request to publication with three people, and a second version makes the first obsolete', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const autor = await persona(browser, AUTOR);
  const revisor = await persona(browser, REVISOR);
  const aprobador = await persona(browser, APROBADOR);

  const autor0 = await misFlujos(autor);
  const revisor0 = await misFlujos(revisor);
  const aprobador0 = await misFlujos(aprobador);
  await foto(autor, '01-mis-flujos-inicial');

  // 1. The author requests the document, with its reviewer and approver.
  await autor.goto('/flujo-documental/solicitud');
  await expect(autor.getByRole('heading', { level: 1, name: /^Solicitudes de Documento/ })).toBeVisible();
  await autor.getByRole('link', { name: 'Solicitar documento' }).click();
  await expect(autor.getByRole('heading', { level: 1, name: 'Solicitar documento' })).toBeVisible();
  await autor.getByLabel('Nombre del documento *').fill(NOMBRE);
  await autor.getByLabel('Motivo de la solicitud').fill('Auditoría ISO 9001, cláusula 7.5.');
  // Each picker's list is gone before the next opens (its closing animation can linger).
  const busqueda = autor.getByPlaceholder('Buscar por nombre o correo');
  await autor.getByRole('combobox', { name: 'Revisor' }).click();
  await autor.getByRole('option', { name: /Ignacio Pérez/ }).click();
  await expect(busqueda).toHaveCount(0);
  await autor.getByRole('combobox', { name: 'Aprobador' }).click();
  await autor.getByRole('option', { name: /Francisca González/ }).click();
  await expect(busqueda).toHaveCount(0);
  await foto(autor, '02-solicitar-nuevo');
  await autor.getByRole('button', { name: 'Solicitar documento' }).click();
  await expect(autor.getByText('Solicitud de documento creada')).toBeVisible();
  await expect(autor).toHaveURL(/\/flujo-documental\/solicitud$/);

  expect((await misFlujos(autor)).por_iniciar).toBe(autor0.por_iniciar + 1);

  // 2. From Solicitudes: the 'Flujo de documento' modal, then 'Iniciar'.
  await autor.goto('/flujo-documental/solicitud');
  await buscar(autor, NOMBRE);
  const fila = autor.getByRole('row').filter({ hasText: NOMBRE });
  await expect(fila).toHaveCount(1);
  await expect(fila.getByText('No Iniciado')).toBeVisible();
  await expect(fila.getByRole('cell', { name: 'Francisca González' })).toBeVisible();
  const codigo = (await fila.getByRole('cell').nth(1).textContent())!.trim();
  expect(codigo).toMatch(/^DOC-\d+$/);
  await foto(autor, '03-solicitud-lista');
  await fila.getByRole('button', { name: `Flujo de documento ${codigo}` }).click();
  const modal = autor.getByRole('dialog', { name: 'Flujo de documento' });
  for (const texto of [
    'Código del Documento',
    'Nombre del Documento',
    'Fecha de Creación',
    'Vigencia (días)',
    'Usuario del Estado',
    'Fecha del Cambio de Estado',
    'revisor@demo.cl',
    'aprobador@demo.cl',
  ])
    await expect(modal.getByText(texto, { exact: true })).toBeVisible();
  await expect(modal.getByText('365', { exact: true })).toBeVisible();
  await foto(autor, '04-flujo-modal');
  await autor.keyboard.press('Escape');
  await fila.getByRole('link', { name: `Iniciar ${codigo}` }).click();
  await expect(autor).toHaveURL(/\/flujo-documental\/creacion\/\d+$/);
  const flujoV1 = Number(/creacion\/(\d+)/.exec(autor.url())![1]);

  // 3. Principal PDF plus an annex, sent to review.
  await subir(autor, 'procedimiento-v1.pdf', 'registro-anexo.pdf', 'Primera edición del procedimiento.');
  await expect(autor.getByRole('list', { name: 'Anexos por cargar' })).toContainText('registro-anexo.pdf');
  await foto(autor, '05-creacion');
  await autor.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(autor.getByText('Documento enviado a revisión')).toBeVisible();
  await expect(autor).toHaveURL(/\/flujo-documental\/mis-flujos$/);
  expect((await misFlujos(autor)).por_iniciar).toBe(autor0.por_iniciar);

  // 4. The reviewer rejects it with a comment.
  expect((await misFlujos(revisor)).por_revisar).toBe(revisor0.por_revisar + 1);
  await itemEn(revisor, 'Por revisar')
    .getByRole('link', { name: `Revisar ${codigo}` })
    .click();
  await expect(revisor.getByRole('list', { name: 'Archivos del documento' })).toContainText('registro-anexo.pdf');
  await expectVistaPrevia(revisor, 'procedimiento-v1.pdf');
  await foto(revisor, '06-aprobar-revision');
  await decidir(
    revisor,
    /aprobar-revision/,
    false,
    'Documento rechazado y devuelto a su autor',
    'Falta la firma del gerente en la página 1.',
  );
  expect((await misFlujos(revisor)).por_revisar).toBe(revisor0.por_revisar);

  // 5. The author sees the comment, uploads a corrected file and sends it again.
  const autor1 = await misFlujos(autor);
  expect(autor1.rechazados).toBe(autor0.rechazados + 1);
  await foto(autor, '07-mis-flujos-rechazado');
  await itemEn(autor, 'Rechazados')
    .getByRole('link', { name: `Ver ${codigo}` })
    .click();
  await expect(autor).toHaveURL(new RegExp(`/flujo-documental/creacion/${flujoV1}$`));
  const observaciones = autor.getByRole('alert').filter({ hasText: 'fue rechazado' });
  await expect(observaciones).toContainText('Falta la firma del gerente en la página 1.');
  await foto(autor, '08-creacion-rechazo');
  await subir(autor, 'procedimiento-v1-corregido.pdf', null, 'Primera edición, con la firma del gerente.');
  await autor.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(autor.getByText('Documento enviado a revisión')).toBeVisible();
  expect((await misFlujos(autor)).rechazados).toBe(autor0.rechazados);

  // 6. The reviewer passes it; the approver publishes it.
  expect((await misFlujos(revisor)).por_revisar).toBe(revisor0.por_revisar + 1);
  await itemEn(revisor, 'Por revisar')
    .getByRole('link', { name: `Revisar ${codigo}` })
    .click();
  await expectVistaPrevia(revisor, 'procedimiento-v1-corregido.pdf');
  await decidir(revisor, /aprobar-revision/, true, 'Revisión aprobada: el documento pasó a aprobación');

  expect((await misFlujos(aprobador)).por_aprobar).toBe(aprobador0.por_aprobar + 1);
  await aprobador.goto('/flujo-documental/aprobacion');
  const filaAprobacion = aprobador.getByRole('row').filter({ hasText: NOMBRE });
  await expect(filaAprobacion.getByText('En Aprobación')).toBeVisible();
  await foto(aprobador, '09-aprobacion-lista');
  await filaAprobacion.getByRole('link', { name: `Revisar ${codigo}` }).click();
  await foto(aprobador, '10-aprobar-publicacion');
  await decidir(aprobador, /aprobar-publicacion/, true, 'Documento aprobado y publicado');
  expect((await misFlujos(aprobador)).por_aprobar).toBe(aprobador0.por_aprobar);
  const vence = fechaCL(new Date(Date.now() + 365 * 86_400_000));

  // 7. Publicados: vigente until publication + 365 days.
  await autor.goto('/documentos/listado');
  await buscar(autor, codigo);
  const publicada = autor.getByRole('row').filter({ hasText: NOMBRE });
  await expect(publicada).toHaveCount(1);
  await expect(publicada).toContainText('Vigente');
  await expect(publicada).toContainText(vence);

  // 8. The published version's page, then a new version.
  await autor.goto(`/flujo-documental/ver/${flujoV1}`);
  await expect(autor.getByRole('heading', { level: 1, name: 'Documento publicado' })).toBeVisible();
  await expect(autor.getByText('Vigente', { exact: true })).toBeVisible();
  await expectVistaPrevia(autor, 'procedimiento-v1-corregido.pdf');
  await foto(autor, '11-ver');
  await autor.getByRole('link', { name: 'Nueva versión' }).click();
  await expect(autor).toHaveURL(new RegExp(`/flujo-documental/nueva-version/${flujoV1}$`));
  await autor.getByLabel('Resumen de cambios').fill('Se agrega el control de copias impresas.');
  await foto(autor, '12-nueva-version');
  await autor.getByRole('button', { name: 'Crear nueva versión' }).click();
  await expect(autor.getByText('Versión 2 creada')).toBeVisible();
  await expect(autor).toHaveURL(/\/flujo-documental\/creacion\/\d+$/);
  const flujoV2 = Number(/creacion\/(\d+)/.exec(autor.url())![1]);
  expect(flujoV2).not.toBe(flujoV1);
  // The draft is saved first (with an annex uploaded by mistake, then removed), then sent as it is.
  await subir(autor, 'procedimiento-v2.pdf', 'anexo-equivocado.pdf', 'Se agrega el control de copias impresas.');
  await autor.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(autor.getByText('Borrador guardado')).toBeVisible();
  const actuales = autor.getByRole('list', { name: 'Archivos del documento' });
  await expect(actuales).toContainText('procedimiento-v2.pdf');
  await expect(actuales).toContainText('anexo-equivocado.pdf');
  await expect(autor.getByRole('list', { name: 'Anexos por cargar' })).toHaveCount(0);
  await actuales.getByRole('button', { name: 'Quitar anexo-equivocado.pdf' }).click();
  await expect(autor.getByText('Archivo «anexo-equivocado.pdf» quitado')).toBeVisible();
  await expect(actuales).not.toContainText('anexo-equivocado.pdf');
  expect((await misFlujos(autor)).por_iniciar).toBe(autor0.por_iniciar + 1);
  await itemEn(autor, 'Por iniciar')
    .getByRole('link', { name: `Continuar ${codigo}` })
    .click();
  await expect(autor).toHaveURL(new RegExp(`/flujo-documental/creacion/${flujoV2}$`));
  await expect(autor.getByLabel('Resumen de cambios')).toHaveValue('Se agrega el control de copias impresas.');
  await autor.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(autor.getByText('Documento enviado a revisión')).toBeVisible();
  expect((await misFlujos(autor)).por_iniciar).toBe(autor0.por_iniciar);

  expect((await misFlujos(revisor)).por_revisar).toBe(revisor0.por_revisar + 1);
  await itemEn(revisor, 'Por revisar')
    .getByRole('link', { name: `Revisar ${codigo}` })
    .click();
  await decidir(revisor, /aprobar-revision/, true, 'Revisión aprobada: el documento pasó a aprobación');
  expect((await misFlujos(aprobador)).por_aprobar).toBe(aprobador0.por_aprobar + 1);
  await itemEn(aprobador, 'Por aprobar')
    .getByRole('link', { name: `Revisar ${codigo}` })
    .click();
  await decidir(aprobador, /aprobar-publicacion/, true, 'Documento aprobado y publicado');

  // 9. The first version is now Obsoleto, in Publicados and in the version history.
  await autor.goto('/documentos/listado');
  await buscar(autor, codigo);
  await expect(autor.getByRole('row').filter({ hasText: NOMBRE }).filter({ hasText: 'v2' })).toContainText('Vigente');
  await expect(autor.getByRole('row').filter({ hasText: NOMBRE }).filter({ hasText: 'v1' })).toContainText('Obsoleto');
  await foto(autor, '13-publicados');

  await autor.goto(`/flujo-documental/ver/${flujoV1}`);
  await expect(autor.getByText('Versión obsoleta')).toBeVisible();
  const versiones = autor.getByRole('list', { name: 'Versiones del documento' });
  await expect(versiones.getByRole('listitem').filter({ hasText: 'Versión 1' })).toContainText('Obsoleto');
  await expect(versiones.getByRole('listitem').filter({ hasText: 'Versión 2' })).toContainText('Publicación');
  await foto(autor, '14-ver-obsoleto');

  // The comment thread keeps the rejection.
  await autor.goto(`/flujo-documental/comentarios/${flujoV1}`);
  await expect(autor.getByRole('list', { name: 'Comentarios' })).toContainText('Falta la firma del gerente');
  await expect(autor.getByText('Rechazo', { exact: true })).toBeVisible();
  await foto(autor, '15-comentarios');

  for (const page of [autor, revisor, aprobador]) await page.context().close();
});
