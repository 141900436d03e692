import { formatFechaParcial } from '../fechas';

/**
 * A list's version as es-CL text: a full date 'YYYY-MM-DD' as dd/mm/aaaa; a month 'YYYY-MM' (the
 * reference folder's date) as mm/aaaa, not as the first of that month (as every due-diligence
 * screen writes a date, see ../fechas.ts).
 */
export const formatVersion = formatFechaParcial;
