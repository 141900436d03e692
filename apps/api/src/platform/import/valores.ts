import { foldText } from '../crud/search';

/** Cell conversions shared by importers (dates as Chileans write them, labels, names). */

const pad = (n: number) => String(n).padStart(2, '0');

function isoSiExiste(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Excel's day 0 is 1899-12-30 (it counts a 29-02-1900 that never was). */
const EPOCA_EXCEL = Date.UTC(1899, 11, 30);

/**
 * A date cell as an ISO date: dd-mm-aaaa, dd/mm/aaaa, dd.mm.aaaa, aaaa-mm-dd (optionally with a
 * time after it) or an Excel serial number (a date cell of an .xlsx). '' stays ''. Anything else
 * comes back unchanged, so the schema reports it.
 */
export function fechaIso(celda: string): string {
  const v = celda.trim();
  if (v === '') return '';
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(v);
  if (m) return isoSiExiste(Number(m[1]), Number(m[2]), Number(m[3])) ?? v;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:\s.*)?$/.exec(v);
  if (m) return isoSiExiste(Number(m[3]), Number(m[2]), Number(m[1])) ?? v;
  if (/^\d{1,6}([.,]\d+)?$/.test(v)) {
    const serial = Math.floor(Number(v.replace(',', '.')));
    if (serial >= 1 && serial <= 2_958_465) {
      const d = new Date(EPOCA_EXCEL + serial * 86_400_000);
      return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    }
  }
  return v;
}

/** Label or code → code ('En validación' or 'en_validacion' → 'en_validacion'); '' → undefined (default). */
export function porEtiqueta<T extends string>(celda: string, etiquetas: Record<T, string>): T | string | undefined {
  const v = celda.trim();
  if (v === '') return undefined;
  const buscado = clave(v);
  for (const [codigo, etiqueta] of Object.entries(etiquetas) as [T, string][]) {
    if (clave(codigo) === buscado || clave(etiqueta) === buscado) return codigo;
  }
  return v;
}

/** Folded, single-spaced, '_' as a space: how names and labels are compared. */
export function clave(texto: string): string {
  return foldText(texto)
    .replace(/[\s_]+/g, ' ')
    .trim();
}
