import { describe, expect, it } from 'vitest';
import {
  diasHabilesEntre,
  esDiaHabil,
  esFechaIso,
  fechaCalendario,
  fechaSantiago,
  sumarDias,
  sumarDiasHabiles,
} from './dias-habiles';

/** Chile's national holidays from September 2026 to January 2027 (as in reference-data/feriados_cl). */
const NACIONALES: ReadonlySet<string> = new Set([
  '2026-09-18', // Friday: Independencia Nacional
  '2026-09-19', // Saturday: Glorias del Ejército
  '2026-10-12',
  '2026-10-31',
  '2026-11-01',
  '2026-12-08',
  '2026-12-25', // Friday: Navidad
  '2027-01-01', // Friday: Año Nuevo
]);

describe('esDiaHabil', () => {
  it('is Monday to Friday minus the holidays given', () => {
    expect(esDiaHabil('2026-09-17', NACIONALES)).toBe(true); // Thursday
    expect(esDiaHabil('2026-09-18', NACIONALES)).toBe(false); // holiday on a Friday
    expect(esDiaHabil('2026-09-19', NACIONALES)).toBe(false); // Saturday (and a holiday)
    expect(esDiaHabil('2026-09-20', NACIONALES)).toBe(false); // Sunday
    expect(esDiaHabil('2026-09-21', NACIONALES)).toBe(true); // Monday
    expect(esDiaHabil('2026-09-18', new Set())).toBe(true); // no list, no holiday
  });

  it('reads an instant on the Santiago calendar', () => {
    // 2026-09-18 02:00 UTC is still Thursday 17 September in Santiago (UTC-3).
    expect(esDiaHabil(new Date('2026-09-18T02:00:00Z'), NACIONALES)).toBe(true);
    expect(esDiaHabil(new Date('2026-09-18T03:00:00Z'), NACIONALES)).toBe(false);
  });
});

describe('sumarDiasHabiles', () => {
  it('skips a weekend, and the start day never counts', () => {
    expect(sumarDiasHabiles('2026-11-27', 1, NACIONALES)).toBe('2026-11-30'); // Fri → Mon
    expect(sumarDiasHabiles('2026-11-28', 1, NACIONALES)).toBe('2026-11-30'); // Sat → Mon
    expect(sumarDiasHabiles('2026-11-27', 0, NACIONALES)).toBe('2026-11-27');
  });

  it('skips a holiday on a Friday together with the weekend after it', () => {
    // Thu 17 → (Fri 18, Sat 19 holidays; Sun 20) → Mon 21, Tue 22, Wed 23.
    expect(sumarDiasHabiles('2026-09-17', 1, NACIONALES)).toBe('2026-09-21');
    expect(sumarDiasHabiles('2026-09-17', 3, NACIONALES)).toBe('2026-09-23');
    // Christmas on a Friday: Thu 24 + 1 → Mon 28.
    expect(sumarDiasHabiles('2026-12-24', 1, NACIONALES)).toBe('2026-12-28');
  });

  it('crosses the year end (1 January 2027 is a Friday holiday)', () => {
    // Wed 30 → Thu 31 (1), Fri 1 holiday, weekend, Mon 4 (2), Tue 5 (3).
    expect(sumarDiasHabiles('2026-12-30', 2, NACIONALES)).toBe('2027-01-04');
    expect(sumarDiasHabiles('2026-12-30', 3, NACIONALES)).toBe('2027-01-05');
  });

  it('counts backwards with a negative number', () => {
    expect(sumarDiasHabiles('2026-09-23', -3, NACIONALES)).toBe('2026-09-17');
    expect(sumarDiasHabiles('2027-01-04', -1, NACIONALES)).toBe('2026-12-31');
  });

  it('only counts a regional holiday when it is in the set (20 August in Chillán)', () => {
    const chillan = new Set([...NACIONALES, '2026-08-20']);
    expect(sumarDiasHabiles('2026-08-19', 1, NACIONALES)).toBe('2026-08-20');
    expect(sumarDiasHabiles('2026-08-19', 1, chillan)).toBe('2026-08-21');
  });

  it('starts from the Santiago date of an instant', () => {
    expect(sumarDiasHabiles(new Date('2026-09-18T02:00:00Z'), 3, NACIONALES)).toBe('2026-09-23');
  });

  it('refuses a non-integer number of days and an invalid date', () => {
    expect(() => sumarDiasHabiles('2026-09-17', 1.5, NACIONALES)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('2026-02-30', 1, NACIONALES)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('17-09-2026', 1, NACIONALES)).toThrow(RangeError);
  });
});

describe('diasHabilesEntre', () => {
  it('counts the working days in (desde, hasta]; 0 when hasta is not after desde', () => {
    expect(diasHabilesEntre('2026-09-17', '2026-09-23', NACIONALES)).toBe(3);
    expect(diasHabilesEntre('2026-12-30', '2027-01-04', NACIONALES)).toBe(2);
    expect(diasHabilesEntre('2026-09-17', '2026-09-17', NACIONALES)).toBe(0);
    expect(diasHabilesEntre('2026-09-23', '2026-09-17', NACIONALES)).toBe(0);
  });

  it('undoes sumarDiasHabiles from any start over a year', () => {
    for (let desde = '2026-06-01'; desde < '2027-06-01'; desde = sumarDias(desde, 1)) {
      for (const n of [1, 3, 30]) {
        expect(diasHabilesEntre(desde, sumarDiasHabiles(desde, n, NACIONALES), NACIONALES), `${desde} + ${n}`).toBe(n);
      }
    }
  });
});

describe('calendar dates', () => {
  it('sumarDias steps calendar days across months, leap days and the year end', () => {
    expect(sumarDias('2026-12-25', 7)).toBe('2027-01-01');
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(sumarDias('2027-03-01', -1)).toBe('2027-02-28');
  });

  it("fechaSantiago follows Chile's summer (UTC-3) and winter (UTC-4) time", () => {
    expect(fechaSantiago('2026-01-10T02:59:59Z')).toBe('2026-01-09');
    expect(fechaSantiago('2026-01-10T03:00:00Z')).toBe('2026-01-10');
    expect(fechaSantiago(new Date('2026-07-10T03:59:59Z'))).toBe('2026-07-09');
    expect(fechaSantiago(new Date('2026-07-10T04:00:00Z'))).toBe('2026-07-10');
  });

  it('fechaCalendario takes valid dates as they are and refuses the rest', () => {
    expect(fechaCalendario('2028-02-29')).toBe('2028-02-29');
    expect(fechaCalendario(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(fechaCalendario(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
    expect(() => fechaCalendario('2027-02-29')).toThrow(RangeError);
    expect(() => fechaCalendario(new Date('no es fecha'))).toThrow(RangeError);
    expect(esFechaIso('2028-02-29')).toBe(true);
    expect(esFechaIso('2027-02-29')).toBe(false);
    expect(esFechaIso('2026-9-1')).toBe(false);
  });
});
