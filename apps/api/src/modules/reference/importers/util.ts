import { parseCsvRecords } from '../../../platform/import/csv';
import { readReferenceFile } from '../reference-files';

export async function readCsv(dir: string, file: string, required: string[]) {
  const text = (await readReferenceFile(dir, file)).toString('utf8');
  try {
    return parseCsvRecords(text, { required }).rows;
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * A CUT code as a fixed-width digit string. Spreadsheets often drop the leading zero
 * ('1101' for '01101'), so shorter digit strings are padded; anything else is rejected.
 */
export function cutCode(value: string | undefined, width: number, where: string): string {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v) || v.length > width) {
    throw new Error(`${where}: código CUT inválido '${v}' (se esperaban ${width} dígitos)`);
  }
  return v.padStart(width, '0');
}

export function requiredText(value: string | undefined, where: string): string {
  const v = (value ?? '').trim();
  if (v === '') throw new Error(`${where}: valor vacío`);
  return v;
}

export function optionalText(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  return v === '' ? null : v;
}
