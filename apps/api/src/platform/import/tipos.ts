import type { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import { AppError } from '../errors';

/** A file read as a header and its rows; `numero` is the row as the spreadsheet numbers it (header = 1). */
export interface Tabla {
  formato: 'csv' | 'xlsx';
  encabezados: string[];
  filas: { numero: number; celdas: string[] }[];
}

/** A file that cannot be imported: 400 with a Spanish message on `archivo`. */
export class ArchivoInvalido extends AppError {
  constructor(mensaje: string) {
    super('VALIDACION', mensaje, { archivo: mensaje });
  }
}

export const NO_ES_TABLA = 'El archivo no es un CSV ni un Excel (.xlsx) válido.';

export function demasiadasFilas(max: number) {
  return `El archivo supera el máximo de ${max.toLocaleString('es-CL')} filas por importación; divídalo en partes.`;
}

/** Excel's own limit of characters per cell: a longer one is no spreadsheet export. */
export const MAX_CELDA = 32_767;

export const CELDA_DEMASIADO_LARGA = `El archivo tiene una celda de más de ${MAX_CELDA.toLocaleString('es-CL')} caracteres; revise que sea un CSV o Excel válido.`;

/** The import limits as numbers (a test or a caller may lower them). */
export type LimitesImportacion = { readonly [K in keyof typeof IMPORT_LIMITES]: number };
