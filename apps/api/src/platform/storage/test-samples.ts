/** Tiny but structurally real samples of every allowlisted type, for the storage tests. */

export const PDF = Buffer.from(
  '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // IHDR chunk: length 13, type, 1x1, bit depth 8, color type 2, crc (not checked)
  Buffer.from([0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  Buffer.from([0x90, 0x77, 0x53, 0xde]),
]);

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

/** A ZIP local file header (stored, no compression) followed by the entry's data. */
export function zipEntry(name: string, data: Buffer | string = ''): Buffer {
  const nameBuf = Buffer.from(name, 'utf8');
  const dataBuf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0); // PK\x03\x04
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0, 6); // flags
  header.writeUInt16LE(0, 8); // method: stored
  header.writeUInt32LE(0, 10); // time/date
  header.writeUInt32LE(0, 14); // crc-32 (not checked by the sniffer)
  header.writeUInt32LE(dataBuf.length, 18); // compressed size
  header.writeUInt32LE(dataBuf.length, 22); // uncompressed size
  header.writeUInt16LE(nameBuf.length, 26);
  header.writeUInt16LE(0, 28); // extra length
  return Buffer.concat([header, nameBuf, dataBuf]);
}

const CONTENT_TYPES_XML = '<?xml version="1.0" encoding="UTF-8"?><Types/>';

export const DOCX = Buffer.concat([
  zipEntry('[Content_Types].xml', CONTENT_TYPES_XML),
  zipEntry('word/document.xml', '<w:document/>'),
]);

export const XLSX = Buffer.concat([
  zipEntry('[Content_Types].xml', CONTENT_TYPES_XML),
  zipEntry('xl/workbook.xml', '<workbook/>'),
]);

export const MSG = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504), // rest of the 512-byte CFB header
]);

export const EML = Buffer.from(
  'Return-Path: <ana@example.cl>\r\nFrom: Ana Pérez <ana@example.cl>\r\nTo: b@example.cl\r\n' +
    'Subject: Denuncia\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHola\r\n',
  'utf8',
);

export const CSV = Buffer.from('\uFEFFrut;nombre;monto\n76.123.456-7;Compañía Ñandú;1500\n', 'utf8');

export const TXT = Buffer.from('Acta de reunión: se aprobó la política de prevención.\n', 'utf8');

export const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>', 'utf8');
