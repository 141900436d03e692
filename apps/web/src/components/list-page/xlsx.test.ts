import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { buildXlsx, DATE_FORMAT, DATE_TIME_FORMAT, MAX_COLUMN_WIDTH } from './xlsx';

/** The produced file, opened again by the library as Excel would open it. */
async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

describe('buildXlsx', () => {
  it('writes numbers as numbers and the lists’ dates as Excel dates in es-CL format', async () => {
    const xlsx = await buildXlsx(
      'Notificaciones',
      ['Título', 'Cantidad', 'Creada', 'Vence'],
      [
        ['Bienvenida <Atalaya> & "Co"', 3, '05/03/2024 14:05', '31/12/2026'],
        [null, 2.5, '', 'Sin fecha'],
        ['30/02/2024', undefined, null, '29/02/2024'],
      ],
    );
    expect(String.fromCharCode(xlsx[0]!, xlsx[1]!)).toBe('PK');
    const sheet = await readBack(xlsx);
    expect(sheet.name).toBe('Notificaciones');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Título', 'Cantidad', 'Creada', 'Vence']);

    const a2 = sheet.getCell('A2');
    expect(a2.type).toBe(ExcelJS.ValueType.String);
    expect(a2.value).toBe('Bienvenida <Atalaya> & "Co"');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe(3);
    expect(sheet.getCell('B3').value).toBe(2.5);

    // The wall-clock time shown in the list, whatever the time zone of the machine reading it.
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2024, 2, 5, 14, 5)));
    expect(sheet.getCell('C2').numFmt).toBe(DATE_TIME_FORMAT);
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(2026, 11, 31)));
    expect(sheet.getCell('D2').numFmt).toBe(DATE_FORMAT);
    expect(sheet.getCell('D4').value).toEqual(new Date(Date.UTC(2024, 1, 29)));

    // Text that only looks like a date, empty cells and text stay what they were.
    expect(sheet.getCell('A4').value).toBe('30/02/2024');
    expect(sheet.getCell('D3').value).toBe('Sin fecha');
    for (const empty of ['A3', 'C3', 'B4', 'C4']) expect(sheet.getCell(empty).type).toBe(ExcelJS.ValueType.Null);
  });

  it('styles a frozen header row with a filter over the used range, and sizes the columns by their content', async () => {
    const long = 'x'.repeat(200);
    const sheet = await readBack(
      await buildXlsx(
        'Trabajadores',
        ['RUT', 'Nombre', 'Nota'],
        [
          ['12.345.678-5', 'Ana', long],
          ['9.876.543-3', 'María José Pérez Soto', 'corta\notra línea'],
        ],
      ),
    );
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(sheet.autoFilter).toBe('A1:C3');
    for (const ref of ['A1', 'B1', 'C1']) {
      const cell = sheet.getCell(ref);
      expect(cell.font?.bold).toBe(true);
      expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    }
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet.columns.map((c) => c.width)).toEqual([14, 23, MAX_COLUMN_WIDTH]);
  });

  it('keeps sheet names within what Excel accepts and strips characters XML cannot carry', async () => {
    const sheet = await readBack(
      await buildXlsx('Riesgos: a/b [todos] con un nombre larguísimo', ['x'], [['a\u0001b\u000bc']]),
    );
    expect(sheet.name).toBe('Riesgos  a b  todos  con un nom');
    expect(sheet.getCell('A2').value).toBe('abc');
    expect(sheet.autoFilter).toBe('A1:A2');
  });

  it('writes a header-only sheet when there are no rows', async () => {
    const sheet = await readBack(await buildXlsx('Vacía', ['Nombre', 'Estado'], []));
    expect(sheet.rowCount).toBe(1);
    expect(sheet.autoFilter).toBe('A1:B1');
  });
});
