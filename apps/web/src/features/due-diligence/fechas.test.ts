import { describe, expect, it } from 'vitest';

import { formatFechaParcial } from './fechas';

describe('formatFechaParcial', () => {
  it('writes every precision in the es-CL day/month/year order', () => {
    expect(formatFechaParcial('2026-02-05')).toBe('05/02/2026');
    expect(formatFechaParcial('2021-07')).toBe('07/2021');
    expect(formatFechaParcial('1965')).toBe('1965');
    expect(formatFechaParcial('circa 1960')).toBe('circa 1960');
  });
});
