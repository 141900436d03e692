import type { CellValue } from 'exceljs';
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

/** The first sheet of an .xlsx as rows of text cells; `numero` is the sheet's row number. */
export async function leerXlsx(buf: Buffer, limites: LimitesImportacion = IMPORT_LIMITES): Promise<Tabla> {
  verificarZip(buf, limites);
  // Loaded on the first import, not at start-up: the library is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer` (an ArrayBuffer); Node's Buffer is what it reads at run time.
    await libro.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new ArchivoInvalido(NO_ES_TABLA);
  }
  const hoja = libro.worksheets[0];
  if (!hoja) throw new ArchivoInvalido(NO_ES_TABLA);

  const filas: Tabla['filas'] = [];
  hoja.eachRow((fila, numero) => {
    const celdas: string[] = [];
    fila.eachCell((celda, columna) => {
      // A merged range's value belongs to its first cell only, as the file stores it.
      if (columna > MAX_COLUMNAS || celda.type === ExcelJS.ValueType.Merge) return;
      const valor = comoTexto(celda.value);
      if (valor.length > MAX_CELDA) throw new ArchivoInvalido(CELDA_DEMASIADO_LARGA);
      celdas[columna - 1] = valor;
    });
    for (let i = 0; i < celdas.length; i++) celdas[i] ??= '';
    if (celdas.every((x) => x.trim() === '')) return;
    filas.push({ numero, celdas });
  });
  const [encabezado, ...datos] = filas;
  if (!encabezado) throw new ArchivoInvalido('El archivo está vacío.');
  if (datos.length > limites.maxFilas) throw new ArchivoInvalido(demasiadasFilas(limites.maxFilas));
  return { formato: 'xlsx', encabezados: encabezado.celdas, filas: datos };
}
