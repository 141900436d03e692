import { inflateRawSync } from 'node:zlib';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import { ArchivoInvalido, CELDA_DEMASIADO_LARGA, demasiadasFilas, MAX_CELDA, NO_ES_TABLA, type Tabla } from './tipos';

/*
 * A minimal .xlsx reader without a spreadsheet library: the zip's central directory, then
 * xl/workbook.xml (+ its rels) for the first sheet, xl/sharedStrings.xml and the sheet's cells
 * (shared and inline strings, numbers, booleans, ISO dates). Styles are ignored: a date cell
 * arrives as its Excel serial number and the importer's date columns convert it.
 *
 * Defences: entries counted, encrypted / ZIP64 / unknown compression refused, every inflate
 * capped (`maxOutputLength`) by what is left of the uncompressed budget, declared sizes checked.
 */

const NO_VALIDO = NO_ES_TABLA;
const BOMBA = 'El archivo Excel es demasiado grande al descomprimirlo.';
/**
 * A cell's XML may be longer than its text (entities, rich-text runs), never this much: checked
 * before decoding, since decoding a 40 MB cell (and matching its header) takes seconds.
 */
const MAX_XML_CELDA = MAX_CELDA * 16;

interface Entrada {
  nombre: string;
  metodo: number;
  comprimido: number;
  descomprimido: number;
  offsetLocal: number;
}

function leerDirectorio(buf: Buffer, limites: typeof IMPORT_LIMITES): Map<string, Entrada> {
  // End of central directory: 22 bytes plus a comment of up to 65,535.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ArchivoInvalido(NO_VALIDO);
  const total = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (total === 0xffff || cdOffset === 0xffffffff) throw new ArchivoInvalido(NO_VALIDO); // ZIP64
  if (total > limites.maxEntradas) throw new ArchivoInvalido('El archivo Excel tiene demasiadas partes.');
  if (cdOffset + cdSize > buf.length) throw new ArchivoInvalido(NO_VALIDO);

  const entradas = new Map<string, Entrada>();
  let declarado = 0;
  let p = cdOffset;
  for (let n = 0; n < total; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new ArchivoInvalido(NO_VALIDO);
    const flags = buf.readUInt16LE(p + 8);
    const metodo = buf.readUInt16LE(p + 10);
    const comprimido = buf.readUInt32LE(p + 20);
    const descomprimido = buf.readUInt32LE(p + 24);
    const largoNombre = buf.readUInt16LE(p + 28);
    const largoExtra = buf.readUInt16LE(p + 30);
    const largoComentario = buf.readUInt16LE(p + 32);
    const offsetLocal = buf.readUInt32LE(p + 42);
    const nombre = buf.toString('utf8', p + 46, p + 46 + largoNombre);
    if (flags & 0x1)
      throw new ArchivoInvalido('El archivo Excel está protegido con contraseña; guárdelo sin protección.');
    declarado += descomprimido;
    if (declarado > limites.maxDescomprimido) throw new ArchivoInvalido(BOMBA);
    entradas.set(nombre.replace(/^\/+/, ''), { nombre, metodo, comprimido, descomprimido, offsetLocal });
    p += 46 + largoNombre + largoExtra + largoComentario;
  }
  return entradas;
}

/** Reads zip entries by name, within one shared uncompressed budget. */
function lectorZip(buf: Buffer, limites: typeof IMPORT_LIMITES) {
  const entradas = leerDirectorio(buf, limites);
  let restante: number = limites.maxDescomprimido;
  return {
    tiene: (nombre: string) => entradas.has(nombre),
    leer(nombre: string): string | undefined {
      const e = entradas.get(nombre);
      if (!e) return undefined;
      const p = e.offsetLocal;
      if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) throw new ArchivoInvalido(NO_VALIDO);
      const inicio = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
      if (inicio + e.comprimido > buf.length) throw new ArchivoInvalido(NO_VALIDO);
      const datos = buf.subarray(inicio, inicio + e.comprimido);
      let salida: Buffer;
      if (e.metodo === 0) {
        salida = datos;
      } else if (e.metodo === 8) {
        try {
          salida = inflateRawSync(datos, { maxOutputLength: Math.max(1, Math.min(restante, e.descomprimido + 1)) });
        } catch (err) {
          if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchivoInvalido(BOMBA);
          throw new ArchivoInvalido(NO_VALIDO);
        }
      } else {
        throw new ArchivoInvalido(NO_VALIDO);
      }
      if (salida.length !== e.descomprimido) throw new ArchivoInvalido(NO_VALIDO);
      restante -= salida.length;
      if (restante < 0) throw new ArchivoInvalido(BOMBA);
      return salida.toString('utf8');
    },
  };
}

const ENTIDADES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text → string: entities, numeric references and OOXML's `_xHHHH_` escapes. */
export function textoXml(s: string): string {
  return s
    .replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, e: string) =>
      e.startsWith('#x')
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith('#')
          ? String.fromCodePoint(Number(e.slice(1)))
          : ENTIDADES[e]!,
    )
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Concatenated text of every `<t>` inside a fragment (rich-text runs), phonetic runs left out. */
function textos(fragmento: string): string {
  const sinFonetica = fragmento.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let out = '';
  for (const m of sinFonetica.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g)) out += textoXml(m[1]!);
  return out;
}

function atributo(etiqueta: string, nombre: string): string | undefined {
  const m = new RegExp(`\\s${nombre}="([^"]*)"`).exec(etiqueta);
  return m ? textoXml(m[1]!) : undefined;
}

/** 'A' → 0, 'AA' → 26. */
function indiceColumna(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

/** The path of the workbook's first sheet, through workbook.xml and its relationships. */
function primeraHoja(zip: ReturnType<typeof lectorZip>): string {
  const porDefecto = 'xl/worksheets/sheet1.xml';
  const workbook = zip.leer('xl/workbook.xml');
  if (workbook === undefined) throw new ArchivoInvalido(NO_VALIDO);
  const hoja = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook)?.[0];
  const rid = hoja && /\s(?:\w+:)?id="([^"]+)"/.exec(hoja)?.[1];
  const rels = zip.leer('xl/_rels/workbook.xml.rels');
  if (!rid || rels === undefined) return porDefecto;
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (atributo(m[0], 'Id') !== rid) continue;
    const target = atributo(m[0], 'Target') ?? '';
    const ruta = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    // Normalize 'xl/./worksheets' and 'xl/../xl/worksheets'.
    const partes: string[] = [];
    for (const seg of ruta.split('/')) {
      if (seg === '..') partes.pop();
      else if (seg !== '.' && seg !== '') partes.push(seg);
    }
    return partes.join('/');
  }
  return porDefecto;
}

/** The first sheet of an .xlsx as rows of text cells; `numero` is the sheet's row number. */
export function leerXlsx(buf: Buffer, limites: typeof IMPORT_LIMITES = IMPORT_LIMITES): Tabla {
  const zip = lectorZip(buf, limites);
  const ruta = primeraHoja(zip);
  const hoja = zip.leer(ruta);
  if (hoja === undefined) throw new ArchivoInvalido(NO_VALIDO);

  const compartidos: string[] = [];
  const sst = zip.leer('xl/sharedStrings.xml');
  if (sst !== undefined) {
    for (const m of sst.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) {
      if ((m[1]?.length ?? 0) > MAX_XML_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
      compartidos.push(m[1] ? textos(m[1]) : '');
    }
  }

  const filas: { numero: number; celdas: string[] }[] = [];
  let siguiente = 1;
  const filaRe = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const celdaRe = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const fila of hoja.matchAll(filaRe)) {
    const numero = Number(atributo(fila[1]!, 'r') ?? siguiente);
    siguiente = numero + 1;
    const celdas: string[] = [];
    let col = 0;
    for (const c of (fila[2] ?? '').matchAll(celdaRe)) {
      const attrs = c[1]!;
      const ref = atributo(attrs, 'r');
      if (ref) col = indiceColumna(ref);
      const tipo = atributo(attrs, 't') ?? 'n';
      const cuerpo = c[2] ?? '';
      if (cuerpo.length > MAX_XML_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
      const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(cuerpo)?.[1];
      let valor: string;
      if (tipo === 's') valor = v === undefined ? '' : (compartidos[Number(v)] ?? '');
      else if (tipo === 'inlineStr') valor = textos(cuerpo);
      else if (tipo === 'b') valor = v === '1' ? 'VERDADERO' : 'FALSO';
      else valor = v === undefined ? '' : textoXml(v);
      if (valor.length > MAX_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
      if (col >= 0 && col < 1000) celdas[col] = valor;
      col++;
    }
    for (let i = 0; i < celdas.length; i++) celdas[i] ??= '';
    if (celdas.every((x) => x.trim() === '')) continue;
    filas.push({ numero, celdas });
    // Header plus maxFilas data rows; one more means the file is too long.
    if (filas.length > limites.maxFilas + 1) throw new ArchivoInvalido(demasiadasFilas(limites.maxFilas));
  }
  const [encabezado, ...datos] = filas;
  if (!encabezado) throw new ArchivoInvalido('El archivo está vacío.');
  return { formato: 'xlsx', encabezados: encabezado.celdas, filas: datos };
}
