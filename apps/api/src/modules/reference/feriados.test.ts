import { describe, expect, it } from 'vitest';
import { bundledReferenceText } from '../../test/reference-data';
import { parseCsvRecords } from '../../platform/import/csv';
import {
  sumarDiasHabiles,
  esFechaIso,
  esDiaHabil,
  fechaCalendario,
  diasHabilesEntre,
} from '@atalaya/shared/dias-habiles';

/** Real national holidays, straight from the shared data file. */
const national = new Set(
  parseCsvRecords(bundledReferenceText('feriados_cl/feriados_cl_2024_2027.csv'))
    .rows.filter((r) => r.alcance === 'nacional')
    .map((r) => r.fecha!),
);

describe('working days over the real 2026 holidays', () => {
  it('has the fiestas patrias of 2026 in the data', () => {
    expect(national.has('2026-09-18')).toBe(true);
    expect(national.has('2026-09-19')).toBe(true);
  });

  it('skips 18–19 September and the weekend', () => {
    // Thu 17 → (Fri 18, Sat 19 holidays; Sun 20) → Mon 21, Tue 22, Wed 23.
    expect(sumarDiasHabiles('2026-09-17', 3, national)).toBe('2026-09-23');
    expect(sumarDiasHabiles('2026-09-17', 1, national)).toBe('2026-09-21');
  });

  it('does not count the start day and returns it for 0 days', () => {
    expect(sumarDiasHabiles('2026-09-19', 0, national)).toBe('2026-09-19');
    expect(sumarDiasHabiles('2026-03-02', 1, national)).toBe('2026-03-03');
  });

  it('crosses a year end (1 January is a holiday)', () => {
    // Wed 2026-12-30 → Thu 31 (1), Fri 2027-01-01 holiday, weekend, Mon 4 (2).
    expect(sumarDiasHabiles('2026-12-30', 2, national)).toBe('2027-01-04');
  });

  it('counts backwards with negative days', () => {
    expect(sumarDiasHabiles('2026-09-23', -3, national)).toBe('2026-09-17');
  });

  it('accepts a Date, read as a calendar date in Chile', () => {
    // 2026-09-18 02:00 UTC is still 17 September in Santiago (UTC-3).
    expect(fechaCalendario(new Date('2026-09-18T02:00:00Z'))).toBe('2026-09-17');
    expect(sumarDiasHabiles(new Date('2026-09-18T02:00:00Z'), 3, national)).toBe('2026-09-23');
  });

  it('esDiaHabil: Mon–Fri and not a holiday', () => {
    expect(esDiaHabil('2026-09-17', national)).toBe(true); // Thursday
    expect(esDiaHabil('2026-09-18', national)).toBe(false); // holiday
    expect(esDiaHabil('2026-09-20', national)).toBe(false); // Sunday
    expect(esDiaHabil('2026-09-26', national)).toBe(false); // Saturday
    expect(esDiaHabil('2026-09-21', national)).toBe(true);
    expect(esDiaHabil('2026-09-18', new Set())).toBe(true);
  });

  it('a communal holiday only counts when it is in the set', () => {
    const chillan = new Set([...national, '2026-08-20']);
    expect(sumarDiasHabiles('2026-08-19', 1, national)).toBe('2026-08-20');
    expect(sumarDiasHabiles('2026-08-19', 1, chillan)).toBe('2026-08-21');
  });

  it('diasHabilesEntre counts (start, end]', () => {
    expect(diasHabilesEntre('2026-09-17', '2026-09-23', national)).toBe(3);
    expect(diasHabilesEntre('2026-09-23', '2026-09-17', national)).toBe(0);
    const end = sumarDiasHabiles('2026-01-05', 30, national);
    expect(diasHabilesEntre('2026-01-05', end, national)).toBe(30);
  });

  it('rejects invalid input', () => {
    expect(() => sumarDiasHabiles('2026-02-30', 1, national)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('17-09-2026', 1, national)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('2026-09-17', 1.5, national)).toThrow(RangeError);
    expect(esFechaIso('2028-02-29')).toBe(true);
    expect(esFechaIso('2027-02-29')).toBe(false);
  });
});
