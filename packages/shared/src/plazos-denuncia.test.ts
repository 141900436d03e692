/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fechaSantiago, sumarDiasHabiles } from './dias-habiles';
import {
  alertaDePlazos,
  calcularPlazos,
  finDelDiaSantiago,
  sumarMeses,
  type ClavePlazo,
  type DatosPlazosDenuncia,
  type Plazo,
} from './plazos-denuncia';

// The real reference data (DESIGN §8): national holidays, plus the regional/communal ones by ISO.
const CSV = new URL('../../../reference-data/feriados_cl/feriados_cl_2024_2027.csv', import.meta.url);
const filas = readFileSync(CSV, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((linea) => linea.split(','));
const nacionales: ReadonlySet<string> = new Set(filas.filter((f) => f[7] === 'nacional').map((f) => f[0]!));
const conNuble: ReadonlySet<string> = new Set([
  ...nacionales,
  ...filas.filter((f) => f[8] === 'CL-NB').map((f) => f[0]!),
]);

const plazo = (plazos: Plazo[], clave: ClavePlazo) => plazos.find((p) => p.clave === clave);

describe('holiday data', () => {
  it('holds Fiestas Patrias 2025 and Easter 2025 as national holidays', () => {
    expect(nacionales.has('2025-09-18')).toBe(true);
    expect(nacionales.has('2025-09-19')).toBe(true);
    expect(nacionales.has('2025-04-18')).toBe(true);
    expect(nacionales.has('2025-08-20')).toBe(false); // Chillán only
  });
});

describe('sumarDiasHabiles', () => {
  it('skips weekends and the Fiestas Patrias holidays', () => {
    // Tue 16-Sep → Wed 17 (1), [Thu 18, Fri 19 holidays, weekend], Mon 22 (2), Tue 23 (3)
    expect(sumarDiasHabiles('2025-09-16', 3, nacionales)).toBe('2025-09-23');
    // A report on Thursday 18-Sep (itself a holiday) → Mon 22, Tue 23, Wed 24
    expect(sumarDiasHabiles('2025-09-18', 3, nacionales)).toBe('2025-09-24');
    // Without holidays the same count ends on Tuesday
    expect(sumarDiasHabiles('2025-09-18', 3, new Set())).toBe('2025-09-23');
  });

  it('skips Good Friday and counts from the day after', () => {
    expect(sumarDiasHabiles('2025-04-17', 1, nacionales)).toBe('2025-04-21');
    expect(sumarDiasHabiles('2025-04-17', 0, nacionales)).toBe('2025-04-17');
  });

  it('counts 30 working days across a month with holidays', () => {
    expect(sumarDiasHabiles('2025-09-01', 30, nacionales)).toBe('2025-10-15');
    expect(sumarDiasHabiles('2025-09-01', 30, new Set())).toBe('2025-10-13');
  });

  it('uses only the holidays it is given (regional ones are data)', () => {
    expect(sumarDiasHabiles('2025-08-19', 1, nacionales)).toBe('2025-08-20');
    expect(sumarDiasHabiles('2025-08-19', 1, conNuble)).toBe('2025-08-21');
  });

  it('reads an instant on the Santiago calendar', () => {
    // 23:30 on Tue 16-Sep in Santiago (UTC-3) is already Wednesday in UTC
    expect(sumarDiasHabiles(new Date('2025-09-17T02:30:00Z'), 3, nacionales)).toBe('2025-09-23');
  });
});

describe('Santiago dates', () => {
  it('keeps a report at 23:30 Santiago on its local day', () => {
    expect(fechaSantiago('2025-09-17T02:30:00Z')).toBe('2025-09-16'); // summer time, UTC-3
    expect(fechaSantiago('2025-07-11T03:30:00Z')).toBe('2025-07-10'); // winter time, UTC-4
    expect(fechaSantiago('2025-07-11T04:00:00Z')).toBe('2025-07-11');
  });

  it('ends a day at 23:59:59 Santiago in either offset', () => {
    expect(finDelDiaSantiago('2025-07-10').toISOString()).toBe('2025-07-11T03:59:59.000Z');
    expect(finDelDiaSantiago('2025-01-10').toISOString()).toBe('2025-01-11T02:59:59.000Z');
  });

  it('handles the DST changes at midnight (repeated hour in April, skipped hour in September)', () => {
    // Sat 4-Apr-2026 24:00 UTC-3 → 23:00 UTC-4: the day lasts until 04:00Z
    expect(finDelDiaSantiago('2026-04-04').toISOString()).toBe('2026-04-05T03:59:59.000Z');
    // Sat 5-Sep-2026 24:00 UTC-4 → 01:00 UTC-3: the day ends at 04:00Z
    expect(finDelDiaSantiago('2026-09-05').toISOString()).toBe('2026-09-06T03:59:59.000Z');
    expect(fechaSantiago('2026-09-06T04:00:00Z')).toBe('2026-09-06');
  });

  it('gives the date the time-zone database gives, minute by minute across both DST changes of 2026', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }); // en-CA: YYYY-MM-DD
    for (const [desde, hasta] of [
      ['2026-04-04T00:00:00Z', '2026-04-06T00:00:00Z'],
      ['2026-09-05T00:00:00Z', '2026-09-07T00:00:00Z'],
    ]) {
      for (let ms = Date.parse(desde!); ms < Date.parse(hasta!); ms += 60_000) {
        // Later minutes of an hour are answered from the hour remembered by its first minute.
        expect(fechaSantiago(new Date(ms)), new Date(ms).toISOString()).toBe(intl.format(ms));
      }
    }
  });
});

describe('calcularPlazos', () => {
  const base: Omit<DatosPlazosDenuncia, 'created_at' | 'tipo'> = {
    acuse_at: null,
    primera_respuesta_at: null,
    investigacion_iniciada_at: null,
    derivada_dt_at: null,
    investigacion_cerrada_at: null,
    cerrada_at: null,
  };

  it('gives a non-Ley Karin report only the acknowledgement and feedback clocks', () => {
    const plazos = calcularPlazos(
      { ...base, created_at: new Date('2025-09-17T02:30:00Z'), tipo: 'laboral' },
      nacionales,
      new Date('2025-09-17T12:00:00Z'),
    );
    expect(plazos.map((p) => p.clave)).toEqual(['acuse', 'respuesta']);
    expect(plazo(plazos, 'acuse')).toEqual({
      clave: 'acuse',
      etiqueta: 'Acuse de recibo (7 días)',
      // Received 23:30 on Tue 16-Sep Santiago → 7 days → Tue 23-Sep 23:59:59 (UTC-3)
      vence: '2025-09-24T02:59:59.000Z',
      unidad: 'dias_corridos',
      cumplido_at: null,
      estado: 'pendiente',
      dias_restantes: 6,
    });
    // No acknowledgement yet: 3 months from the end of the 7 days
    expect(plazo(plazos, 'respuesta')?.etiqueta).toBe('Respuesta al denunciante (3 meses)');
    expect(plazo(plazos, 'respuesta')?.vence).toBe('2025-12-24T02:59:59.000Z');
  });

  it('adds the Ley Karin clocks in working days', () => {
    const recibida = new Date('2025-09-17T02:30:00Z'); // Tue 16-Sep 23:30 Santiago
    const abierta = calcularPlazos({ ...base, created_at: recibida, tipo: 'ley_karin' }, nacionales, recibida);
    expect(abierta.map((p) => p.clave)).toEqual(['acuse', 'respuesta', 'karin_inicio']);
    const inicio = plazo(abierta, 'karin_inicio')!;
    expect(inicio.etiqueta).toBe('Inicio de investigación o derivación a la DT (3 días hábiles)');
    expect(inicio.unidad).toBe('dias_habiles');
    expect(inicio.vence).toBe('2025-09-24T02:59:59.000Z'); // Tue 23-Sep, end of day Santiago
    expect(inicio.dias_restantes).toBe(3);

    const investigando = calcularPlazos(
      {
        ...base,
        created_at: recibida,
        tipo: 'ley_karin',
        investigacion_iniciada_at: new Date('2025-09-01T15:00:00Z'),
      },
      nacionales,
      new Date('2025-09-02T12:00:00Z'),
    );
    const investigacion = plazo(investigando, 'karin_investigacion')!;
    expect(investigacion.etiqueta).toBe('Investigación (30 días hábiles)');
    expect(investigacion.vence).toBe('2025-10-16T02:59:59.000Z'); // Wed 15-Oct
    expect(investigacion.dias_restantes).toBe(29);
    expect(plazo(investigando, 'karin_inicio')?.estado).toBe('cumplido');
  });

  it('counts a DT referral as meeting the 3-working-day clock', () => {
    const plazos = calcularPlazos(
      {
        ...base,
        created_at: new Date('2025-09-16T15:00:00Z'),
        tipo: 'ley_karin',
        derivada_dt_at: new Date('2025-09-25T15:00:00Z'),
      },
      nacionales,
      new Date('2025-09-26T12:00:00Z'),
    );
    expect(plazo(plazos, 'karin_inicio')).toMatchObject({
      estado: 'cumplido_tarde',
      cumplido_at: '2025-09-25T15:00:00.000Z',
      dias_restantes: null,
    });
    expect(plazos.some((p) => p.clave === 'karin_investigacion')).toBe(false);
  });

  describe('estado', () => {
    const recibida = new Date('2025-07-01T14:00:00Z'); // Tue 1-Jul 10:00 Santiago (UTC-4)
    const acuse = (ahora: string, extra: Partial<typeof base> = {}) =>
      plazo(
        calcularPlazos({ ...base, ...extra, created_at: recibida, tipo: 'otro' }, nacionales, new Date(ahora)),
        'acuse',
      )!;

    it('is pendiente with more than 25% of the span left', () => {
      expect(acuse('2025-07-05T14:00:00Z')).toMatchObject({ estado: 'pendiente', dias_restantes: 3 });
    });

    it('is por_vencer with 25% or less left', () => {
      // Span: 10:00 1-Jul → 23:59:59 8-Jul ≈ 7.58 days; 25% ≈ 1.9 days
      expect(acuse('2025-07-06T14:00:00Z').estado).toBe('pendiente');
      expect(acuse('2025-07-07T14:00:00Z')).toMatchObject({ estado: 'por_vencer', dias_restantes: 1 });
      expect(acuse('2025-07-09T03:59:58Z')).toMatchObject({ estado: 'por_vencer', dias_restantes: 0 });
    });

    it('is vencido after 23:59:59 Santiago of the last day', () => {
      expect(acuse('2025-07-09T04:00:00Z')).toMatchObject({ estado: 'vencido', dias_restantes: -1 });
      expect(acuse('2025-07-12T15:00:00Z').dias_restantes).toBe(-4);
    });

    it('is cumplido or cumplido_tarde by when it was done', () => {
      expect(acuse('2025-07-20T00:00:00Z', { acuse_at: new Date('2025-07-08T20:00:00Z') })).toMatchObject({
        estado: 'cumplido',
        cumplido_at: '2025-07-08T20:00:00.000Z',
        dias_restantes: null,
      });
      expect(acuse('2025-07-20T00:00:00Z', { acuse_at: new Date('2025-07-09T12:00:00Z') }).estado).toBe(
        'cumplido_tarde',
      );
    });

    it('stops every clock when the case is closed', () => {
      const plazos = calcularPlazos(
        { ...base, created_at: recibida, tipo: 'otro', cerrada_at: new Date('2025-07-03T12:00:00Z') },
        nacionales,
        new Date('2026-01-01T00:00:00Z'),
      );
      expect(plazos.map((p) => p.estado)).toEqual(['cumplido', 'cumplido']);
    });
  });

  it('counts the 3 months in calendar months from the acknowledgement', () => {
    expect(sumarMeses('2025-11-30', 3)).toBe('2026-02-28');
    expect(sumarMeses('2025-10-31', 3)).toBe('2026-01-31');
    const plazos = calcularPlazos(
      {
        ...base,
        created_at: new Date('2025-11-25T15:00:00Z'),
        tipo: 'otro',
        acuse_at: new Date('2025-11-30T15:00:00Z'),
      },
      nacionales,
      new Date('2025-12-01T00:00:00Z'),
    );
    expect(plazo(plazos, 'respuesta')?.vence).toBe('2026-03-01T02:59:59.000Z'); // Sat 28-Feb-2026
    // A late acknowledgement does not push the feedback clock: it runs from the end of the 7 days
    const tarde = calcularPlazos(
      {
        ...base,
        created_at: new Date('2025-11-01T15:00:00Z'),
        tipo: 'otro',
        acuse_at: new Date('2025-11-20T15:00:00Z'),
      },
      nacionales,
      new Date('2025-12-01T00:00:00Z'),
    );
    expect(plazo(tarde, 'respuesta')?.vence).toBe('2026-02-09T02:59:59.000Z'); // Sun 8-Feb-2026
  });
});

describe('alertaDePlazos', () => {
  it('reports the worst open state', () => {
    expect(alertaDePlazos([{ estado: 'cumplido' }, { estado: 'pendiente' }])).toBe('ok');
    expect(alertaDePlazos([{ estado: 'cumplido_tarde' }, { estado: 'por_vencer' }])).toBe('por_vencer');
    expect(alertaDePlazos([{ estado: 'por_vencer' }, { estado: 'vencido' }])).toBe('vencido');
    expect(alertaDePlazos([])).toBe('ok');
  });
});
