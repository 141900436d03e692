import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
// The web's own writer: what 'Exportar → XLSX' downloads must import back.
import { buildXlsx, crc32, zipStore } from '../../../../web/src/components/list-page/xlsx';
import { normalizarEncabezado } from './engine';
import { detectarSeparador, leerTabla } from './tabla';
import { fechaIso, porEtiqueta } from './valores';

const NO_VALIDO = 'El archivo no es un CSV ni un Excel (.xlsx) válido.';
const filas = (t: ReturnType<typeof leerTabla>) => t.filas.map((f) => [f.numero, ...f.celdas]);
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('no se rechazó');
}

describe('CSV', () => {
  it("reads ';' (Excel es-CL) with a BOM, CRLF and quoted fields with separators, quotes and line breaks", () => {
    const csv =
      '\uFEFFRUT;Nombres;Cargo\r\n12.345.678-5;"Ana; María";"Jefa ""A""\r\nde turno"\r\n\r\n9.876.543-3;Luis;\r\n';
    const t = leerTabla(Buffer.from(csv, 'utf8'));
    expect(t.formato).toBe('csv');
    expect(t.encabezados).toEqual(['RUT', 'Nombres', 'Cargo']);
    // Row numbers count records (header = 1); a quoted line break stays inside its row, blank lines are skipped.
    expect(filas(t)).toEqual([
      [2, '12.345.678-5', 'Ana; María', 'Jefa "A"\r\nde turno'],
      [3, '9.876.543-3', 'Luis', ''],
    ]);
  });

  it("reads ',' without a BOM, LF only", () => {
    const t = leerTabla(Buffer.from('RUT,Nombres\n1-9,"Pérez, Ana"\n'));
    expect(t.encabezados).toEqual(['RUT', 'Nombres']);
    expect(filas(t)).toEqual([[2, '1-9', 'Pérez, Ana']]);
  });

  it('detects the separator outside quotes only', () => {
    expect(detectarSeparador('"a;b;c",x,y\n')).toBe(',');
    expect(detectarSeparador('a;b,c;d\n')).toBe(';');
    expect(detectarSeparador('solo\n')).toBe(',');
  });

  it('reads Windows-1252 as Excel saves "CSV (delimitado por comas)"', () => {
    const t = leerTabla(Buffer.from('RUT;Teléfono\n1-9;Ñuñoa\n', 'latin1'));
    expect(t.encabezados).toEqual(['RUT', 'Teléfono']);
    expect(t.filas[0]!.celdas).toEqual(['1-9', 'Ñuñoa']);
  });

  it(`refuses more than ${IMPORT_LIMITES.maxFilas} rows, and an unterminated quote`, () => {
    const big = `RUT\n${'1-9\n'.repeat(IMPORT_LIMITES.maxFilas + 1)}`;
    expect(refusal(() => leerTabla(Buffer.from(big)))).toBe(
      'El archivo supera el máximo de 20.000 filas por importación; divídalo en partes.',
    );
    expect(leerTabla(Buffer.from(`RUT\n${'1-9\n'.repeat(IMPORT_LIMITES.maxFilas)}`)).filas).toHaveLength(20_000);
    expect(refusal(() => leerTabla(Buffer.from('RUT;Nombres\n1-9;"Ana\n')))).toMatch(/^El CSV no es válido/);
  });
});

describe('not a table', () => {
  it('refuses binary files, PDFs, old .xls / encrypted workbooks and empty files with a Spanish message', () => {
    expect(refusal(() => leerTabla(Buffer.from('%PDF-1.7\n...')))).toBe(NO_VALIDO);
    expect(refusal(() => leerTabla(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])))).toBe(NO_VALIDO);
    expect(refusal(() => leerTabla(Buffer.from([1, 2, 0, 4, 5])))).toBe(NO_VALIDO);
    const ole = Buffer.alloc(512);
    ole.writeUInt32BE(0xd0cf11e0, 0);
    expect(refusal(() => leerTabla(ole))).toMatch(
      /^El archivo no es un CSV ni un Excel \(\.xlsx\) válido\. Si está protegido/,
    );
    expect(refusal(() => leerTabla(Buffer.alloc(0)))).toBe('El archivo está vacío.');
    // A zip that is not a workbook.
    const zip = Buffer.from(zipStore([{ name: 'hola.txt', data: new TextEncoder().encode('hola') }]));
    expect(refusal(() => leerTabla(zip))).toBe(NO_VALIDO);
    // A truncated zip.
    expect(refusal(() => leerTabla(zip.subarray(0, 40)))).toBe(NO_VALIDO);
  });

  it('refuses files over 10 MB', () => {
    expect(refusal(() => leerTabla(Buffer.alloc(IMPORT_LIMITES.maxBytes + 1, 0x41)))).toBe(
      'El archivo supera el máximo de 10 MB para importar.',
    );
  });
});

/** A zip entry compressed with deflate, declaring `declarado` as its uncompressed size. */
function deflatedZip(name: string, data: Buffer, declarado = data.length) {
  const comp = deflateRawSync(data);
  const nameBuf = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(comp.length, 18);
  local.writeUInt32LE(declarado, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(comp.length, 20);
  central.writeUInt32LE(declarado, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const cdOffset = local.length + nameBuf.length + comp.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, nameBuf, comp, central, nameBuf, end]);
}

describe('XLSX', () => {
  it('round-trips the web export (inline strings, numbers, accents, XML escapes)', () => {
    const xlsx = buildXlsx(
      'Trabajadores',
      ['RUT', 'Nombre', 'Cargo', 'Fecha de ingreso'],
      [
        ['12.345.678-5', 'Ana María Pérez Soto', 'Jefa <Operaciones> & "Control"', 45292],
        ['9.876.543-3', 'Luis Ñúñez', null, null],
      ],
    );
    const t = leerTabla(Buffer.from(xlsx));
    expect(t.formato).toBe('xlsx');
    expect(t.encabezados).toEqual(['RUT', 'Nombre', 'Cargo', 'Fecha de ingreso']);
    expect(filas(t)).toEqual([
      [2, '12.345.678-5', 'Ana María Pérez Soto', 'Jefa <Operaciones> & "Control"', '45292'],
      [3, '9.876.543-3', 'Luis Ñúñez'],
    ]);
    expect(fechaIso(t.filas[0]!.celdas[3]!)).toBe('2024-01-01');
  });

  it('reads deflated parts, shared strings and rich text, following workbook.xml to the first sheet', () => {
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const parts: Record<string, string> = {
      'xl/workbook.xml': `<workbook ${ns} xmlns:r="r"><sheets><sheet name="Datos" sheetId="7" r:id="rId3"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId3" Type="x" Target="worksheets/datos.xml"/></Relationships>',
      'xl/sharedStrings.xml': `<sst ${ns}><si><t>RUT</t></si><si><r><t>Nom</t></r><r><t xml:space="preserve">bres</t></r></si><si><t>Ana &amp; Co_x000D_</t></si></sst>`,
      'xl/worksheets/datos.xml': `<worksheet ${ns}><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="3"><c r="A3" t="str"><v>1-9</v></c><c r="C3" t="s"><v>2</v></c></row></sheetData></worksheet>`,
    };
    const entries = Object.entries(parts).map(([name, xml]) => ({ name, data: Buffer.from(xml) }));
    // Store them through zipStore, then swap each for a deflated copy to exercise inflateRaw.
    const stored = leerTabla(Buffer.from(zipStore(entries)));
    expect(stored.encabezados).toEqual(['RUT', 'Nombres']);
    expect(filas(stored)).toEqual([[3, '1-9', '', 'Ana & Co\r']]);
    const one = deflatedZip('xl/workbook.xml', Buffer.from(parts['xl/workbook.xml']!));
    // A workbook without its sheet is not a valid file.
    expect(refusal(() => leerTabla(one))).toBe(NO_VALIDO);
  });

  it('refuses a zip bomb: a part that inflates past its declared size or past the uncompressed budget', () => {
    const BOMBA = 'El archivo Excel es demasiado grande al descomprimirlo.';
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    // Declares 100 bytes but inflates to 4 MB: inflating stops at the declared size.
    expect(refusal(() => leerTabla(deflatedZip('xl/workbook.xml', zeros, 100)))).toBe(BOMBA);
    // Declares more than the 32 MB budget in the directory: refused before inflating anything.
    expect(refusal(() => leerTabla(deflatedZip('xl/workbook.xml', Buffer.from('<x/>'), 60 * 1024 * 1024)))).toBe(BOMBA);
    // Honest sizes over a (smaller) budget are refused too.
    const limites = { ...IMPORT_LIMITES, maxDescomprimido: 1024 * 1024 };
    expect(refusal(() => leerTabla(deflatedZip('xl/workbook.xml', zeros), limites))).toBe(BOMBA);
  });

  it('refuses password-protected entries and more than 20,000 rows', () => {
    const zip = deflatedZip('xl/workbook.xml', Buffer.from('<workbook/>'));
    const cd = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(1, cd + 8);
    expect(refusal(() => leerTabla(zip))).toBe(
      'El archivo Excel está protegido con contraseña; guárdelo sin protección.',
    );
    const rows = Array.from({ length: IMPORT_LIMITES.maxFilas + 1 }, () => ['1-9']);
    expect(refusal(() => leerTabla(Buffer.from(buildXlsx('x', ['RUT'], rows))))).toBe(
      'El archivo supera el máximo de 20.000 filas por importación; divídalo en partes.',
    );
  });
});

describe('cell values', () => {
  it('dates as Chileans write them and Excel serials', () => {
    expect(fechaIso('05-03-2024')).toBe('2024-03-05');
    expect(fechaIso('5/3/2024')).toBe('2024-03-05');
    expect(fechaIso('2024-03-05')).toBe('2024-03-05');
    expect(fechaIso('2024-03-05T00:00:00')).toBe('2024-03-05');
    expect(fechaIso('45356')).toBe('2024-03-05');
    expect(fechaIso('31-02-2024')).toBe('31-02-2024');
    expect(fechaIso('ayer')).toBe('ayer');
    expect(fechaIso('')).toBe('');
  });

  it('labels and headers compare folded', () => {
    const estados = { activo: 'Activo', en_validacion: 'En validación' };
    expect(porEtiqueta('EN VALIDACION', estados)).toBe('en_validacion');
    expect(porEtiqueta('en_validacion', estados)).toBe('en_validacion');
    expect(porEtiqueta('', estados)).toBeUndefined();
    expect(porEtiqueta('otro', estados)).toBe('otro');
    expect(normalizarEncabezado('  Teléfono * ')).toBe('telefono');
    expect(normalizarEncabezado('Fecha de ingreso (dd-mm-aaaa)')).toBe('fecha de ingreso');
  });
});
