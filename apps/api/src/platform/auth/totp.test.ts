import { describe, expect, it } from 'vitest';
import { codigoDePaso, codigoTotp, generarSecreto, otpauthUrl, pasoDe, verificarTotp } from './totp';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const SEMILLA = Buffer.from('12345678901234567890', 'ascii');
const VECTORES: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 test vectors (SHA-1)', () => {
  it.each(VECTORES)('T=%i gives %s with 8 digits', (segundos, esperado) => {
    expect(codigoTotp(SEMILLA, segundos * 1000, 8)).toBe(esperado);
  });

  it.each(VECTORES)('T=%i gives the last 6 digits of %s with 6 digits', (segundos, esperado) => {
    expect(codigoTotp(SEMILLA, segundos * 1000)).toBe(esperado.slice(-6));
  });

  it('reads the same seed from its base32 form, as secrets are stored (also lower case, spaced or padded)', () => {
    const b32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    for (const forma of [b32, b32.toLowerCase(), b32.replace(/(.{4})/g, '$1 ').trim(), `${b32}======`]) {
      expect(codigoTotp(forma, 59_000, 8)).toBe('94287082');
    }
    expect(() => codigoTotp('AB1!', 59_000)).toThrow();
  });
});

describe('generarSecreto', () => {
  it('makes distinct 160-bit secrets in the stored form: 32 base32 characters, no padding', () => {
    const secretos = new Set(Array.from({ length: 20 }, generarSecreto));
    expect(secretos.size).toBe(20);
    for (const s of secretos) expect(s).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('verificarTotp', () => {
  const secreto = generarSecreto();
  const ahora = new Date('2026-11-22T12:00:10Z');
  const paso = pasoDe(ahora);

  it('accepts the current step and one step either side, answering the matched step', () => {
    expect(verificarTotp(secreto, codigoDePaso(secreto, paso), ahora)).toEqual({ ok: true, paso });
    expect(verificarTotp(secreto, codigoDePaso(secreto, paso - 1), ahora)).toEqual({ ok: true, paso: paso - 1 });
    expect(verificarTotp(secreto, codigoDePaso(secreto, paso + 1), ahora)).toEqual({ ok: true, paso: paso + 1 });
  });

  it('refuses codes two steps away, malformed codes and another secret’s code', () => {
    const lejos = [codigoDePaso(secreto, paso - 2), codigoDePaso(secreto, paso + 2)];
    for (const c of lejos) {
      // (a far step may collide with a near one by chance: 1 in 10^6)
      if ([paso - 1, paso, paso + 1].some((p) => codigoDePaso(secreto, p) === c)) continue;
      expect(verificarTotp(secreto, c, ahora)).toEqual({ ok: false, motivo: 'invalido' });
    }
    expect(verificarTotp(secreto, '12345', ahora)).toEqual({ ok: false, motivo: 'invalido' });
    expect(verificarTotp(secreto, 'abcdef', ahora)).toEqual({ ok: false, motivo: 'invalido' });
    expect(verificarTotp(generarSecreto(), codigoDePaso(secreto, paso), ahora).ok).toBe(false);
  });

  it('tolerates spaces inside the code', () => {
    const c = codigoDePaso(secreto, paso);
    expect(verificarTotp(secreto, `${c.slice(0, 3)} ${c.slice(3)}`, ahora)).toEqual({ ok: true, paso });
  });

  it('refuses a code of a step at or before the last accepted one (replay)', () => {
    const c = codigoDePaso(secreto, paso);
    expect(verificarTotp(secreto, c, ahora, { ultimoPaso: paso })).toEqual({ ok: false, motivo: 'reutilizado' });
    expect(verificarTotp(secreto, codigoDePaso(secreto, paso - 1), ahora, { ultimoPaso: paso })).toEqual({
      ok: false,
      motivo: 'reutilizado',
    });
    // The next step's code is still good after the current one was used.
    expect(verificarTotp(secreto, codigoDePaso(secreto, paso + 1), ahora, { ultimoPaso: paso })).toEqual({
      ok: true,
      paso: paso + 1,
    });
  });

  it('builds the otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ana@demo.cl'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Atalaya:ana@demo.cl');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Atalaya',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
