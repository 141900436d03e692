/**
 * Working-day arithmetic for legal deadlines (Ley Karin clocks): a working day ("día hábil")
 * is Monday to Friday and not a holiday. Dates are calendar dates 'YYYY-MM-DD' (no time zone);
 * a Date instant is first read as a calendar date in Chile (America/Santiago).
 */

export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const chileDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The calendar date of an instant in Chile, or a validated 'YYYY-MM-DD' string as is. */
export function toCalendarDate(date: Date | string): CalendarDate {
  if (typeof date === 'string') {
    if (!isIsoDate(date)) throw new RangeError(`Fecha inválida '${date}' (se esperaba AAAA-MM-DD)`);
    return date;
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('Fecha inválida');
  return chileDateFormat.format(date);
}

function toEpochDay(date: CalendarDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function fromEpochDay(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isWorkingEpochDay(day: number, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay(); // 0 Sunday … 6 Saturday
  return weekday !== 0 && weekday !== 6 && !holidays.has(fromEpochDay(day));
}

/** Monday to Friday and not in `holidays` (a set of 'YYYY-MM-DD'). */
export function isWorkingDay(date: Date | string, holidays: ReadonlySet<string>): boolean {
  return isWorkingEpochDay(toEpochDay(toCalendarDate(date)), holidays);
}

/**
 * The date `days` working days after `start` (the start day itself is not counted, as in a
 * legal term "de N días hábiles"). Negative `days` counts backwards; 0 returns `start`.
 * e.g. 2026-09-17 + 3 → 2026-09-23 (18–19 Sept are holidays, 20 is Sunday).
 */
export function addWorkingDays(start: Date | string, days: number, holidays: ReadonlySet<string>): CalendarDate {
  if (!Number.isSafeInteger(days)) throw new RangeError('El número de días hábiles debe ser un entero.');
  let day = toEpochDay(toCalendarDate(start));
  const step = days < 0 ? -1 : 1;
  for (let remaining = Math.abs(days); remaining > 0;) {
    day += step;
    if (isWorkingEpochDay(day, holidays)) remaining--;
  }
  return fromEpochDay(day);
}

/** Working days in (start, end]: how many days of a term have elapsed at `end`. 0 if end ≤ start. */
export function workingDaysBetween(start: Date | string, end: Date | string, holidays: ReadonlySet<string>): number {
  const from = toEpochDay(toCalendarDate(start));
  const to = toEpochDay(toCalendarDate(end));
  let count = 0;
  for (let day = from + 1; day <= to; day++) if (isWorkingEpochDay(day, holidays)) count++;
  return count;
}
