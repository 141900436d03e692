import { describe, expect, it } from 'vitest';

import { fechasEnTexto, formatFechaParcial } from './fechas';

describe('formatFechaParcial', () => {
  it('writes every precision in the es-CL day/month/year order', () => {
    expect(formatFechaParcial('2026-02-05')).toBe('05/02/2026');
    expect(formatFechaParcial('2021-07')).toBe('07/2021');
    expect(formatFechaParcial('1965')).toBe('1965');
    expect(formatFechaParcial('circa 1960')).toBe('circa 1960');
  });
});

describe('fechasEnTexto', () => {
  it("rewrites a server text's ISO dates and months, and nothing else", () => {
    expect(fechasEnTexto('Coincidencia en ONU (CDi.043, versión 2026-02-27); OFAC 2021-07.')).toBe(
      'Coincidencia en ONU (CDi.043, versión 27/02/2026); OFAC 07/2021.',
    );
    expect(fechasEnTexto('RUT 12.345.678-5, puntaje 0,85')).toBe('RUT 12.345.678-5, puntaje 0,85');
  });
});
