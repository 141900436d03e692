import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'Atalaya.Demo.2026';
const SHOTS = '/tmp/shots-importar';

async function signIn(page: Page) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: 'admin@demo.cl', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

function checkDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (const digit of [...body].reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}
const rut = (body: string) => `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${checkDigit(body)}`;

/** A CSV as Excel es-CL saves it: BOM, ';' and CRLF. */
function csv(rows: string[][]) {
  const header = ['RUT', 'Nombres', 'Apellido paterno', 'Apellido materno', 'Cargo', 'Departamento', 'Tipo'];
  return Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`, 'utf8');
}

const buenas = [
  [rut('25111222'), 'Renata', 'Importada', 'Uno', 'Analista', 'Cumplimiento', 'Propio'],
  [rut('25111333'), 'Tomás', 'Importado', 'Dos', 'Bodeguero', 'Operaciones', 'Contratista'],
];
const mala = ['25.111.444-0', 'Ignacio', 'Importado', 'Tres', 'Chofer', 'Operaciones', 'Propio'];
const corregida = [rut('25111444'), 'Ignacio', 'Importado', 'Tres', 'Chofer', 'Operaciones', 'Propio'];

/** The total shown in 'Mostrando 1 a 10 de N trabajadores'. */
async function total(page: Page) {
  const text = await page.getByText(/^Mostrando 1 a \d+ de \d+ trabajadores$/).textContent();
  return Number(/de (\d+) trabajadores/.exec(text ?? '')![1]);
}

test('Mis Trabajadores: import a CSV with one bad row (preview shows it, nothing imported), fix it, import', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  await page.goto('/mi-empresa/trabajadores');
  await expect(page.getByRole('heading', { level: 1, name: /Mis Trabajadores/ })).toBeVisible();
  const antes = await total(page);

  // Upload a file whose third row has a RUT with a wrong check digit.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar trabajadores' });
  await expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();
  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'nomina.csv',
    mimeType: 'text/csv',
    buffer: csv([buenas[0]!, mala, buenas[1]!]),
  });
  await expect(dialog.getByRole('heading', { name: 'Vista previa: 3 trabajadores en el archivo' })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Fila 3 · RUT: RUT inválido' })).toBeVisible();
  await expect(dialog.getByText('1 error en 1 fila.', { exact: false })).toBeVisible();
  const sample = dialog.getByRole('table', { name: 'Primeras filas del archivo' });
  await expect(sample.getByRole('row').filter({ hasText: 'Ignacio' })).toContainText('Con errores');
  await expect(dialog.getByRole('button', { name: 'Importar 3 trabajadores' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/vista-previa-con-error.png`, fullPage: true });

  // Nothing was imported.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText(`Mostrando 1 a 10 de ${antes} trabajadores`)).toBeVisible();

  // Fix the row and import.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await dialog.getByLabel('Archivo a importar').setInputFiles({
    name: 'nomina-corregida.csv',
    mimeType: 'text/csv',
    buffer: csv([buenas[0]!, corregida, buenas[1]!]),
  });
  await expect(dialog.getByText('Todas las filas son válidas')).toBeVisible();
  await expect(dialog.getByText(/RUT inválido/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/vista-previa-valida.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Importar 3 trabajadores' }).click();
  await expect(page.getByText('Se importaron 3 trabajadores')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Mostrando 1 a 10 de ${antes + 3} trabajadores`)).toBeVisible();

  // The imported rows, by search.
  const box = page.getByPlaceholder('Buscar por RUT o nombre');
  await box.fill('Importad');
  await box.press('Enter');
  await expect(page.getByText('Mostrando 1 a 3 de 3 trabajadores')).toBeVisible();
  const table = page.getByRole('table', { name: 'Mis Trabajadores' });
  await expect(table.getByRole('row').filter({ hasText: 'Renata Importada Uno' })).toContainText('Cumplimiento');
  await expect(table.getByRole('row').filter({ hasText: 'Ignacio Importado Tres' })).toContainText(rut('25111444'));
  await expect(table.getByRole('row').filter({ hasText: 'Tomás Importado Dos' })).toContainText('Contratista');
  await page.screenshot({ path: `${SHOTS}/importados.png`, fullPage: true });

  // Leave the demo payroll as it was (other journeys count it): delete the imported rows.
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }).click();
  await page.getByRole('button', { name: 'Eliminar seleccionados' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar 3 trabajadores?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('0 resultados')).toBeVisible();
  await box.fill('');
  await box.press('Enter');
  await expect(page.getByText(`Mostrando 1 a 10 de ${antes} trabajadores`)).toBeVisible();
});
