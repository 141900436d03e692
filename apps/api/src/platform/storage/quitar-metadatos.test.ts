import { describe, expect, it } from 'vitest';
import { formatoImagen, MetadatosError, quitarMetadatos } from './quitar-metadatos';
import { PDF } from './test-samples';
import { EOI, DHT, DQT, ESCANEO, exifConGps, ICC, JFIF, jpegConGps, segmento, SOF0, SOS } from './muestras-imagenes';

const b = (s: string) => Buffer.from(s, 'latin1');

describe('quitarMetadatos (JPEG)', () => {
  it('drops EXIF (with GPS), XMP, IPTC, comments and trailers; keeps JFIF, ICC, tables and scan bytes', () => {
    const original = jpegConGps();
    expect(original.includes(b('Exif'))).toBe(true);
    const limpio = quitarMetadatos(original);
    expect(
      limpio.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), JFIF, ICC, DQT, SOF0, DHT, SOS, ESCANEO, EOI])),
    ).toBe(true);
    for (const rastro of ['Exif', 'Canon', 'GPSLatitude', 'IPTC', 'Juan', 'SEFT']) {
      expect(limpio.includes(b(rastro)), rastro).toBe(false);
    }
    expect(quitarMetadatos(limpio).equals(limpio)).toBe(true);
  });

  it('refuses a damaged JPEG rather than keeping its metadata', () => {
    const roto = Buffer.concat([Buffer.from([0xff, 0xd8]), segmento(0xe1, exifConGps()).subarray(0, 20)]);
    expect(() => quitarMetadatos(roto)).toThrow(MetadatosError);
    expect(() => quitarMetadatos(Buffer.from([0xff, 0xd8, 0xff]))).toThrow(MetadatosError);
  });
});

function pngChunk(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  return Buffer.concat([largo, b(tipo), datos, Buffer.from([1, 2, 3, 4])]);
}

describe('quitarMetadatos (PNG)', () => {
  it('drops eXIf, tEXt, iTXt, zTXt, tIME and unknown ancillary chunks; keeps the image chunks', () => {
    const firma = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
    const phys = pngChunk('pHYs', Buffer.from([0, 0, 11, 19, 0, 0, 11, 19, 1]));
    const idat = pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1]));
    const iend = pngChunk('IEND', Buffer.alloc(0));
    const original = Buffer.concat([
      firma,
      ihdr,
      pngChunk('eXIf', exifConGps().subarray(6)),
      pngChunk('tEXt', b('Author\0Juan')),
      pngChunk('iTXt', b('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta GPS/>')),
      pngChunk('zTXt', b('Comment\0\0x')),
      pngChunk('tIME', Buffer.from([7, 234, 11, 22, 10, 0, 0])),
      pngChunk('vpAg', b('vendor')),
      phys,
      idat,
      iend,
      b('datos tras IEND'),
    ]);
    const limpio = quitarMetadatos(original);
    expect(limpio.equals(Buffer.concat([firma, ihdr, phys, idat, iend]))).toBe(true);
    expect(limpio.includes(b('Canon'))).toBe(false);
    expect(() => quitarMetadatos(original.subarray(0, 40))).toThrow(MetadatosError);
  });
});

function riffChunk(tipo: string, datos: Buffer): Buffer {
  const cabecera = Buffer.alloc(8);
  cabecera.write(tipo, 0, 'latin1');
  cabecera.writeUInt32LE(datos.length, 4);
  return Buffer.concat([cabecera, datos, datos.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function webp(chunks: Buffer[]): Buffer {
  const cuerpo = Buffer.concat(chunks);
  const cabecera = Buffer.alloc(12);
  cabecera.write('RIFF', 0, 'latin1');
  cabecera.writeUInt32LE(cuerpo.length + 4, 4);
  cabecera.write('WEBP', 8, 'latin1');
  return Buffer.concat([cabecera, cuerpo]);
}

describe('quitarMetadatos (WebP)', () => {
  it('drops EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    const vp8x = (flags: number) => riffChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    const imagen = riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0x10])); // odd size: padded
    const original = webp([
      vp8x(0x0c | 0x10),
      imagen,
      riffChunk('EXIF', exifConGps().subarray(6)),
      riffChunk('XMP ', b('<x:xmpmeta/>')),
    ]);
    const limpio = quitarMetadatos(original);
    expect(formatoImagen(limpio)).toBe('webp');
    expect(limpio.equals(webp([vp8x(0x10), imagen]))).toBe(true);
    expect(limpio.readUInt32LE(4)).toBe(limpio.length - 8);
    expect(limpio.includes(b('Canon'))).toBe(false);
  });
});

describe('quitarMetadatos (other files)', () => {
  it('returns non-images untouched', () => {
    expect(quitarMetadatos(PDF)).toBe(PDF);
    expect(formatoImagen(PDF)).toBeNull();
  });
});
