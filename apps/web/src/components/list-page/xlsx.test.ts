import { describe, expect, it } from 'vitest';

import { buildXlsx, columnName, crc32, zipStore } from './xlsx';

interface ReadEntry {
  name: string;
  method: number;
  crc: number;
  text: string;
}

/** Walks the local file headers of a ZIP, checking what a reader relies on. */
function readZip(bytes: Uint8Array): ReadEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const entries: ReadEntry[] = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const crc = view.getUint32(at + 14, true);
    const compressed = view.getUint32(at + 18, true);
    const size = view.getUint32(at + 22, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    expect(compressed).toBe(size);
    const name = decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const dataStart = at + 30 + nameLength + extraLength;
    const data = bytes.subarray(dataStart, dataStart + size);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, method, crc, text: decoder.decode(data) });
    at = dataStart + size;
  }
  // What follows the entries is the central directory, one header per entry, then its end record.
  expect(view.getUint32(at, true)).toBe(0x02014b50);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  expect(view.getUint16(end + 10, true)).toBe(entries.length);
  expect(view.getUint32(end + 16, true)).toBe(at);
  expect(view.getUint32(end + 12, true)).toBe(end - at);
  return entries;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('zipStore', () => {
  it('writes stored entries a reader can walk', () => {
    const zip = zipStore([
      { name: 'a.txt', data: new TextEncoder().encode('hola') },
      { name: 'carpeta/ñandú.txt', data: new TextEncoder().encode('') },
    ]);
    expect(String.fromCharCode(zip[0]!, zip[1]!)).toBe('PK');
    const entries = readZip(zip);
    expect(entries.map((e) => [e.name, e.method, e.text])).toEqual([
      ['a.txt', 0, 'hola'],
      ['carpeta/ñandú.txt', 0, ''],
    ]);
  });
});

describe('columnName', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('buildXlsx', () => {
  it('packs the parts of a one-sheet workbook with inline strings and numbers', () => {
    const xlsx = buildXlsx(
      'Notificaciones',
      ['Título', 'Cantidad'],
      [
        ['Bienvenida <Atalaya> & "Co"', 3],
        [null, 2.5],
      ],
    );
    expect(String.fromCharCode(xlsx[0]!, xlsx[1]!)).toBe('PK');

    const entries = readZip(xlsx);
    expect(entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    const part = (name: string) => entries.find((e) => e.name === name)!.text;
    expect(part('xl/workbook.xml')).toContain('<sheet name="Notificaciones" sheetId="1" r:id="rId1"/>');
    expect(part('_rels/.rels')).toContain('Target="xl/workbook.xml"');
    expect(part('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet1.xml"');

    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">Título</t></is></c>');
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Bienvenida &lt;Atalaya&gt; &amp; &quot;Co&quot;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>3</v></c>');
    expect(sheet).toContain('<row r="3"><c r="B3"><v>2.5</v></c></row>');
  });

  it('keeps sheet names within what Excel accepts', () => {
    const entries = readZip(buildXlsx('Riesgos: a/b [todos] con un nombre larguísimo', ['x'], []));
    const workbook = entries.find((e) => e.name === 'xl/workbook.xml')!.text;
    expect(workbook).toContain('<sheet name="Riesgos  a b  todos  con un nom"');
  });
});
