import { describe, expect, it } from 'vitest';

import {
  ageFromBirthYear,
  formatBytes,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatRutDisplay,
  formatTime,
  formatTotal,
} from './format';

// Local-time dates, so the expectations hold in any time zone.
const jan5 = new Date(2026, 0, 5, 14, 5);

describe('formatDate', () => {
  it('writes dd/mm/aaaa', () => {
    expect(formatDate(jan5)).toBe('05/01/2026');
    expect(formatDate(jan5.getTime())).toBe('05/01/2026');
  });

  it("reads the API's date-only strings as local dates, not UTC midnight", () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
  });

  it('reads ISO timestamps', () => {
    expect(formatDate(jan5.toISOString())).toBe('05/01/2026');
  });

  it("says 'No registrada' when there is no value", () => {
    expect(formatDate(null)).toBe('No registrada');
    expect(formatDate(undefined)).toBe('No registrada');
    expect(formatDate('')).toBe('No registrada');
  });

  it("says 'Fecha no válida' for values that are not dates", () => {
    expect(formatDate('mañana')).toBe('Fecha no válida');
    expect(formatDate('2026-02-30')).toBe('Fecha no válida');
    expect(formatDate(new Date(Number.NaN))).toBe('Fecha no válida');
  });
});

describe('formatTime and formatDateTime', () => {
  it('write a 24-hour time', () => {
    expect(formatTime(jan5)).toBe('14:05');
    expect(formatTime(new Date(2026, 0, 5, 9, 7))).toBe('09:07');
    expect(formatDateTime(jan5)).toBe('05/01/2026 14:05');
  });

  it('fall back to the SPEC messages', () => {
    expect(formatTime('x')).toBe('Hora no válida');
    expect(formatTime(null)).toBe('No registrada');
    expect(formatDateTime('x')).toBe('Fecha no válida');
    expect(formatDateTime(undefined)).toBe('No registrada');
  });
});

describe('formatDateLong', () => {
  it('spells the month in Spanish', () => {
    expect(formatDateLong(jan5)).toBe('5 de enero de 2026');
    expect(formatDateLong('2026-09-18')).toBe('18 de septiembre de 2026');
  });

  it("says 'Fecha desconocida' when missing or invalid", () => {
    expect(formatDateLong(null)).toBe('Fecha desconocida');
    expect(formatDateLong('x')).toBe('Fecha desconocida');
  });
});

describe('formatRelative', () => {
  const now = new Date(2026, 0, 10, 12, 0);

  it('measures from the reference date', () => {
    expect(formatRelative(new Date(2026, 0, 7, 12, 0), now)).toBe('hace 3 días');
    expect(formatRelative(new Date(2026, 0, 10, 13, 0), now)).toBe('en alrededor de 1 hora');
  });

  it("says 'Fecha desconocida' when missing or invalid", () => {
    expect(formatRelative(undefined, now)).toBe('Fecha desconocida');
    expect(formatRelative('nunca', now)).toBe('Fecha desconocida');
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and uses a decimal comma (es-CL)', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(3.14159, { maximumFractionDigits: 2 })).toBe('3,14');
  });
});

describe('formatBytes', () => {
  it('uses binary multiples and one decimal at most', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('treats nonsense as zero', () => {
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('formatRutDisplay', () => {
  it('puts dots and the hyphen in', () => {
    expect(formatRutDisplay('123456785')).toBe('12.345.678-5');
    expect(formatRutDisplay('7.654.321-k')).toBe('7.654.321-K');
  });
});

describe('ageFromBirthYear', () => {
  const reference = new Date(2026, 5, 1);

  it('is the reference year minus the birth year (SPEC §9)', () => {
    expect(ageFromBirthYear(1990, reference)).toBe(36);
    expect(ageFromBirthYear(2026, reference)).toBe(0);
  });

  it('is null without a usable year', () => {
    expect(ageFromBirthYear(null, reference)).toBeNull();
    expect(ageFromBirthYear(undefined, reference)).toBeNull();
    expect(ageFromBirthYear(1990.5, reference)).toBeNull();
  });
});

describe('formatTotal', () => {
  it('writes exact totals with es-CL thousands and capped ones as 10.000+', () => {
    expect(formatTotal(1234)).toBe('1.234');
    expect(formatTotal(10_000)).toBe('10.000');
    expect(formatTotal(10_001)).toBe('10.000+');
  });
});
