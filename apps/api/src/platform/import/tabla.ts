import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import { CsvError, parseCsv } from './csv';
import {
  ArchivoInvalido,
  CELDA_DEMASIADO_LARGA,
  demasiadasFilas,
  MAX_CELDA,
  NO_ES_TABLA,
  type LimitesImportacion,
  type Tabla,
} from './tipos';
import { leerXlsx } from './xlsx';

export { ArchivoInvalido, NO_ES_TABLA, type Tabla };

/**
 * The separator of a CSV, from its first record: ';' (Excel es-CL) or ',' (or a tab), whichever
 * appears most outside quotes.
 */
export function detectarSeparador(texto: string): string {
  const cuenta: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let comillas = false;
  for (const c of texto.slice(0, 64 * 1024)) {
    if (c === '"') comillas = !comillas;
    else if (!comillas && (c === '\n' || c === '\r')) break;
    else if (!comillas && c in cuenta) cuenta[c]!++;
  }
  const [mejor] = Object.entries(cuenta).sort((a, b) => b[1] - a[1]);
  return mejor && mejor[1] > 0 ? mejor[0] : ',';
}

/** UTF-8 (with or without BOM); files saved by Excel as 'CSV (delimitado)' are Windows-1252. */
function decodificar(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}

/** Far more than any importer reads; a line with more is a wrong separator or an attack. */
const MAX_COLUMNAS = 1_000;

/**
 * One allocation-free pass before parsing (the parser builds a string per cell): a 9 MB line of
 * separators or an unclosed quote would otherwise cost seconds and hundreds of MB. Quotes are
 * read as `parseCsv` reads them: they open a quoted cell only at its start, `""` is a quote.
 */
function verificarForma(texto: string, separador: string): void {
  const sep = separador.charCodeAt(0);
  let enComillas = false;
  let alInicio = true;
  let columnas = 1;
  let inicio = 0;
  for (let i = texto.charCodeAt(0) === 0xfeff ? 1 : 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (enComillas) {
      if (c === 34) {
        if (texto.charCodeAt(i + 1) === 34) i++;
        else enComillas = false;
      }
    } else if (c === 34 && alInicio) {
      enComillas = true;
      alInicio = false;
    } else if (c === sep || c === 10 || c === 13) {
      columnas = c === sep ? columnas + 1 : 1;
      if (columnas > MAX_COLUMNAS) {
        throw new ArchivoInvalido(
          `El archivo tiene más de ${MAX_COLUMNAS.toLocaleString('es-CL')} columnas; revise que sea un CSV válido.`,
        );
      }
      inicio = i;
      alInicio = true;
    } else {
      alInicio = false;
    }
    if (i - inicio > MAX_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
  }
}

export function leerCsv(buf: Buffer, limites: LimitesImportacion = IMPORT_LIMITES): Tabla {
  // Binary content (NUL bytes, other formats) is not a CSV.
  if (buf.subarray(0, 8192).includes(0)) throw new ArchivoInvalido(NO_ES_TABLA);
  const texto = decodificar(buf);
  const separador = detectarSeparador(texto.replace(/^\uFEFF/, ''));
  verificarForma(texto, separador);
  let registros: string[][];
  try {
    registros = parseCsv(texto, { delimiter: separador });
  } catch (err) {
    if (err instanceof CsvError) throw new ArchivoInvalido(`El CSV no es válido: ${err.message}.`);
    throw err;
  }
  const filas: Tabla['filas'] = [];
  let encabezados: string[] | undefined;
  registros.forEach((celdas, i) => {
    if (celdas.every((c) => c.trim() === '')) return;
    if (!encabezados) {
      encabezados = celdas;
      return;
    }
    filas.push({ numero: i + 1, celdas });
  });
  if (!encabezados) throw new ArchivoInvalido('El archivo está vacío.');
  if (filas.length > limites.maxFilas) throw new ArchivoInvalido(demasiadasFilas(limites.maxFilas));
  return { formato: 'csv', encabezados, filas };
}

/**
 * Reads an uploaded table: a zip (PK) is read as .xlsx, text as CSV; anything else (old .xls,
 * an encrypted workbook, a PDF) is refused with one clear message.
 */
export async function leerTabla(buf: Buffer, limites: LimitesImportacion = IMPORT_LIMITES): Promise<Tabla> {
  if (buf.length === 0) throw new ArchivoInvalido('El archivo está vacío.');
  if (buf.length > limites.maxBytes) {
    throw new ArchivoInvalido(`El archivo supera el máximo de ${limites.maxBytes / 1024 / 1024} MB para importar.`);
  }
  if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) return leerXlsx(buf, limites);
  // OLE2 compound file: an .xls, or an .xlsx encrypted with a password.
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0) {
    throw new ArchivoInvalido(`${NO_ES_TABLA} Si está protegido con contraseña, guárdelo sin protección como .xlsx.`);
  }
  if (/^%PDF|^\x7fELF|^GIF8|^\x89PNG/.test(buf.subarray(0, 4).toString('latin1'))) {
    throw new ArchivoInvalido(NO_ES_TABLA);
  }
  return leerCsv(buf, limites);
}
