import { describe, expect, it } from 'vitest';
import { aTexto, ErrorCsv, leerCsv } from './csv';

describe('leerCsv', () => {
  it('reads quoted fields with commas, escaped quotes and line breaks', () => {
    expect(leerCsv('1,"ANGLO-CARIBBEAN CO., LTD.","dice ""hola""","dos\nlíneas"\n')).toEqual([
      ['1', 'ANGLO-CARIBBEAN CO., LTD.', 'dice "hola"', 'dos\nlíneas'],
    ]);
  });

  it('handles CRLF, lone CR, blank lines, a BOM and the trailing \\x1a of OFAC files', () => {
    const texto = '\ufeffa,b\r\n\r\n1,2\r3,4\r\n\x1a';
    expect(leerCsv(texto)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty fields, an empty quoted field and a trailing empty field', () => {
    expect(leerCsv('a,,""\n,x,')).toEqual([
      ['a', '', ''],
      ['', 'x', ''],
    ]);
  });

  it("keeps OFAC's '-0- ' cells verbatim (the parser, not the reader, knows they are null)", () => {
    expect(leerCsv('36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA"\r\n')).toEqual([
      ['36', 'AEROCARIBBEAN AIRLINES', '-0- ', 'CUBA'],
    ]);
  });

  it('is lenient with a quote inside an unquoted field and text after a closing quote (kept verbatim)', () => {
    expect(leerCsv('O\'Neil "Jr",x\n"abc" def,y')).toEqual([
      ['O\'Neil "Jr"', 'x'],
      ['"abc" def', 'y'],
    ]);
  });

  it('throws on an unterminated quoted field, naming the line where it started', () => {
    expect(() => leerCsv('a,b\n1,"abierto\n2,3')).toThrow(ErrorCsv);
    expect(() => leerCsv('a,b\n1,"abierto\n2,3')).toThrow('línea 2');
  });

  it('returns nothing for an empty file or one holding only \\x1a', () => {
    expect(leerCsv('')).toEqual([]);
    expect(leerCsv('\x1a')).toEqual([]);
  });
});

describe('aTexto', () => {
  it('decodes UTF-8, and falls back to Windows-1252 for invalid UTF-8', () => {
    expect(aTexto(Buffer.from('Peña', 'utf8'))).toBe('Peña');
    expect(aTexto(Buffer.from([0x50, 0x65, 0xf1, 0x61]))).toBe('Peña');
  });
});
