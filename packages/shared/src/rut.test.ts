import { describe, expect, it } from 'vitest';
import { cleanRut, computeCheckDigit, formatRut, isValidRut, normalizeRut } from './rut';

describe('RUT check digit (SPEC §5: weights 2..7 from the right, modulo 11; 11 → 0, 10 → K)', () => {
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['7654321', '6'],
    ['10000013', 'K'], // 11 − remainder = 10
    ['14000000', '0'], // 11 − remainder = 11
    ['77215904', '8'],
    ['1', '9'],
  ])('%s → %s', (cuerpo, dv) => {
    expect(computeCheckDigit(cuerpo)).toBe(dv);
  });

  it('accepts any spelling of a valid RUT and refuses a wrong digit or garbage', () => {
    for (const ok of ['12.345.678-5', '12345678-5', '123456785', '10.000.013-k', '10000013-K', '14.000.000-0'])
      expect(isValidRut(ok), ok).toBe(true);
    for (const malo of ['12.345.678-9', '10000013-0', '14000000-K', '', 'K', '1', 'abc', '1234567890-1', '12.345.678-'])
      expect(isValidRut(malo), malo).toBe(false);
  });
});

describe('RUT display and storage', () => {
  it('formats with dots every three digits and a hyphen before the check digit', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('10000013k')).toBe('10.000.013-K');
    expect(formatRut('14.000.000-0')).toBe('14.000.000-0');
    expect(formatRut('1000005')).toBe('100.000-5');
    expect(formatRut('0012345678-5')).toBe('12.345.678-5');
  });

  it('stores digits, hyphen and check digit; cleans everything else', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    expect(normalizeRut(' 10.000.013-k ')).toBe('10000013-K');
    expect(cleanRut('12.345.678-k')).toBe('12345678K');
  });
});
