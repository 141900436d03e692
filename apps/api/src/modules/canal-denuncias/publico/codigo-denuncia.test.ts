import { describe, expect, it } from 'vitest';
import { CODIGO_DENUNCIA_RE } from '@atalaya/shared/contracts/canal-denuncias/publico';
import {
  ALFABETO_CROCKFORD,
  codigoDenunciaValido,
  generarCodigoDenuncia,
  hashCodigoDenuncia,
  normalizarCodigoDenuncia,
} from './codigo-denuncia';

describe('código de denuncia', () => {
  it('is 16 Crockford base32 characters in groups of four (80 bits)', () => {
    expect(ALFABETO_CROCKFORD).toHaveLength(32);
    expect(new Set(ALFABETO_CROCKFORD).size).toBe(32);
    expect(ALFABETO_CROCKFORD).not.toMatch(/[ILOU]/);
    const codigo = generarCodigoDenuncia();
    expect(codigo).toMatch(CODIGO_DENUNCIA_RE);
    const simbolos = codigo.replaceAll('-', '');
    expect(simbolos).toHaveLength(16);
    // 16 symbols of a 32-symbol alphabet = 16 × log2(32) = 80 bits.
    expect(simbolos.length * Math.log2(ALFABETO_CROCKFORD.length)).toBe(80);
    expect(codigoDenunciaValido(codigo)).toBe(true);
  });

  it('never repeats over 10,000 codes and uses every symbol in every position', () => {
    const codigos = Array.from({ length: 10_000 }, generarCodigoDenuncia);
    expect(new Set(codigos).size).toBe(10_000);
    for (let pos = 0; pos < 16; pos++) {
      const vistos = new Set(codigos.map((c) => c.replaceAll('-', '')[pos]));
      expect(vistos.size, `posición ${pos}`).toBe(32);
    }
  });

  it('normalizes what a person types: case, spaces, hyphens, O→0, I/L→1', () => {
    expect(normalizarCodigoDenuncia(' abco-il12 xyzw  mnpq ')).toBe('ABC01112XYZWMNPQ');
    expect(hashCodigoDenuncia('ABC0-1112-XYZW-MNPQ')).toBe(hashCodigoDenuncia('abco il12 xyzw mnpq'));
    expect(hashCodigoDenuncia('ABC0-1112-XYZW-MNPQ')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCodigoDenuncia('ABC0-1112-XYZW-MNPQ')).not.toBe(hashCodigoDenuncia('ABC0-1112-XYZW-MNPR'));
    expect(codigoDenunciaValido('abco-il12-xyzw-mnpq')).toBe(true);
    expect(codigoDenunciaValido('ABC0-1112-XYZW-MNP')).toBe(false);
    expect(codigoDenunciaValido('ABC0-1112-XYZW-MNPU')).toBe(false);
  });
});
