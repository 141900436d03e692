import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('parses simple rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(parseCsv('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('handles quoted fields with commas, escaped quotes and line breaks', () => {
    const text = 'nombre,nota\n"O\'Higgins, Libertador","dijo ""hola""\ny se fue"\n';
    expect(parseCsv(text)).toEqual([
      ['nombre', 'nota'],
      ["O'Higgins, Libertador", 'dijo "hola"\ny se fue'],
    ]);
  });

  it('accepts CRLF, lone CR and no final line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('"x\r\ny",z\r\n')).toEqual([['x\r\ny', 'z']]);
    expect(parseCsv('a,b\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('strips a UTF-8 BOM and a trailing DOS end-of-file marker', () => {
    expect(parseCsv('\uFEFFcodigo,nombre\n16,Ñuble\n\x1a')).toEqual([
      ['codigo', 'nombre'],
      ['16', 'Ñuble'],
    ]);
  });

  it('keeps leading zeros as text', () => {
    expect(parseCsv('01101,011')).toEqual([['01101', '011']]);
  });

  it('skips blank lines but keeps an explicitly quoted empty field', () => {
    expect(parseCsv('a\n\n\r\nb\n""\n')).toEqual([['a'], ['b'], ['']]);
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(parseCsv('5" disk,ok')).toEqual([['5" disk', 'ok']]);
  });

  it('supports another delimiter', () => {
    expect(parseCsv('a;"b;c"\n', { delimiter: ';' })).toEqual([['a', 'b;c']]);
  });

  it('returns nothing for empty input', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('throws on an unterminated quoted field, with its line', () => {
    expect(() => parseCsv('a,b\n1,"abierto\nsigue')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"abierto\nsigue');
    } catch (err) {
      expect((err as CsvError).line).toBe(2);
    }
    // The line where the open record starts, past a quoted line break and blank lines.
    expect(() => parseCsv('a,b\n"x\ny",1\n\n2,"abierto\nsigue')).toThrow('Campo entre comillas sin cerrar (línea 5)');
  });
});

describe('parseCsvRecords', () => {
  it('maps rows to objects by header, filling missing trailing cells', () => {
    const { header, rows } = parseCsvRecords('\uFEFF codigo ,nombre,extra\r\n01,Tarapacá\r\n');
    expect(header).toEqual(['codigo', 'nombre', 'extra']);
    expect(rows).toEqual([{ codigo: '01', nombre: 'Tarapacá', extra: '' }]);
  });

  it('checks required columns', () => {
    expect(() => parseCsvRecords('codigo\n01\n', { required: ['codigo', 'nombre'] })).toThrow(/nombre/);
    expect(() => parseCsvRecords('')).toThrow(CsvError);
  });
});
