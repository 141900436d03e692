import { CsvError as ErrorCsvParse, parse } from 'csv-parse/sync';

/**
 * CSV text → records, through csv-parse: RFC 4180 quoting (`""` escapes, separators and line
 * breaks inside quotes), LF / CRLF / lone CR, a leading BOM and a trailing DOS end-of-file marker
 * (`\x1a`) ignored, blank lines skipped. Lenient where the data is unambiguous (a quote inside an
 * unquoted cell is text, rows may have different lengths); an unclosed quote is an error naming
 * the line where its record starts.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (línea ${line})`);
    this.name = 'CsvError';
  }
}

export interface CsvOptions {
  /** Field separator; one character. Default ','. */
  delimiter?: string;
}

/** The line of the record left open at the end of the text: after the last closed one and any blank lines. */
function lineaDelRegistroAbierto(texto: string, finDelUltimo: number): number {
  const lineas = texto.split(/\r\n|\n|\r/);
  let i = finDelUltimo;
  while (i < lineas.length - 1 && lineas[i] === '') i++;
  return i + 1;
}

export function parseCsv(input: string, options: CsvOptions = {}): string[][] {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new Error('El separador CSV debe ser un único carácter distinto de comillas y saltos de línea.');
  }
  let text = input;
  while (text.endsWith('\x1a')) text = text.slice(0, -1);
  let finDelUltimo = 0;
  try {
    return parse(text, {
      delimiter,
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], { lines }) => {
        finDelUltimo = lines;
        return record;
      },
    });
  } catch (err) {
    if (!(err instanceof ErrorCsvParse)) throw err;
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new CsvError('Campo entre comillas sin cerrar', lineaDelRegistroAbierto(text, finDelUltimo));
    }
    throw new CsvError('Formato CSV no válido', Number(err.lines));
  }
}

export interface CsvTable {
  header: string[];
  rows: Record<string, string>[];
}

/**
 * Parses a CSV with a header row into objects keyed by column name (header cells trimmed).
 * Missing trailing cells become ''; `required` columns must be present in the header.
 */
export function parseCsvRecords(input: string, options: CsvOptions & { required?: string[] } = {}): CsvTable {
  const [headerRow, ...body] = parseCsv(input, options);
  if (!headerRow) throw new CsvError('El archivo CSV está vacío', 1);
  const header = headerRow.map((h) => h.trim());
  const missing = (options.required ?? []).filter((col) => !header.includes(col));
  if (missing.length > 0) throw new CsvError(`Faltan columnas: ${missing.join(', ')}`, 1);
  const rows = body.map((cells) => {
    const row: Record<string, string> = {};
    header.forEach((col, idx) => {
      row[col] = cells[idx] ?? '';
    });
    return row;
  });
  return { header, rows };
}
