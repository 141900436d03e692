import { Readable } from 'node:stream';
import type * as ExcelJSModulo from 'exceljs';
import type { CellValue, Row } from 'exceljs';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import {
  ArchivoInvalido,
  CELDA_DEMASIADO_LARGA,
  demasiadasFilas,
  MAX_CELDA,
  NO_ES_TABLA,
  type LimitesImportacion,
  type Tabla,
} from './tipos';
import { verificarZip } from './zip-acotado';
import { zipAlmacenado } from './zip-almacenado';

/** Far more than any importer reads; the cells past it are ignored. */
const MAX_COLUMNAS = 1_000;

/** A date cell as ISO text (what the importers' date columns read), with its time when it has one. */
function fechaComoTexto(fecha: Date): string {
  if (Number.isNaN(fecha.getTime())) return '';
  const iso = fecha.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** A cell as the text an importer reads: formulas by their result, links by their text. */
function comoTexto(valor: CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number') return String(valor);
  if (typeof valor === 'boolean') return valor ? 'VERDADERO' : 'FALSO';
  if (valor instanceof Date) return fechaComoTexto(valor);
  if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
  if ('error' in valor) return valor.error;
  if ('hyperlink' in valor) return comoTexto(valor.text as CellValue);
  if ('result' in valor) return comoTexto(valor.result as CellValue);
  return '';
}

type ExcelJS = typeof ExcelJSModulo;
type Partes = Map<string, Buffer>;

/** Where exceljs's load looks for sheets (unanchored, as there). */
const HOJA = /xl\/worksheets\/sheet\d+[.]xml/;
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/**
 * The part of the sheet exceljs's own load takes as the first (workbook order, through the
 * relationships), decided by that load on a stand-in for each sheet that holds only its index.
 */
async function primeraHoja(ExcelJS: ExcelJS, partes: Partes): Promise<string | undefined> {
  const libro = partes.get('xl/workbook.xml');
  const relaciones = partes.get('xl/_rels/workbook.xml.rels');
  const hojas = [...partes.keys()].filter((nombre) => HOJA.test(nombre));
  if (!libro || !relaciones || hojas.length === 0) return undefined;
  const sustitutas = hojas.map((nombre, i): [string, Buffer] => [
    nombre,
    Buffer.from(`<worksheet ${NS}><sheetData><row r="1"><c r="A1"><v>${i}</v></c></row></sheetData></worksheet>`),
  ]);
  const indice = new ExcelJS.Workbook();
  const zip = zipAlmacenado([['xl/workbook.xml', libro], ['xl/_rels/workbook.xml.rels', relaciones], ...sustitutas]);
  await indice.xlsx.load(Buffer.concat(zip) as unknown as ArrayBuffer);
  const i = indice.worksheets[0]?.getCell(1, 1).value;
  return typeof i === 'number' ? hojas[i] : undefined;
}

/**
 * Whether exceljs's streaming reader reads this sheet as its full load does. It misreads formulas'
 * error, boolean and date results, merged ranges, inline (rich) strings, and `_xHHHH_` escapes and
 * phonetic runs in shared strings; a workbook with any of them (or without shared strings or
 * styles, which the streaming reader would spill to temporary files or read as defaults) takes the
 * full load. Each search is a pass over the sheet, so they are few: `<f` finds `<f>` and `<f `, and
 * merges are listed after the rows. (Rows or cells without a reference are refused by both.)
 */
export function seLeeEnStreaming(partes: Partes, hoja: Buffer): boolean {
  const textos = partes.get('xl/sharedStrings.xml');
  if (!textos || !partes.has('xl/styles.xml')) return false;
  const finFilas = hoja.lastIndexOf('</sheetData>');
  return (
    finFilas >= 0 &&
    !hoja.includes('<mergeCell', finFilas) &&
    !hoja.includes('<f') &&
    !hoja.includes('inlineStr') &&
    !textos.includes('_x') &&
    !textos.includes('<rPh')
  );
}

/**
 * Buffers in pieces of at most 64 KB: the streaming reader turns each piece it is given into XML
 * events all at once, so a sheet given whole would hold every event of it (hundreds of MB) first.
 */
function* trozos(bufs: Buffer[]): Generator<Buffer> {
  for (const buf of bufs) for (let i = 0; i < buf.length; i += 64 * 1024) yield buf.subarray(i, i + 64 * 1024);
}

/**
 * The first sheet's rows through exceljs's streaming reader, fed the parts `verificarZip` already
 * inflated (stored, so nothing is inflated twice): it builds one row at a time instead of the whole
 * workbook's objects, about a quarter of the full load's time.
 */
async function* filasEnStreaming(ExcelJS: ExcelJS, partes: Partes, hoja: Buffer): AsyncGenerator<Row[]> {
  const zip = zipAlmacenado([
    ['xl/_rels/workbook.xml.rels', partes.get('xl/_rels/workbook.xml.rels')!],
    ['xl/workbook.xml', partes.get('xl/workbook.xml')!],
    // Before the sheet, so it is read as it streams (not spilled to a temporary file).
    ['xl/sharedStrings.xml', partes.get('xl/sharedStrings.xml')!],
    ['xl/styles.xml', partes.get('xl/styles.xml')!],
    ['xl/worksheets/sheet1.xml', hoja],
  ]);
  const lector = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(trozos(zip)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Dates are numbers with a date format: the styles say which.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const hojaLeida of lector) {
    // The rows of each piece at once (its `parse()`), rather than one await per row.
    for await (const eventos of hojaLeida.parse() as unknown as AsyncIterable<{ eventType: string; value: Row }[]>) {
      yield eventos.flatMap((e) => (e.eventType === 'row' ? [e.value] : []));
    }
  }
}

/** The first sheet's rows through exceljs's full load (every part, every sheet, merges applied). */
async function* filasDelLibro(ExcelJS: ExcelJS, buf: Buffer): AsyncGenerator<Row[]> {
  const libro = new ExcelJS.Workbook();
  // exceljs declares its own `Buffer` (an ArrayBuffer); Node's Buffer is what it reads at run time.
  await libro.xlsx.load(buf as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  if (!hoja) throw new ArchivoInvalido(NO_ES_TABLA);
  const filas: Row[] = [];
  hoja.eachRow((fila) => filas.push(fila));
  yield filas;
}

/** The first sheet of an .xlsx as rows of text cells; `numero` is the sheet's row number. */
export async function leerXlsx(buf: Buffer, limites: LimitesImportacion = IMPORT_LIMITES): Promise<Tabla> {
  const partes = verificarZip(buf, limites);
  // Loaded on the first import, not at start-up: the library is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const filas: Tabla['filas'] = [];
  try {
    const nombre = await primeraHoja(ExcelJS, partes);
    const hoja = nombre === undefined ? undefined : partes.get(nombre);
    if (!hoja) throw new ArchivoInvalido(NO_ES_TABLA);
    const leidas = seLeeEnStreaming(partes, hoja)
      ? filasEnStreaming(ExcelJS, partes, hoja)
      : filasDelLibro(ExcelJS, buf);
    for await (const lote of leidas)
      for (const fila of lote) {
        const celdas: string[] = [];
        fila.eachCell((celda, columna) => {
          // A merged range's value belongs to its first cell only, as the file stores it.
          if (columna > MAX_COLUMNAS || celda.type === ExcelJS.ValueType.Merge) return;
          const valor = comoTexto(celda.value);
          if (valor.length > MAX_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
          celdas[columna - 1] = valor;
        });
        for (let i = 0; i < celdas.length; i++) celdas[i] ??= '';
        if (celdas.every((x) => x.trim() === '')) continue;
        filas.push({ numero: fila.number, celdas });
      }
  } catch (err) {
    if (err instanceof ArchivoInvalido) throw err;
    throw new ArchivoInvalido(NO_ES_TABLA);
  }
  const [encabezado, ...datos] = filas;
  if (!encabezado) throw new ArchivoInvalido('El archivo está vacío.');
  if (datos.length > limites.maxFilas) throw new ArchivoInvalido(demasiadasFilas(limites.maxFilas));
  return { formato: 'xlsx', encabezados: encabezado.celdas, filas: datos };
}
