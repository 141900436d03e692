import { describe, expect, it } from 'vitest';
import { createTextValidator, extensionOf, sanitizeDisplayName, sniff, SNIFF_BYTES } from './sniff';
import { CSV, DOCX, EML, HTML, JPEG, MSG, PDF, PNG, TXT, XLSX, zipEntry } from './test-samples';

describe('sniff: accepted types', () => {
  it.each([
    ['informe.pdf', PDF, 'pdf', 'application/pdf'],
    ['foto.png', PNG, 'png', 'image/png'],
    ['foto.jpg', JPEG, 'jpg', 'image/jpeg'],
    ['foto.JPEG', JPEG, 'jpeg', 'image/jpeg'],
    ['contrato.docx', DOCX, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['planilla.xlsx', XLSX, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['correo.msg', MSG, 'msg', 'application/vnd.ms-outlook'],
    ['correo.eml', EML, 'eml', 'message/rfc822'],
    ['datos.csv', CSV, 'csv', 'text/csv'],
    ['notas.txt', TXT, 'txt', 'text/plain'],
  ] as const)('%s', (name, bytes, ext, contentType) => {
    expect(sniff(bytes, name)).toEqual({ ok: true, ext, contentType });
  });

  it('docx/xlsx recognised by the part name alone, or by [Content_Types].xml and the extension', () => {
    expect(sniff(zipEntry('word/document.xml', '<x/>'), 'a.docx').ok).toBe(true);
    expect(sniff(zipEntry('xl/workbook.xml', '<x/>'), 'a.xlsx').ok).toBe(true);
    const ooxml = Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('_rels/.rels')]);
    expect(sniff(ooxml, 'a.docx').ok).toBe(true);
    expect(sniff(ooxml, 'a.xlsx').ok).toBe(true);
  });

  it('a %PDF- polyglot named .pdf is a pdf (we serve application/pdf as an attachment)', () => {
    const polyglot = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>');
    expect(sniff(polyglot, 'x.pdf')).toEqual({ ok: true, ext: 'pdf', contentType: 'application/pdf' });
  });

  it('eml may start with any X- header', () => {
    expect(sniff(Buffer.from('X-Mozilla-Status: 0001\r\nFrom: a@b.cl\r\n\r\nhola'), 'm.eml').ok).toBe(true);
  });

  it('a UTF-8 character cut at the 8 KB boundary is fine when the head is not the whole file', () => {
    const text = Buffer.from('a'.repeat(SNIFF_BYTES - 1) + 'ñ', 'utf8'); // ñ = 2 bytes, 2nd one past 8 KB
    expect(sniff(text.subarray(0, SNIFF_BYTES), 'a.txt').ok).toBe(true);
    expect(sniff(text.subarray(0, SNIFF_BYTES), 'a.txt', { complete: true }).ok).toBe(false);
  });
});

describe('sniff: refused', () => {
  it.each([
    ['HTML renamed .pdf', HTML, 'informe.pdf'],
    ['HTML named .txt', HTML, 'notas.txt'],
    ['HTML named .csv', Buffer.from('  \n<html><body>x</body></html>'), 'datos.csv'],
    ['HTML without doctype', Buffer.from('<script>alert(1)</script>'), 'a.txt'],
    ['SVG named .txt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.txt'],
    ['XML named .txt', Buffer.from('\uFEFF<?xml version="1.0"?><x/>'), 'a.txt'],
    ['uppercase doctype', Buffer.from('<!DocType HTML><p>x'), 'a.txt'],
    ['HTML named .eml', HTML, 'correo.eml'],
    ['PNG named .pdf', PNG, 'foto.pdf'],
    ['PNG named .jpg', PNG, 'foto.jpg'],
    ['JPEG named .png', JPEG, 'foto.png'],
    ['PDF named .txt', PDF, 'a.txt'],
    ['PDF without extension', PDF, 'informe'],
    ['PDF with trailing dot', PDF, 'informe.pdf.'],
    ['docx named .xlsx', DOCX, 'planilla.xlsx'],
    ['xlsx named .docx', XLSX, 'contrato.docx'],
    ['plain zip named .docx', zipEntry('foto.jpg', 'x'), 'a.docx'],
    ['zip named .zip', DOCX, 'a.zip'],
    ['OLE (e.g. .doc) named .doc', MSG, 'viejo.doc'],
    ['msg named .eml', MSG, 'correo.eml'],
    ['text with NUL named .txt', Buffer.from('hola\0mundo'), 'a.txt'],
    ['text with NUL named .csv', Buffer.from('a,b\n1,\0\n'), 'a.csv'],
    ['latin-1 text named .txt', Buffer.from('compañía', 'latin1'), 'a.txt'],
    ['plain text named .eml', TXT, 'correo.eml'],
    ['text named .exe', TXT, 'programa.exe'],
    ['text named .html', TXT, 'pagina.html'],
    ['empty', Buffer.alloc(0), 'a.txt'],
    ['PNG signature without IHDR', PNG.subarray(0, 8), 'a.png'],
  ])('%s', (_label, bytes, name) => {
    expect(sniff(bytes, name)).toEqual({ ok: false });
  });

  it('only looks at the first 8 KB', () => {
    const late = Buffer.concat([Buffer.from('a'.repeat(SNIFF_BYTES)), Buffer.from([0])]);
    expect(sniff(late, 'a.txt').ok).toBe(true); // createTextValidator catches the rest
    const v = createTextValidator('txt');
    expect(v?.push(late)).toBe(false);
  });
});

describe('createTextValidator', () => {
  it('is null for binary types', () => {
    expect(createTextValidator('pdf')).toBeNull();
  });

  it('accepts UTF-8 split across chunks and rejects a dangling sequence at the end', () => {
    const enie = Buffer.from('ñ', 'utf8');
    const ok = createTextValidator('csv')!;
    expect(ok.push(enie.subarray(0, 1))).toBe(true);
    expect(ok.push(enie.subarray(1))).toBe(true);
    expect(ok.end()).toBe(true);
    const bad = createTextValidator('txt')!;
    expect(bad.push(enie.subarray(0, 1))).toBe(true);
    expect(bad.end()).toBe(false);
  });

  it('eml: NUL refused, 8-bit bytes tolerated', () => {
    expect(createTextValidator('eml')!.push(Buffer.from([0x41, 0xf1]))).toBe(true);
    expect(createTextValidator('eml')!.push(Buffer.from([0x41, 0x00]))).toBe(false);
  });
});

describe('extensionOf', () => {
  it('takes the last extension of the last path segment, lower-cased', () => {
    expect(extensionOf('a/b.c/Informe.Final.PDF')).toBe('pdf');
    expect(extensionOf('C:\\x\\y.txt')).toBe('txt');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('sin-extension')).toBe('');
  });
});

describe('sanitizeDisplayName', () => {
  it('strips directories of both kinds', () => {
    expect(sanitizeDisplayName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeDisplayName('C:\\Users\\ana\\Escritorio\\acta.pdf')).toBe('acta.pdf');
    expect(sanitizeDisplayName('..\\..\\windows\\win.ini')).toBe('win.ini');
  });

  it('keeps Spanish letters (NFC) and collapses whitespace', () => {
    expect(sanitizeDisplayName('  Política   de\tprevención  Ñuñoa.pdf ')).toBe('Política de prevención Ñuñoa.pdf');
    const nfd = 'informe an\u0303o.pdf'; // n + combining tilde
    expect(sanitizeDisplayName(nfd)).toBe('informe año.pdf');
  });

  it('removes control and bidi-override characters and leading dots', () => {
    expect(sanitizeDisplayName('a\u0000b\u0007c\r\nd.txt')).toBe('abc d.txt');
    expect(sanitizeDisplayName('factura\u202Efdp.exe')).toBe('facturafdp.exe');
    expect(sanitizeDisplayName('...htaccess')).toBe('htaccess');
    expect(sanitizeDisplayName('. .oculto.txt')).toBe('oculto.txt');
  });

  it('falls back to "archivo" when nothing is left', () => {
    expect(sanitizeDisplayName('')).toBe('archivo');
    expect(sanitizeDisplayName('../')).toBe('archivo');
    expect(sanitizeDisplayName('...')).toBe('archivo');
    expect(sanitizeDisplayName('\u0000\u0001')).toBe('archivo');
  });

  it('caps at 200 characters keeping the extension', () => {
    const long = `${'á'.repeat(300)}.docx`;
    const out = sanitizeDisplayName(long);
    expect(Array.from(out)).toHaveLength(200);
    expect(out.endsWith('.docx')).toBe(true);
    const noExt = 'x'.repeat(250);
    expect(sanitizeDisplayName(noExt)).toBe('x'.repeat(200));
    const emoji = `${'😀'.repeat(250)}.pdf`; // astral chars are not split in half
    const e = sanitizeDisplayName(emoji);
    expect(Array.from(e)).toHaveLength(200);
    expect(e.endsWith('😀.pdf')).toBe(true);
  });
});
