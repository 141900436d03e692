import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
// The web's own writer: what 'Exportar → XLSX' downloads must import back.
import { buildXlsx } from '../../../../web/src/components/list-page/xlsx';
import { normalizarEncabezado } from './engine';
import { detectarSeparador, leerTabla } from './tabla';
import { fechaIso, porEtiqueta } from './valores';
import { seLeeEnStreaming } from './xlsx';
import { verificarZip } from './zip-acotado';
import { zipDePrueba as zip } from './zip-de-prueba';

const NO_VALIDO = 'El archivo no es un CSV ni un Excel (.xlsx) válido.';
const filas = (t: Awaited<ReturnType<typeof leerTabla>>) => t.filas.map((f) => [f.numero, ...f.celdas]);
async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('no se rechazó');
}

describe('CSV', () => {
  it("reads ';' (Excel es-CL) with a BOM, CRLF and quoted fields with separators, quotes and line breaks", async () => {
    const csv =
      '\uFEFFRUT;Nombres;Cargo\r\n12.345.678-5;"Ana; María";"Jefa ""A""\r\nde turno"\r\n\r\n9.876.543-3;Luis;\r\n';
    const t = await leerTabla(Buffer.from(csv, 'utf8'));
    expect(t.formato).toBe('csv');
    expect(t.encabezados).toEqual(['RUT', 'Nombres', 'Cargo']);
    // Row numbers count records (header = 1); a quoted line break stays inside its row, blank lines are skipped.
    expect(filas(t)).toEqual([
      [2, '12.345.678-5', 'Ana; María', 'Jefa "A"\r\nde turno'],
      [3, '9.876.543-3', 'Luis', ''],
    ]);
  });

  it("reads ',' without a BOM, LF only", async () => {
    const t = await leerTabla(Buffer.from('RUT,Nombres\n1-9,"Pérez, Ana"\n'));
    expect(t.encabezados).toEqual(['RUT', 'Nombres']);
    expect(filas(t)).toEqual([[2, '1-9', 'Pérez, Ana']]);
  });

  it('detects the separator outside quotes only', async () => {
    expect(detectarSeparador('"a;b;c",x,y\n')).toBe(',');
    expect(detectarSeparador('a;b,c;d\n')).toBe(';');
    expect(detectarSeparador('solo\n')).toBe(',');
  });

  it('reads Windows-1252 as Excel saves "CSV (delimitado por comas)"', async () => {
    const t = await leerTabla(Buffer.from('RUT;Teléfono\n1-9;Ñuñoa\n', 'latin1'));
    expect(t.encabezados).toEqual(['RUT', 'Teléfono']);
    expect(t.filas[0]!.celdas).toEqual(['1-9', 'Ñuñoa']);
  });

  it(`refuses more than ${IMPORT_LIMITES.maxFilas} rows, and an unterminated quote`, async () => {
    const big = `RUT\n${'1-9\n'.repeat(IMPORT_LIMITES.maxFilas + 1)}`;
    expect(await refusal(() => leerTabla(Buffer.from(big)))).toBe(
      'El archivo supera el máximo de 20.000 filas por importación; divídalo en partes.',
    );
    expect((await leerTabla(Buffer.from(`RUT\n${'1-9\n'.repeat(IMPORT_LIMITES.maxFilas)}`))).filas).toHaveLength(
      20_000,
    );
    expect(await refusal(() => leerTabla(Buffer.from('RUT;Nombres\n1-9;"Ana\n')))).toMatch(/^El CSV no es válido/);
  });
});

describe('not a table', () => {
  it('refuses binary files, PDFs, old .xls / encrypted workbooks and empty files with a Spanish message', async () => {
    expect(await refusal(() => leerTabla(Buffer.from('%PDF-1.7\n...')))).toBe(NO_VALIDO);
    expect(await refusal(() => leerTabla(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])))).toBe(NO_VALIDO);
    expect(await refusal(() => leerTabla(Buffer.from([1, 2, 0, 4, 5])))).toBe(NO_VALIDO);
    const ole = Buffer.alloc(512);
    ole.writeUInt32BE(0xd0cf11e0, 0);
    expect(await refusal(() => leerTabla(ole))).toMatch(
      /^El archivo no es un CSV ni un Excel \(\.xlsx\) válido\. Si está protegido/,
    );
    expect(await refusal(() => leerTabla(Buffer.alloc(0)))).toBe('El archivo está vacío.');
    // A zip that is not a workbook.
    const hola = zip([{ nombre: 'hola.txt', datos: Buffer.from('hola'), almacenado: true }]);
    expect(await refusal(() => leerTabla(hola))).toBe(NO_VALIDO);
    // A truncated zip.
    expect(await refusal(() => leerTabla(hola.subarray(0, 40)))).toBe(NO_VALIDO);
  });

  it('refuses files over 10 MB', async () => {
    expect(await refusal(() => leerTabla(Buffer.alloc(IMPORT_LIMITES.maxBytes + 1, 0x41)))).toBe(
      'El archivo supera el máximo de 10 MB para importar.',
    );
  });
});

describe('XLSX', () => {
  it('round-trips the web export (strings, numbers, dates, accents, XML escapes)', async () => {
    const xlsx = await buildXlsx(
      'Trabajadores',
      ['RUT', 'Nombre', 'Cargo', 'Fecha de ingreso', 'Horas'],
      [
        ['12.345.678-5', 'Ana María Pérez Soto', 'Jefa <Operaciones> & "Control"', '05/03/2024', 45],
        ['9.876.543-3', 'Luis Ñúñez', null, '06/03/2024 14:30', 37.5],
        ['1-9', 'Sin fecha', '', null, null],
      ],
    );
    const t = await leerTabla(Buffer.from(xlsx));
    expect(t.formato).toBe('xlsx');
    expect(t.encabezados).toEqual(['RUT', 'Nombre', 'Cargo', 'Fecha de ingreso', 'Horas']);
    // Dates come back as ISO text (with their time when they have one), which the date columns read.
    expect(filas(t)).toEqual([
      [2, '12.345.678-5', 'Ana María Pérez Soto', 'Jefa <Operaciones> & "Control"', '2024-03-05', '45'],
      [3, '9.876.543-3', 'Luis Ñúñez', '', '2024-03-06 14:30:00', '37.5'],
      [4, '1-9', 'Sin fecha'],
    ]);
    expect(fechaIso(t.filas[1]!.celdas[3]!)).toBe('2024-03-06');
  });

  it('reads what a spreadsheet writes: the first sheet, shared strings, rich text, formulas, links, booleans, merges', async () => {
    const libro = new ExcelJS.Workbook();
    const primera = libro.addWorksheet('Datos');
    libro.addWorksheet('Otra').addRow(['no se lee']);
    primera.addRow(['RUT', 'Nombres', 'Total', 'Sitio', 'Activo']);
    primera.addRow([]);
    primera.addRow([
      '1-9',
      { richText: [{ text: 'Ana ', font: { bold: true } }, { text: '& Co' }] },
      { formula: 'SUM(1,2)', result: 3 },
      { text: 'Atalaya', hyperlink: 'https://atalaya.cl' },
      true,
    ]);
    primera.addRow(['2-7', 'Luis', { formula: '1/0', result: { error: '#DIV/0!' } }, null, false]);
    primera.getCell('F4').value = 'fusionada';
    primera.mergeCells('F4:G4');
    const t = await leerTabla(Buffer.from(await libro.xlsx.writeBuffer()));
    expect(t.encabezados).toEqual(['RUT', 'Nombres', 'Total', 'Sitio', 'Activo']);
    expect(filas(t)).toEqual([
      [3, '1-9', 'Ana & Co', '3', 'Atalaya', 'VERDADERO'],
      [4, '2-7', 'Luis', '#DIV/0!', '', 'FALSO', 'fusionada'],
    ]);
  });

  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  /** The fewest parts a workbook needs, around one sheet's `<sheetData>`. */
  const paquete = (sheetData: string, sharedStrings = `<sst ${ns}/>`) =>
    Object.entries({
      '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Datos" sheetId="7" r:id="rId3"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      'xl/sharedStrings.xml': sharedStrings,
      'xl/worksheets/sheet1.xml': `<worksheet ${ns}><sheetData>${sheetData}</sheetData></worksheet>`,
    }).map(([nombre, xml]) => ({ nombre, datos: Buffer.from(xml) }));

  it('reads a bare package (no styles, sparse rows and cells, OOXML escapes)', async () => {
    const entries = paquete(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="str"><v>1-9</v></c><c r="C3" t="s"><v>2</v></c></row>',
      `<sst ${ns}><si><t>RUT</t></si><si><r><t>Nom</t></r><r><t xml:space="preserve">bres</t></r></si><si><t>Ana &amp; Co_x000D_</t></si></sst>`,
    );
    for (const almacenado of [true, false]) {
      const t = await leerTabla(zip(entries.map((e) => ({ ...e, almacenado }))));
      expect(t.encabezados).toEqual(['RUT', 'Nombres']);
      expect(filas(t)).toEqual([[3, '1-9', '', 'Ana & Co\r']]);
    }
    // A workbook without its sheet is not a valid file.
    const sinHoja = zip(entries.filter((e) => !e.nombre.startsWith('xl/worksheets/')));
    expect(await refusal(() => leerTabla(sinHoja))).toBe(NO_VALIDO);
  });

  it('reads a plain workbook through the streaming reader as the full load reads it', async () => {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Datos');
    libro.addWorksheet('Otra').addRow(['no se lee']);
    hoja.addRow(['RUT', 'Nombre', 'Monto', 'Ingreso', 'Activo', 'Sitio', 'Error']);
    hoja.addRow([
      '1-9',
      { richText: [{ text: 'Ana ', font: { bold: true } }, { text: '& Co' }] },
      1234.5,
      new Date(Date.UTC(2024, 2, 5)),
      true,
      { text: 'Atalaya', hyperlink: 'https://atalaya.cl' },
      { error: '#N/A' },
    ]);
    hoja.getCell('D2').numFmt = 'dd-mm-yyyy';
    hoja.addRow([]);
    hoja.getCell('C4').value = new Date(Date.UTC(2024, 2, 6, 14, 30));
    hoja.getCell('C4').numFmt = 'dd-mm-yyyy hh:mm';
    hoja.getCell('E4').value = false;
    const buf = Buffer.from(await libro.xlsx.writeBuffer());
    const partes = verificarZip(buf, IMPORT_LIMITES);
    expect(seLeeEnStreaming(partes, partes.get('xl/worksheets/sheet1.xml')!)).toBe(true);
    const t = await leerTabla(buf);
    expect(t.encabezados).toEqual(['RUT', 'Nombre', 'Monto', 'Ingreso', 'Activo', 'Sitio', 'Error']);
    expect(filas(t)).toEqual([
      [2, '1-9', 'Ana & Co', '1234.5', '2024-03-05', 'VERDADERO', 'Atalaya', '#N/A'],
      [4, '', '', '2024-03-06 14:30:00', '', 'FALSO'],
    ]);
  });

  it('reads the first sheet in workbook order, whatever its part is called', async () => {
    const hoja = (texto: string) =>
      Buffer.from(
        `<worksheet ${ns}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>${texto}</v></c></row></sheetData></worksheet>`,
      );
    const partes = paquete('').filter((p) => p.nombre === '_rels/.rels');
    const t = await leerTabla(
      zip([
        ...partes,
        {
          nombre: 'xl/workbook.xml',
          datos: Buffer.from(
            `<workbook ${ns} xmlns:r="${rel}"><sheets><sheet name="Primera" sheetId="1" r:id="rId2"/><sheet name="Segunda" sheetId="2" r:id="rId1"/></sheets></workbook>`,
          ),
        },
        {
          nombre: 'xl/_rels/workbook.xml.rels',
          datos: Buffer.from(
            `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
          ),
        },
        {
          nombre: 'xl/sharedStrings.xml',
          datos: Buffer.from(`<sst ${ns}><si><t>RUT</t></si><si><t>1-9</t></si><si><t>2-7</t></si></sst>`),
        },
        { nombre: 'xl/styles.xml', datos: Buffer.from(`<styleSheet ${ns}/>`) },
        { nombre: 'xl/worksheets/sheet1.xml', datos: hoja('1') },
        { nombre: 'xl/worksheets/sheet2.xml', datos: hoja('2') },
      ]),
    );
    expect(filas(t)).toEqual([[2, '2-7']]);
  });

  it('counts the rows and cells of the sheets before the library builds them', async () => {
    const limites = { ...IMPORT_LIMITES, maxFilas: 10 };
    const encabezado = '<row r="1"><c r="A1" t="inlineStr"><is><t>RUT</t></is></c></row>';
    const vacias = (n: number) => Array.from({ length: n }, (_, i) => `<row r="${i + 2}" ht="20" customHeight="1"/>`);
    // Header, data and empty formatted rows up to twice the limit are read (the empty ones skipped)...
    const t = await leerTabla(zip(paquete(encabezado + vacias(21).join(''))), limites);
    expect(t.encabezados).toEqual(['RUT']);
    expect(t.filas).toEqual([]);
    // ...one more is refused before parsing.
    expect(await refusal(() => leerTabla(zip(paquete(encabezado + vacias(22).join(''))), limites))).toBe(
      'El archivo supera el máximo de 10 filas por importación; divídalo en partes.',
    );
    // 64 cells a row on average.
    const fila = (r: number, n: number) =>
      `<row r="${r}">${Array.from({ length: n }, (_, c) => `<c r="A${r}" s="${c}"/>`).join('')}</row>`;
    const filasDe = (celdas: number[]) => celdas.map((n, i) => fila(i + 1, n)).join('');
    const justo = Array<number>(11).fill(64);
    expect(await refusal(() => leerTabla(zip(paquete(filasDe(justo))), limites))).toBe('El archivo está vacío.');
    expect(await refusal(() => leerTabla(zip(paquete(filasDe([...justo.slice(1), 65]))), limites))).toBe(
      'El archivo tiene más de 704 celdas; quite las hojas o columnas que no se importan.',
    );
  });

  it('refuses a zip bomb: a part that inflates past its declared size or past the uncompressed budget', async () => {
    const BOMBA = 'El archivo Excel es demasiado grande al descomprimirlo.';
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    // Declares 100 bytes but inflates to 4 MB: inflating stops at the declared size.
    expect(await refusal(() => leerTabla(zip([{ nombre: 'xl/workbook.xml', datos: zeros, declarado: 100 }])))).toBe(
      BOMBA,
    );
    // Declares more than the 32 MB budget in the directory: refused before inflating anything.
    const declaraDeMas = zip([{ nombre: 'xl/workbook.xml', datos: Buffer.from('<x/>'), declarado: 60 * 1024 * 1024 }]);
    expect(await refusal(() => leerTabla(declaraDeMas))).toBe(BOMBA);
    // Honest sizes over a (smaller) budget are refused too, even spread over several parts.
    const limites = { ...IMPORT_LIMITES, maxDescomprimido: 1024 * 1024 };
    const partes = [1, 2, 3].map((n) => ({ nombre: `xl/p${n}.xml`, datos: Buffer.alloc(400 * 1024) }));
    expect(await refusal(() => leerTabla(zip(partes), limites))).toBe(BOMBA);
    // A part that inflates to less than it declares, or a stored one whose sizes differ, is corrupt.
    expect(await refusal(() => leerTabla(zip([{ nombre: 'a.xml', datos: zeros, declarado: 5_000_000 }])))).toBe(
      NO_VALIDO,
    );
    expect(
      await refusal(() =>
        leerTabla(zip([{ nombre: 'a.xml', datos: Buffer.from('abc'), almacenado: true, declarado: 9 }])),
      ),
    ).toBe(NO_VALIDO);
  });

  it(`refuses password-protected entries, more than ${IMPORT_LIMITES.maxEntradas} parts and more than 20,000 rows`, async () => {
    const protegido = zip([{ nombre: 'xl/workbook.xml', datos: Buffer.from('<workbook/>') }]);
    const cd = protegido.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    protegido.writeUInt16LE(1, cd + 8);
    expect(await refusal(() => leerTabla(protegido))).toBe(
      'El archivo Excel está protegido con contraseña; guárdelo sin protección.',
    );
    const muchas = Array.from({ length: IMPORT_LIMITES.maxEntradas + 1 }, (_, i) => ({
      nombre: `p${i}`,
      datos: Buffer.from(''),
      almacenado: true,
    }));
    expect(await refusal(() => leerTabla(zip(muchas)))).toBe('El archivo Excel tiene demasiadas partes.');
    const rows = Array.from({ length: IMPORT_LIMITES.maxFilas + 1 }, () => ['1-9']);
    expect(await refusal(async () => leerTabla(Buffer.from(await buildXlsx('x', ['RUT'], rows))))).toBe(
      'El archivo supera el máximo de 20.000 filas por importación; divídalo en partes.',
    );
  });
});

describe('cell values', () => {
  it('dates as Chileans write them and Excel serials', async () => {
    expect(fechaIso('05-03-2024')).toBe('2024-03-05');
    expect(fechaIso('5/3/2024')).toBe('2024-03-05');
    expect(fechaIso('2024-03-05')).toBe('2024-03-05');
    expect(fechaIso('2024-03-05T00:00:00')).toBe('2024-03-05');
    expect(fechaIso('45356')).toBe('2024-03-05');
    expect(fechaIso('31-02-2024')).toBe('31-02-2024');
    expect(fechaIso('ayer')).toBe('ayer');
    expect(fechaIso('')).toBe('');
  });

  it('labels and headers compare folded', async () => {
    const estados = { activo: 'Activo', en_validacion: 'En validación' };
    expect(porEtiqueta('EN VALIDACION', estados)).toBe('en_validacion');
    expect(porEtiqueta('en_validacion', estados)).toBe('en_validacion');
    expect(porEtiqueta('', estados)).toBeUndefined();
    expect(porEtiqueta('otro', estados)).toBe('otro');
    expect(normalizarEncabezado('  Teléfono * ')).toBe('telefono');
    expect(normalizarEncabezado('Fecha de ingreso (dd-mm-aaaa)')).toBe('fecha de ingreso');
  });
});
