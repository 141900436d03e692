import { describe, expect, it } from 'vitest';

import { claveSchema } from '@atalaya/shared/contracts/cuenta';

import { nivelClave } from './fortaleza-clave';

describe('nivelClave', () => {
  it('calls insufficient exactly what the server refuses as too short', () => {
    for (const clave of ['a', 'abcdefghijk', 'Ab1!Ab1!Ab1']) {
      expect(nivelClave(clave)).toBe('insuficiente');
      expect(claveSchema.safeParse(clave).success).toBe(false);
    }
    for (const clave of ['abcdefghijkl', 'Ab1!Ab1!Ab1!']) {
      expect(nivelClave(clave)).not.toBe('insuficiente');
      expect(claveSchema.safeParse(clave).success).toBe(true);
    }
  });

  it('rates length and variety above the minimum', () => {
    expect(nivelClave('')).toBe('vacia');
    expect(nivelClave('abcdefghijkl')).toBe('aceptable');
    expect(nivelClave('Abcdefghijk1')).toBe('buena');
    expect(nivelClave('Nueva.Clave.Segura.2026')).toBe('fuerte');
    expect(nivelClave('frase larga de varias palabras')).toBe('fuerte');
  });
});
