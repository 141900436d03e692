/*
 * Removes metadata that could identify a whistleblower from an image before it is stored: EXIF
 * (camera serial, GPS position, capture time), XMP, IPTC, comments, embedded thumbnails and text
 * chunks. Pixels are never decoded or re-encoded: only container segments are dropped, so the
 * image is bit-for-bit the same picture. One visible effect: EXIF orientation goes too, so a photo
 * that relied on it may show rotated.
 *
 * Buffer in, buffer out. Anything that is not a JPEG, PNG or WebP is returned unchanged; a
 * malformed image throws `MetadatosError` (storing it as-is could keep the metadata).
 */

export class MetadatosError extends Error {
  constructor(formato: string) {
    super(`La imagen ${formato} está dañada y no se pudo limpiar de metadatos`);
    this.name = 'MetadatosError';
  }
}

const PNG_FIRMA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type FormatoImagen = 'jpeg' | 'png' | 'webp';

export function formatoImagen(bytes: Buffer): FormatoImagen | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_FIRMA)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** The same image without its metadata (or the bytes unchanged when not an image). */
export function quitarMetadatos(bytes: Buffer): Buffer {
  switch (formatoImagen(bytes)) {
    case 'jpeg':
      return limpiarJpeg(bytes);
    case 'png':
      return limpiarPng(bytes);
    case 'webp':
      return limpiarWebp(bytes);
    default:
      return bytes;
  }
}

// ---- JPEG -------------------------------------------------------------------------------------

const SOS = 0xda;
const EOI = 0xd9;
const COM = 0xfe;

/** Whether a marker segment stays: no APPn but JFIF, ICC profile and Adobe (colour); no comments. */
function conservarSegmentoJpeg(marcador: number, datos: Buffer): boolean {
  if (marcador === COM) return false;
  if (marcador < 0xe0 || marcador > 0xef) return true;
  const firma = (s: string) => datos.subarray(0, s.length).toString('latin1') === s;
  if (marcador === 0xe0) return firma('JFIF\0');
  if (marcador === 0xe2) return firma('ICC_PROFILE\0');
  if (marcador === 0xee) return firma('Adobe');
  return false;
}

const esRst = (m: number) => m >= 0xd0 && m <= 0xd7;

function limpiarJpeg(buf: Buffer): Buffer {
  const salida: Buffer[] = [buf.subarray(0, 2)];
  let i = 2;
  for (;;) {
    if (i >= buf.length || buf[i] !== 0xff) throw new MetadatosError('JPEG');
    while (buf[i + 1] === 0xff) i++; // fill bytes before a marker
    if (i + 1 >= buf.length) throw new MetadatosError('JPEG');
    const marcador = buf[i + 1]!;
    if (marcador === EOI) {
      // Anything after EOI (vendor trailers, secondary images) is dropped.
      salida.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(salida);
    }
    if (esRst(marcador) || marcador === 0x01) {
      salida.push(buf.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > buf.length) throw new MetadatosError('JPEG');
    const largo = buf.readUInt16BE(i + 2);
    const fin = i + 2 + largo;
    if (largo < 2 || fin > buf.length) throw new MetadatosError('JPEG');
    if (conservarSegmentoJpeg(marcador, buf.subarray(i + 4, fin))) salida.push(buf.subarray(i, fin));
    i = fin;
    if (marcador !== SOS) continue;
    // Entropy-coded data: runs until a marker other than a stuffed 0xFF00 or a restart marker.
    const inicio = i;
    while (i < buf.length) {
      if (buf[i] !== 0xff) {
        i++;
        continue;
      }
      const siguiente = buf[i + 1];
      if (siguiente === 0x00 || (siguiente !== undefined && esRst(siguiente))) {
        i += 2;
        continue;
      }
      break;
    }
    salida.push(buf.subarray(inicio, i));
    if (i >= buf.length) return Buffer.concat(salida); // truncated after the scan: keep the pixels
  }
}

// ---- PNG --------------------------------------------------------------------------------------

/**
 * Ancillary chunks that only describe how to show the pixels (colour, transparency, animation).
 * Every other ancillary chunk (eXIf, tEXt, iTXt, zTXt, tIME, vendor chunks) is dropped; critical
 * chunks (upper-case first letter) are always kept, since the image needs them.
 */
const PNG_AUXILIARES_CONSERVADOS = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
  'cICP',
  'mDCv',
  'cLLi',
]);

function limpiarPng(buf: Buffer): Buffer {
  const salida: Buffer[] = [buf.subarray(0, 8)];
  let i = 8;
  while (i < buf.length) {
    if (i + 12 > buf.length) throw new MetadatosError('PNG');
    const largo = buf.readUInt32BE(i);
    const tipo = buf.toString('latin1', i + 4, i + 8);
    const fin = i + 12 + largo;
    if (fin > buf.length || !/^[A-Za-z]{4}$/.test(tipo)) throw new MetadatosError('PNG');
    const critico = tipo[0]! >= 'A' && tipo[0]! <= 'Z';
    if (critico || PNG_AUXILIARES_CONSERVADOS.has(tipo)) salida.push(buf.subarray(i, fin));
    i = fin;
    if (tipo === 'IEND') return Buffer.concat(salida); // trailing bytes are dropped
  }
  throw new MetadatosError('PNG');
}

// ---- WebP -------------------------------------------------------------------------------------

const WEBP_CONSERVADOS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** VP8X flag bits announcing EXIF and XMP chunks. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function limpiarWebp(buf: Buffer): Buffer {
  const declarado = buf.readUInt32LE(4) + 8;
  if (declarado > buf.length || declarado < 12) throw new MetadatosError('WebP');
  const chunks: Buffer[] = [];
  let i = 12;
  while (i < declarado) {
    if (i + 8 > declarado) throw new MetadatosError('WebP');
    const tipo = buf.toString('latin1', i, i + 4);
    const largo = buf.readUInt32LE(i + 4);
    const fin = i + 8 + largo + (largo % 2); // chunks are padded to an even size
    if (fin > declarado + (largo % 2) || i + 8 + largo > declarado) throw new MetadatosError('WebP');
    if (WEBP_CONSERVADOS.has(tipo)) {
      // Copied (the VP8X flags are edited) and padded when a final odd-sized chunk lacks its pad byte.
      const chunk = Buffer.alloc(fin - i);
      buf.copy(chunk, 0, i, Math.min(fin, declarado));
      if (tipo === 'VP8X' && largo >= 1) chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    i = fin;
  }
  const cuerpo = Buffer.concat(chunks);
  const cabecera = Buffer.alloc(12);
  cabecera.write('RIFF', 0, 'latin1');
  cabecera.writeUInt32LE(cuerpo.length + 4, 4);
  cabecera.write('WEBP', 8, 'latin1');
  return Buffer.concat([cabecera, cuerpo]);
}
