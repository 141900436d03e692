import { formatDate } from '@/lib/format';

/**
 * A date as precise as its source gives it (a sanctions list's version or birth date, the
 * profile's day/month/year parts), in the one es-CL order every due-diligence screen uses:
 * 'YYYY-MM-DD' → dd/mm/aaaa, 'YYYY-MM' → mm/aaaa (not the first of the month), 'YYYY' → aaaa.
 * Anything else (a list's free text) is shown as written.
 */
export function formatFechaParcial(fecha: string): string {
  const texto = fecha.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(texto)) return formatDate(texto.slice(0, 10));
  const mes = /^(\d{4})-(\d{2})$/.exec(texto);
  if (mes) return `${mes[2]}/${mes[1]}`;
  return texto;
}

/**
 * A text written by the server (a risk reason: '… (CDi.043, versión 2026-02-27).') with each ISO
 * date or month in it as `formatFechaParcial` writes it ('27/02/2026', '07/2021').
 */
export function fechasEnTexto(texto: string): string {
  return texto.replace(/\b\d{4}-\d{2}(-\d{2})?\b/g, (fecha) => formatFechaParcial(fecha));
}
