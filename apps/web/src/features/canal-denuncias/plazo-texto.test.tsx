import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlazoCelda, PlazosCard } from './components/plazos';
import { fechaVencimiento, plazoMasUrgente, resumenCumplidos, tiempoPlazo, type PlazoDenuncia } from './plazo-texto';

/** 23:59:59 Santiago (summer time, UTC-3) of 20/11/2026. */
const VENCE = '2026-11-21T02:59:59.000Z';

const plazo = (cambios: Partial<PlazoDenuncia>): PlazoDenuncia => ({
  clave: 'acuse',
  etiqueta: 'Acuse de recibo (7 días)',
  vence: VENCE,
  unidad: 'dias_corridos',
  cumplido_at: null,
  estado: 'pendiente',
  dias_restantes: 5,
  ...cambios,
});

describe('tiempoPlazo', () => {
  it('counts the days left in the plazo unit, singular and plural', () => {
    expect(tiempoPlazo(plazo({ dias_restantes: 5 }))).toBe('vence en 5 días');
    expect(tiempoPlazo(plazo({ dias_restantes: 1 }))).toBe('vence en 1 día');
    expect(tiempoPlazo(plazo({ estado: 'por_vencer', dias_restantes: 2, unidad: 'dias_habiles' }))).toBe(
      'vence en 2 días hábiles',
    );
    expect(tiempoPlazo(plazo({ estado: 'por_vencer', dias_restantes: 1, unidad: 'dias_habiles' }))).toBe(
      'vence en 1 día hábil',
    );
    expect(tiempoPlazo(plazo({ estado: 'por_vencer', dias_restantes: 0 }))).toBe('vence hoy');
  });

  it('says how long ago an overdue plazo expired, in calendar days', () => {
    expect(tiempoPlazo(plazo({ estado: 'vencido', dias_restantes: -3, unidad: 'dias_habiles' }))).toBe(
      'vencido hace 3 días',
    );
    expect(tiempoPlazo(plazo({ estado: 'vencido', dias_restantes: -1 }))).toBe('vencido hace 1 día');
  });

  it('gives the Santiago date a plazo was fulfilled, on time or late', () => {
    // 01:30 UTC on the 18th is still the 17th in Santiago.
    const cumplido = { cumplido_at: '2026-11-18T01:30:00.000Z', dias_restantes: null };
    expect(tiempoPlazo(plazo({ estado: 'cumplido', ...cumplido }))).toBe('cumplido el 17/11/2026');
    expect(tiempoPlazo(plazo({ estado: 'cumplido_tarde', ...cumplido }))).toBe('cumplido fuera de plazo el 17/11/2026');
  });

  it('shows the last day of the plazo on the Santiago calendar', () => {
    expect(fechaVencimiento(plazo({}))).toBe('20/11/2026');
  });
});

describe('plazoMasUrgente', () => {
  it('prefers overdue, then about to expire, then the nearest deadline; none when all are done', () => {
    const acuse = plazo({ clave: 'acuse', vence: '2026-11-25T02:59:59.000Z' });
    const respuesta = plazo({ clave: 'respuesta', vence: '2027-02-25T02:59:59.000Z' });
    const karin = plazo({ clave: 'karin_inicio', estado: 'por_vencer', vence: '2026-11-30T02:59:59.000Z' });
    const vencido = plazo({ clave: 'karin_investigacion', estado: 'vencido', vence: '2026-12-30T02:59:59.000Z' });
    expect(plazoMasUrgente([respuesta, acuse])?.clave).toBe('acuse');
    expect(plazoMasUrgente([acuse, karin, respuesta])?.clave).toBe('karin_inicio');
    expect(plazoMasUrgente([acuse, karin, vencido])?.clave).toBe('karin_investigacion');
    const hecho = plazo({ estado: 'cumplido', dias_restantes: null });
    expect(plazoMasUrgente([hecho])).toBeNull();
    expect(resumenCumplidos([hecho])).toBe('Plazos cumplidos');
    expect(resumenCumplidos([hecho, plazo({ estado: 'cumplido_tarde' })])).toBe(
      'Plazos cumplidos (alguno fuera de plazo)',
    );
  });
});

describe('PlazoCelda', () => {
  it('flags a late or close plazo with its state in words, not only colour', () => {
    const { rerender } = render(<PlazoCelda plazos={[plazo({ estado: 'vencido', dias_restantes: -2 })]} />);
    expect(screen.getByText('Vencido')).toBeTruthy();
    expect(screen.getByText('vencido hace 2 días')).toBeTruthy();
    expect(screen.getByText('Acuse de recibo (7 días)')).toBeTruthy();

    rerender(<PlazoCelda plazos={[plazo({ estado: 'por_vencer', dias_restantes: 1 })]} />);
    expect(screen.getByText('Por vencer')).toBeTruthy();
    expect(screen.getByText('vence en 1 día')).toBeTruthy();

    // A plazo in time shows no flag.
    rerender(<PlazoCelda plazos={[plazo({ dias_restantes: 6 })]} />);
    expect(screen.queryByText('En plazo')).toBeNull();
    expect(screen.getByText('vence en 6 días')).toBeTruthy();
  });
});

describe('PlazosCard', () => {
  it('lists each plazo with its deadline, time left and state', () => {
    render(
      <PlazosCard
        plazos={[
          plazo({ dias_restantes: 6 }),
          plazo({
            clave: 'karin_inicio',
            etiqueta: 'Inicio de investigación o derivación a la DT (3 días hábiles)',
            unidad: 'dias_habiles',
            estado: 'cumplido_tarde',
            cumplido_at: '2026-11-19T15:00:00.000Z',
            dias_restantes: null,
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Plazos legales' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Vence el 20/11/2026 (días corridos)');
    expect(items[0]!.textContent).toContain('En plazo');
    expect(items[0]!.textContent).toContain('vence en 6 días');
    expect(items[1]!.textContent).toContain('(días hábiles)');
    expect(items[1]!.textContent).toContain('Cumplido fuera de plazo');
    expect(items[1]!.textContent).toContain('cumplido fuera de plazo el 19/11/2026');
  });
});
