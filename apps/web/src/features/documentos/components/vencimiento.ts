import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/**
 * How far the expiry date is from today, in calendar days: 'vence hoy', 'en 1 día', 'en 12 días',
 * 'hace 3 días'. Null for an invalid date.
 */
export function distanciaVencimiento(fechaVencimiento: string, hoy: Date = new Date()): string | null {
  const fecha = parseISO(fechaVencimiento);
  if (!isValid(fecha)) return null;
  const dias = differenceInCalendarDays(fecha, hoy);
  if (dias === 0) return 'vence hoy';
  const n = Math.abs(dias);
  const unidad = n === 1 ? 'día' : 'días';
  return dias > 0 ? `en ${n} ${unidad}` : `hace ${n} ${unidad}`;
}
