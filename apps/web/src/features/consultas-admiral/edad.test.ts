import { describe, expect, it } from 'vitest';

import { edadDesdeNacimiento } from './edad';

describe('edadDesdeNacimiento', () => {
  it('is the current year minus the birth year, birthday or not (SPEC §9)', () => {
    const hoy = new Date(2026, 0, 15);
    expect(edadDesdeNacimiento('1980-12-31', hoy)).toBe(46);
    expect(edadDesdeNacimiento('1980-01-01', hoy)).toBe(46);
    expect(edadDesdeNacimiento('2026-06-01', hoy)).toBe(0);
  });

  it('uses the current year by default', () => {
    expect(edadDesdeNacimiento('2000-07-01')).toBe(new Date().getFullYear() - 2000);
  });

  it('is null without a usable birth date', () => {
    expect(edadDesdeNacimiento(null)).toBeNull();
    expect(edadDesdeNacimiento('')).toBeNull();
    expect(edadDesdeNacimiento('31/12/1980')).toBeNull();
  });
});
