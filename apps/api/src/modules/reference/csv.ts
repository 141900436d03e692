/**
 * Small RFC 4180 CSV parser for the reference data files (no dependency).
 *
 * - quoted fields, with `""` as an escaped quote and commas / line breaks inside quotes;
 * - LF, CRLF or lone CR line endings;
 * - a leading UTF-8 BOM and a trailing SUB (`\x1a`, old DOS end-of-file marker) are ignored;
 * - blank lines are skipped; a final line break does not produce an empty record.
 *
 * Lenient where the data is unambiguous (a quote in the middle of an unquoted field is kept as
 * text); strict where it is not (an unterminated quoted field throws a CsvError with its line).
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

export function parseCsv(input: string, options: CsvOptions = {}): string[][] {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') {
    throw new Error('El separador CSV debe ser un único carácter distinto de comillas y saltos de línea.');
  }
  let text = input;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  while (text.endsWith('\x1a')) text = text.slice(0, -1);

  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let quotedStartLine = 0;
  let inQuotes = false;
  /** The current field started with a quote (so an empty quoted field still counts). */
  let fieldWasQuoted = false;
  const n = text.length;

  const endRecord = () => {
    record.push(field);
    // A blank line is one empty, unquoted field: skip it.
    if (!(record.length === 1 && record[0] === '' && !fieldWasQuoted)) records.push(record);
    record = [];
    field = '';
    fieldWasQuoted = false;
  };

  for (let i = 0; i < n; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '' && !fieldWasQuoted) {
      inQuotes = true;
      fieldWasQuoted = true;
      quotedStartLine = line;
    } else if (c === delimiter) {
      record.push(field);
      field = '';
      fieldWasQuoted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else {
      field += c;
    }
  }
  if (inQuotes) throw new CsvError('Campo entre comillas sin cerrar', quotedStartLine);
  if (field !== '' || fieldWasQuoted || record.length > 0) endRecord();
  return records;
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
