import { inflateRawSync } from 'node:zlib';
import { ArchivoInvalido, demasiadasFilas, NO_ES_TABLA, type LimitesImportacion } from './tipos';

/*
 * Zip-bomb guard run before the spreadsheet library sees an .xlsx. Ours because the library
 * inflates every part whole into memory and only then compares it with the declared size: here
 * the central directory's entry count and declared sizes are checked against the budget, and each
 * part is inflated once with its output capped at the size it declares, so a part that lies is
 * stopped at its own word. Encrypted, ZIP64 and unknown-method archives are refused. The library
 * also builds an object per row and cell of every sheet before the row limit can be applied, so
 * rows and cells are counted here too (a few MB of repeated `<row>` would cost seconds).
 */

export const BOMBA = 'El archivo Excel es demasiado grande al descomprimirlo.';

interface Entrada {
  nombre: string;
  metodo: number;
  comprimido: number;
  descomprimido: number;
  offsetLocal: number;
}

function finDelDirectorio(buf: Buffer): number {
  // 22 bytes plus a comment of up to 65,535.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) return i;
  }
  throw new ArchivoInvalido(NO_ES_TABLA);
}

function leerDirectorio(buf: Buffer, limites: LimitesImportacion): Entrada[] {
  const eocd = finDelDirectorio(buf);
  const total = buf.readUInt16LE(eocd + 10);
  const tamano = buf.readUInt32LE(eocd + 12);
  const inicio = buf.readUInt32LE(eocd + 16);
  if (total === 0xffff || inicio === 0xffffffff) throw new ArchivoInvalido(NO_ES_TABLA); // ZIP64
  if (total > limites.maxEntradas) throw new ArchivoInvalido('El archivo Excel tiene demasiadas partes.');
  if (inicio + tamano > buf.length) throw new ArchivoInvalido(NO_ES_TABLA);

  const entradas: Entrada[] = [];
  let declarado = 0;
  let p = inicio;
  for (let n = 0; n < total; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ArchivoInvalido(NO_ES_TABLA);
    if (buf.readUInt16LE(p + 8) & 0x1) {
      throw new ArchivoInvalido('El archivo Excel está protegido con contraseña; guárdelo sin protección.');
    }
    const entrada = {
      nombre: buf.toString('utf8', p + 46, p + 46 + buf.readUInt16LE(p + 28)),
      metodo: buf.readUInt16LE(p + 10),
      comprimido: buf.readUInt32LE(p + 20),
      descomprimido: buf.readUInt32LE(p + 24),
      offsetLocal: buf.readUInt32LE(p + 42),
    };
    if (entrada.metodo !== 0 && entrada.metodo !== 8) throw new ArchivoInvalido(NO_ES_TABLA);
    declarado += entrada.descomprimido;
    if (declarado > limites.maxDescomprimido) throw new ArchivoInvalido(BOMBA);
    entradas.push(entrada);
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entradas;
}

/** Inflates a part to measure it: more than it declares is a bomb, less a corrupt file. */
function inflarParte(buf: Buffer, e: Entrada): Buffer {
  const p = e.offsetLocal;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) throw new ArchivoInvalido(NO_ES_TABLA);
  const inicio = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (inicio + e.comprimido > buf.length) throw new ArchivoInvalido(NO_ES_TABLA);
  const datos = buf.subarray(inicio, inicio + e.comprimido);
  if (e.metodo === 0) {
    if (e.comprimido !== e.descomprimido) throw new ArchivoInvalido(NO_ES_TABLA);
    return datos;
  }
  let salida: Buffer;
  try {
    // Output in one chunk of the declared size (+1 to see a lie), not 16 KB chunks joined afterwards.
    const tope = Math.max(64, e.descomprimido + 1);
    salida = inflateRawSync(datos, { maxOutputLength: tope, chunkSize: tope });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchivoInvalido(BOMBA);
    throw new ArchivoInvalido(NO_ES_TABLA);
  }
  if (salida.length !== e.descomprimido) throw new ArchivoInvalido(NO_ES_TABLA);
  return salida;
}

function contar(texto: Buffer, etiqueta: string): number {
  let n = 0;
  for (let i = texto.indexOf(etiqueta); i >= 0; i = texto.indexOf(etiqueta, i + etiqueta.length)) n++;
  return n;
}

/** Columns per row the cell count allows on average: far more than any importer reads. */
const CELDAS_POR_FILA = 64;

/**
 * Throws an `ArchivoInvalido` unless the zip fits the import's limits, whatever its headers claim;
 * returns the parts it inflated, by name without a leading '/', so nothing inflates them again.
 */
export function verificarZip(buf: Buffer, limites: LimitesImportacion): Map<string, Buffer> {
  const partes = new Map<string, Buffer>();
  // Header and data rows, with room for the empty formatted rows spreadsheets also write.
  const maxFilas = 2 * (limites.maxFilas + 1);
  const maxCeldas = CELDAS_POR_FILA * (limites.maxFilas + 1);
  let filas = 0;
  let celdas = 0;
  for (const entrada of leerDirectorio(buf, limites)) {
    const parte = inflarParte(buf, entrada);
    partes.set(entrada.nombre.replace(/^\//, ''), parte);
    if (!/^\/?xl\/worksheets\/[^/]+\.xml$/.test(entrada.nombre)) continue;
    filas += contar(parte, '<row ') + contar(parte, '<row>');
    celdas += contar(parte, '<c ') + contar(parte, '<c>');
    if (filas > maxFilas) throw new ArchivoInvalido(demasiadasFilas(limites.maxFilas));
    if (celdas > maxCeldas) {
      throw new ArchivoInvalido(
        `El archivo tiene más de ${maxCeldas.toLocaleString('es-CL')} celdas; quite las hojas o columnas que no se importan.`,
      );
    }
  }
  return partes;
}
