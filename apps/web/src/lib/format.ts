import { format, formatDistance, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

/**
 * Display formatters (SPEC §9: dates day/month/year as in es-ES, numbers as in es-CL) with the
 * SPEC §8 fallbacks, so screens never print 'Invalid Date' or 'NaN'.
 */

export { formatRut as formatRutDisplay } from '@atalaya/shared/rut';

type DateInput = Date | string | number | null | undefined;

const NO_REGISTRADA = 'No registrada';
const FECHA_NO_VALIDA = 'Fecha no válida';
const HORA_NO_VALIDA = 'Hora no válida';
const FECHA_DESCONOCIDA = 'Fecha desconocida';

const numberFormat = new Intl.NumberFormat('es-CL');

function isMissing(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Strings go through `parseISO`, which reads a date-only 'YYYY-MM-DD' (the API's dates) as local
 * midnight; `new Date('2026-01-05')` would be UTC midnight, i.e. 4 January in Chile.
 */
function toDate(value: Date | string | number): Date {
  if (typeof value === 'string') return parseISO(value.trim());
  return new Date(value);
}

function formatWith(value: DateInput, pattern: string, invalid: string): string {
  if (isMissing(value)) return NO_REGISTRADA;
  const date = toDate(value);
  return isValid(date) ? format(date, pattern) : invalid;
}

/** 'dd/mm/aaaa', e.g. '05/01/2026'. */
export function formatDate(value: DateInput): string {
  return formatWith(value, 'dd/MM/yyyy', FECHA_NO_VALIDA);
}

/** 24-hour 'HH:mm' in the browser's time zone, e.g. '14:05'. */
export function formatTime(value: DateInput): string {
  return formatWith(value, 'HH:mm', HORA_NO_VALIDA);
}

/** 'dd/mm/aaaa HH:mm', e.g. '05/01/2026 14:05'. */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, 'dd/MM/yyyy HH:mm', FECHA_NO_VALIDA);
}

/** Long Spanish date, e.g. '5 de enero de 2026'; 'Fecha desconocida' when missing or invalid. */
export function formatDateLong(value: DateInput): string {
  if (isMissing(value)) return FECHA_DESCONOCIDA;
  const date = toDate(value);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy", { locale: es }) : FECHA_DESCONOCIDA;
}

/**
 * Distance from `now` in Spanish, e.g. 'hace 3 días', 'en alrededor de 1 hora';
 * 'Fecha desconocida' when missing or invalid.
 */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  if (isMissing(value)) return FECHA_DESCONOCIDA;
  const date = toDate(value);
  return isValid(date) ? formatDistance(date, now, { addSuffix: true, locale: es }) : FECHA_DESCONOCIDA;
}

/** es-CL grouping, e.g. 1234567 → '1.234.567', 1234.5 → '1.234,5'. */
/** A list total: '1.234', or '10.000+' beyond the API's exact count (TOTAL_MAXIMO). */
export function formatTotal(total: number): string {
  return total > TOTAL_MAXIMO ? `${numberFormat.format(TOTAL_MAXIMO)}+` : numberFormat.format(total);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return options ? new Intl.NumberFormat('es-CL', options).format(value) : numberFormat.format(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary multiples with at most one decimal in es-CL, e.g. 1572864 → '1,5 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const amount = bytes / 1024 ** exponent;
  return `${formatNumber(amount, { maximumFractionDigits: exponent === 0 ? 0 : 1 })} ${BYTE_UNITS[exponent]}`;
}

/**
 * SPEC §9: age is the reference year minus the birth year (no birthday check).
 * Null for a missing or non-integer year.
 */
export function ageFromBirthYear(birthYear: number | null | undefined, reference: Date = new Date()): number | null {
  if (birthYear === null || birthYear === undefined || !Number.isInteger(birthYear)) return null;
  return reference.getFullYear() - birthYear;
}
