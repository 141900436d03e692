import { format } from 'date-fns';

import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

import type { FetchPage, ListColumn, ListPageParams } from './types';
import { buildXlsx, XLSX_MIME, type SheetCell } from './xlsx';

/** The API caps `limit` at 100 (shared `paginationSchema`). */
export const EXPORT_PAGE_LIMIT = 100;
/** SPEC §9: the export button stays busy at least this long, so a fast export still reads as one. */
export const EXPORT_MIN_BUSY_MS = 2000;

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Every row matching the search and filters, fetched 100 at a time; at most the first
 * TOTAL_MAXIMO + 1 rows, the deepest the API pages (beyond it the search must be narrowed).
 */
export async function fetchAllRows<T>(
  fetchPage: FetchPage<T>,
  params: Omit<ListPageParams, 'skip' | 'limit'>,
): Promise<T[]> {
  const rows: T[] = [];
  let total = Infinity;
  for (let skip = 0; skip < total && skip <= TOTAL_MAXIMO; skip += EXPORT_PAGE_LIMIT) {
    const page = await fetchPage({ ...params, skip, limit: EXPORT_PAGE_LIMIT });
    total = page.total;
    rows.push(...page.data);
    // A total that shrank while paging must not loop on empty pages.
    if (page.data.length === 0) break;
  }
  return rows;
}

/** Header and cells of the columns that declare an `exportValue`. */
export function exportTable<T>(columns: ListColumn<T>[], rows: T[]): { header: string[]; cells: SheetCell[][] } {
  const exported = columns.filter((c) => c.exportValue);
  return {
    header: exported.map((c) => c.header),
    cells: rows.map((row) => exported.map((c) => c.exportValue!(row))),
  };
}

/** Text Excel would run as a formula when opening a CSV (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: SheetCell): string {
  if (value === null || value === undefined) return '';
  // Excel es-CL reads ',' as the decimal separator.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV as Excel es-CL opens it with a double click: UTF-8 with a byte-order mark (or accents break),
 * ';' between fields (',' is the decimal separator there) and CRLF line ends.
 */
export function toCsv(header: string[], cells: SheetCell[][]): string {
  const lines = [header, ...cells].map((row) => row.map(csvField).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function exportFile(
  fileBase: string,
  exportFormat: ExportFormat,
  table: { header: string[]; cells: SheetCell[][] },
  now = new Date(),
): Promise<{ name: string; blob: Blob }> {
  const name = `${fileBase.trim().toLowerCase().replace(/\s+/g, '-')}-${format(now, 'yyyy-MM-dd')}.${exportFormat}`;
  const blob =
    exportFormat === 'csv'
      ? new Blob([toCsv(table.header, table.cells)], { type: 'text/csv;charset=utf-8' })
      : new Blob([await buildXlsx(fileBase, table.header, table.cells, now)], { type: XLSX_MIME });
  return { name, blob };
}

/** Hands a file to the browser's download. */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
