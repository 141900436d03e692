/**
 * Chilean calendar dates and working days ("días hábiles"), pure and dependency-free so the API's
 * legal clocks and the web compute the same dates. A working day is Monday to Friday and not a
 * holiday; holidays are passed in as a set of 'YYYY-MM-DD' (national + the region's or commune's:
 * reference data, never code). Dates are calendar dates 'YYYY-MM-DD' without a time zone; an
 * instant is first read as a date in Chile (America/Santiago).
 *
 * Days are stepped as UTC day numbers rather than with date-fns: its business-day helpers take no
 * holiday list, and its local-time Dates would bring the server's zone into plain calendar dates.
 */

export type FechaCalendario = string;

export const ZONA_CHILE = 'America/Santiago';

const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIA_MS = 86_400_000;
const HORA_MS = 3_600_000;

const formatoSantiago = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONA_CHILE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Santiago's date by UTC hour. Chile's offsets are whole hours and its clocks change on the hour,
 * so every instant of one UTC hour falls on the same Santiago date; formatToParts is slow enough
 * to show in a case inbox, which asks for many dates of a few hours.
 */
const fechaPorHora = new Map<number, FechaCalendario>();

/** 'YYYY-MM-DD' of an instant on the America/Santiago calendar. */
export function fechaSantiago(instante: Date | string): FechaCalendario {
  const fecha = instante instanceof Date ? instante : new Date(instante);
  const hora = Math.floor(fecha.getTime() / HORA_MS);
  const recordada = fechaPorHora.get(hora);
  if (recordada !== undefined) return recordada;
  const partes = formatoSantiago.formatToParts(fecha);
  const parte = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === tipo)?.value ?? '';
  const resultado = `${parte('year')}-${parte('month')}-${parte('day')}`;
  if (fechaPorHora.size >= 10_000) fechaPorHora.clear();
  fechaPorHora.set(hora, resultado);
  return resultado;
}

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is false). */
export function esFechaIso(valor: string): boolean {
  const m = FECHA_ISO.exec(valor);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The Chilean calendar date of an instant, or a validated 'YYYY-MM-DD' as is; RangeError otherwise. */
export function fechaCalendario(fecha: Date | string): FechaCalendario {
  if (typeof fecha === 'string') {
    if (!esFechaIso(fecha)) throw new RangeError(`Fecha inválida '${fecha}' (se esperaba AAAA-MM-DD)`);
    return fecha;
  }
  if (Number.isNaN(fecha.getTime())) throw new RangeError('Fecha inválida');
  return fechaSantiago(fecha);
}

const diaDe = (fecha: FechaCalendario) =>
  Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10))) / DIA_MS;

const fechaDe = (dia: number): FechaCalendario => new Date(dia * DIA_MS).toISOString().slice(0, 10);

function diaHabil(dia: number, feriados: ReadonlySet<string>): boolean {
  const semana = new Date(dia * DIA_MS).getUTCDay(); // 0 Sunday … 6 Saturday
  return semana !== 0 && semana !== 6 && !feriados.has(fechaDe(dia));
}

/** Calendar arithmetic on 'YYYY-MM-DD': `n` calendar days later (earlier when negative). */
export function sumarDias(fecha: FechaCalendario, n: number): FechaCalendario {
  return fechaDe(diaDe(fechaCalendario(fecha)) + n);
}

/** Monday to Friday and not in `feriados`. */
export function esDiaHabil(fecha: Date | string, feriados: ReadonlySet<string>): boolean {
  return diaHabil(diaDe(fechaCalendario(fecha)), feriados);
}

/**
 * The date `n` working days after `desde` (the starting day itself never counts, as in a legal term
 * "de N días hábiles"). Negative `n` counts backwards; 0 returns `desde`.
 * e.g. 2026-09-17 + 3 → 2026-09-23 (18–19 September are holidays, 20 is a Sunday).
 */
export function sumarDiasHabiles(desde: Date | string, n: number, feriados: ReadonlySet<string>): FechaCalendario {
  if (!Number.isSafeInteger(n)) throw new RangeError('El número de días hábiles debe ser un entero.');
  let dia = diaDe(fechaCalendario(desde));
  const paso = n < 0 ? -1 : 1;
  for (let faltan = Math.abs(n); faltan > 0;) {
    dia += paso;
    if (diaHabil(dia, feriados)) faltan--;
  }
  return fechaDe(dia);
}

/** Working days in (desde, hasta]: how many days of a term have elapsed at `hasta`. 0 if hasta ≤ desde. */
export function diasHabilesEntre(desde: Date | string, hasta: Date | string, feriados: ReadonlySet<string>): number {
  const ultimo = diaDe(fechaCalendario(hasta));
  let cuenta = 0;
  for (let dia = diaDe(fechaCalendario(desde)) + 1; dia <= ultimo; dia++) if (diaHabil(dia, feriados)) cuenta++;
  return cuenta;
}
