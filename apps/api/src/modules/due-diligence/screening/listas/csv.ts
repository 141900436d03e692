/** The lists are read as every CSV import is (csv-parse, platform/import/csv.ts); only decoding their bytes is theirs. */
export { CsvError as ErrorCsv, parseCsv as leerCsv } from '../../../../platform/import/csv';

/** File bytes as text: UTF-8 when valid, else Windows-1252/Latin-1 (older OFAC exports). */
export function aTexto(contenido: Buffer | Uint8Array | string): string {
  if (typeof contenido === 'string') return contenido;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(contenido);
  } catch {
    return new TextDecoder('windows-1252').decode(contenido);
  }
}
