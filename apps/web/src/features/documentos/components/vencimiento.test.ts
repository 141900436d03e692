import { describe, expect, it } from 'vitest';

import { puedeCrearNuevaVersion } from '../documento-detalle-page';
import { distanciaVencimiento } from './vencimiento';

describe('distanciaVencimiento', () => {
  const hoy = new Date(2026, 10, 22, 15, 30);

  it('counts calendar days to or since the expiry date', () => {
    expect(distanciaVencimiento('2026-11-22', hoy)).toBe('vence hoy');
    expect(distanciaVencimiento('2026-11-23', hoy)).toBe('en 1 día');
    expect(distanciaVencimiento('2026-12-22', hoy)).toBe('en 30 días');
    expect(distanciaVencimiento('2026-11-21', hoy)).toBe('hace 1 día');
    expect(distanciaVencimiento('2026-10-23T10:00:00', hoy)).toBe('hace 30 días');
  });

  it('says nothing for an invalid date', () => {
    expect(distanciaVencimiento('no es fecha', hoy)).toBeNull();
  });
});

describe('puedeCrearNuevaVersion', () => {
  it('only for a published document with no version in progress', () => {
    expect(puedeCrearNuevaVersion({ version_actual: 1, fase_actual: 'publicacion' })).toBe(true);
    expect(puedeCrearNuevaVersion({ version_actual: 2, fase_actual: 'obsoleto' })).toBe(true);
    expect(puedeCrearNuevaVersion({ version_actual: 0, fase_actual: 'borrador' })).toBe(false);
    expect(puedeCrearNuevaVersion({ version_actual: 1, fase_actual: 'revision' })).toBe(false);
    expect(puedeCrearNuevaVersion({ version_actual: 1, fase_actual: 'rechazado' })).toBe(false);
    expect(puedeCrearNuevaVersion({ version_actual: 1, fase_actual: 'no_iniciado' })).toBe(false);
  });
});
