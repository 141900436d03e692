import type { Worksheet } from 'exceljs';

/** One .xlsx sheet written by exceljs: typed dates and numbers, sized columns, a frozen, filterable header. */

export type SheetCell = string | number | null | undefined;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How dates and date-times show in the sheet (es-CL). */
export const DATE_FORMAT = 'dd-mm-yyyy';
export const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';

/** The widest a column gets from its content, in characters; longer text is still all there. */
export const MAX_COLUMN_WIDTH = 60;
const MIN_COLUMN_WIDTH = 8;

const HEADER_FILL = 'FFE2E8F0';

/** What `formatDate` / `formatDateTime` write in the columns' export values: 'dd/mm/aaaa[ HH:mm]'. */
const LIST_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/;

/** XML 1.0 forbids most control characters even when escaped; drop them. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

interface TypedCell {
  value: string | number | Date | null;
  numFmt?: string;
}

/**
 * A list cell as an Excel value: numbers stay numbers, the lists' date text becomes a date (the
 * wall-clock time shown on screen, kept as UTC since Excel dates have no time zone).
 */
function typed(value: SheetCell): TypedCell {
  if (value === null || value === undefined || value === '') return { value: null };
  if (typeof value === 'number') return { value: Number.isFinite(value) ? value : null };
  const date = LIST_DATE.exec(value);
  if (date) {
    const [, d, m, y, hh, mm] = date;
    const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh ?? 0), Number(mm ?? 0)));
    if (utc.getUTCDate() === Number(d) && utc.getUTCMonth() === Number(m) - 1) {
      return { value: utc, numFmt: hh === undefined ? DATE_FORMAT : DATE_TIME_FORMAT };
    }
  }
  return { value: value.replace(INVALID_XML_CHARS, '') };
}

/** Characters the cell takes on screen (its longest line), for the column width. */
function shownLength(value: SheetCell): number {
  if (value === null || value === undefined) return 0;
  return Math.max(
    ...String(value)
      .split('\n')
      .map((line) => line.length),
  );
}

/** Excel refuses sheet names longer than 31 characters or containing any of : \ / ? * [ ]. */
function safeSheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Hoja1'
  );
}

function styleHeader(sheet: Worksheet, columns: number, rows: number) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  if (columns > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rows + 1, column: columns } };
}

/** A one-sheet .xlsx whose first row is `header`. The library is loaded on the first export only. */
export async function buildXlsx(
  sheetName: string,
  header: string[],
  rows: SheetCell[][],
  modified = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = modified;
  workbook.modified = modified;
  const sheet = workbook.addWorksheet(safeSheetName(sheetName));

  const widths = header.map((title) => title.length);
  sheet.addRow(header);
  for (const row of rows) {
    const cells = row.map(typed);
    const added = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach(({ numFmt }, i) => {
      if (numFmt) added.getCell(i + 1).numFmt = numFmt;
      widths[i] = Math.max(widths[i] ?? 0, shownLength(row[i]));
    });
  }
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width + 2));
  });
  styleHeader(sheet, header.length, rows.length);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
