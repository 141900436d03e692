/**
 * Working-day arithmetic for legal deadlines (Ley Karin clocks), under the reference module's
 * names: the one implementation is the shared library (packages/shared/src/dias-habiles.ts), which
 * the report clocks use too. A Date instant is read as a calendar date in Chile.
 */

export {
  diasHabilesEntre as workingDaysBetween,
  esDiaHabil as isWorkingDay,
  esFechaIso as isIsoDate,
  fechaCalendario as toCalendarDate,
  sumarDiasHabiles as addWorkingDays,
} from '@atalaya/shared/dias-habiles';
