/**
 * Image samples with identifying metadata, for the metadata-stripping tests and the public
 * channel's evidence tests: a JPEG whose APP1 'Exif' block holds a GPS position, and its parts.
 */

const b = (s: string) => Buffer.from(s, 'latin1');

/** A JPEG marker segment: FF marker, 2-byte length (including itself), data. */
export function segmento(marcador: number, datos: Buffer) {
  const cabecera = Buffer.from([0xff, marcador, 0, 0]);
  cabecera.writeUInt16BE(datos.length + 2, 2);
  return Buffer.concat([cabecera, datos]);
}

/**
 * A real EXIF block (big-endian TIFF): IFD0 with Make 'Canon' and a GPSInfo pointer; the GPS IFD
 * holds GPSLatitudeRef 'S' and GPSLatitude 33° 26' 50.00" (rationals).
 */
export function exifConGps() {
  const tiff = Buffer.alloc(100);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 at 8
  tiff.writeUInt16BE(2, 8); // IFD0: 2 entries
  tiff.writeUInt16BE(0x010f, 10); // Make, ASCII × 6 at 68
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(6, 14);
  tiff.writeUInt32BE(68, 18);
  tiff.writeUInt16BE(0x8825, 22); // GPSInfo, LONG × 1 → GPS IFD at 38
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34); // no next IFD
  tiff.writeUInt16BE(2, 38); // GPS IFD: 2 entries
  tiff.writeUInt16BE(0x0001, 40); // GPSLatitudeRef, ASCII × 2 inline: 'S'
  tiff.writeUInt16BE(2, 42);
  tiff.writeUInt32BE(2, 44);
  tiff.write('S\0', 48, 'latin1');
  tiff.writeUInt16BE(0x0002, 52); // GPSLatitude, RATIONAL × 3 at 76
  tiff.writeUInt16BE(5, 54);
  tiff.writeUInt32BE(3, 56);
  tiff.writeUInt32BE(76, 60);
  tiff.writeUInt32BE(0, 64); // no next IFD
  tiff.write('Canon\0', 68, 'latin1');
  [33, 1, 26, 1, 5000, 100].forEach((v, k) => tiff.writeUInt32BE(v, 76 + k * 4));
  return Buffer.concat([b('Exif\0\0'), tiff]);
}

export const JFIF = segmento(0xe0, Buffer.concat([b('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]));
export const ICC = segmento(0xe2, Buffer.concat([b('ICC_PROFILE\0'), Buffer.from([1, 1]), b('perfil-de-color')]));
export const DQT = segmento(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
export const SOF0 = segmento(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]));
export const DHT = segmento(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0), Buffer.from([0])]));
export const SOS = segmento(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
/** Scan data with a stuffed 0xFF00 and a restart marker, which must not end the scan. */
export const ESCANEO = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
export const EOI = Buffer.from([0xff, 0xd9]);

export function jpegConGps() {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    JFIF,
    segmento(0xe1, exifConGps()),
    segmento(0xe1, b('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta exif:GPSLatitude="33,26.8S"/>')),
    ICC,
    segmento(0xed, b('Photoshop 3.0\0IPTC autor Juan')),
    segmento(0xfe, b('Tomada por Juan en la bodega')),
    DQT,
    SOF0,
    DHT,
    Buffer.from([0xff, 0xff]), // a fill byte before SOS
    SOS,
    ESCANEO,
    EOI,
    b('SEFT trailer con datos del telefono'),
  ]);
}
