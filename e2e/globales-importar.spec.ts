import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots-globales-importar';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@atalaya.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** A CSV as Excel es-CL saves it: BOM, ';' and CRLF. */
function csv(rows: string[][]) {
  const header = ['Pregunta', 'Respuesta', 'Orden', 'Publicada'];
  return Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
}

test('Globales → Preguntas frecuentes: import a CSV with one bad row, fix it, import; publish two in a batch', async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const sufijo = Date.now().toString(36).toUpperCase();
  const P1 = `¿Cómo se protege al denunciante ${sufijo}?`;
  const P2 = `¿Quién investiga una denuncia ${sufijo}?`;
  const buena = [P1, 'El canal garantiza confidencialidad y prohíbe represalias.', '50', 'No'];
  const mala = [P2, '', '51', 'No'];
  const corregida = [P2, 'El encargado de prevención, salvo conflicto de interés.', '51', ''];

  await signIn(page);
  await page.goto('/globales/faqs');
  await expect(page.getByRole('heading', { level: 1, name: /^Preguntas frecuentes/ })).toBeVisible();

  // A file whose second row has no answer: the preview shows it and nothing can be imported.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar preguntas frecuentes' });
  await expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();
  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'faqs.csv',
    mimeType: 'text/csv',
    buffer: csv([buena, mala]),
  });
  await expect(
    dialog.getByRole('heading', { name: 'Vista previa: 2 preguntas frecuentes en el archivo' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Fila 3 · Respuesta: La respuesta es obligatoria' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar 2 preguntas frecuentes' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/vista-previa-con-error.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  const box = page.getByPlaceholder('Buscar en preguntas y respuestas');
  await box.fill(sufijo);
  await box.press('Enter');
  await expect(page.getByText('0 resultados')).toBeVisible();

  // Fixed, it imports; the list reloads with both questions as drafts.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'faqs-corregido.csv',
    mimeType: 'text/csv',
    buffer: csv([buena, corregida]),
  });
  await expect(dialog.getByText('Todas las filas son válidas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar 2 preguntas frecuentes' }).click();
  await expect(page.getByText('Se importaron 2 preguntas frecuentes')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Preguntas frecuentes' });
  const fila = (pregunta: string) => table.getByRole('row').filter({ hasText: pregunta });
  await expect(page.getByText('Mostrando 1 a 2 de 2 preguntas frecuentes')).toBeVisible();
  await expect(fila(P1)).toContainText('Borrador');
  await expect(fila(P2)).toContainText('Borrador');
  await expect(fila(P2)).toContainText('El encargado de prevención');

  // Select both → Publicar (confirmed) → their badges change.
  await page.getByRole('checkbox', { name: `Seleccionar ${P1}` }).click();
  await page.getByRole('checkbox', { name: `Seleccionar ${P2}` }).click();
  const seleccion = page.getByRole('region', { name: 'Acciones sobre la selección' });
  await expect(seleccion).toContainText('2 seleccionadas');
  await seleccion.getByRole('button', { name: 'Publicar', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Publicar 2 preguntas frecuentes?' });
  await expect(confirmar).toContainText('Quedarán visibles en Soporte');
  await confirmar.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('2 preguntas frecuentes publicadas')).toBeVisible();
  await expect(fila(P1)).toContainText('Publicada');
  await expect(fila(P2)).toContainText('Publicada');
  await page.screenshot({ path: `${SHOTS}/publicadas.png`, fullPage: true });

  // Leave the demo FAQs as they were: delete both, confirmed.
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }).click();
  await seleccion.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar 2 preguntas frecuentes?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('2 preguntas frecuentes eliminadas')).toBeVisible();
  await expect(page.getByText('0 resultados')).toBeVisible();
});
