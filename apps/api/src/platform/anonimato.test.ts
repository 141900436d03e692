import { describe, expect, it } from 'vitest';
import { LimitadorAnonimo } from './anonimato';

describe('LimitadorAnonimo', () => {
  const limite = { nombre: 'prueba', max: 3, ventanaMs: 15 * 60 * 1000 };

  it('counts per origin in fixed windows, keyed by a salted hash that never contains the address', () => {
    let t = Date.UTC(2026, 10, 22, 10, 0, 0);
    const limitador = new LimitadorAnonimo(() => new Date(t));
    const clave = limitador.clave('203.0.113.77');
    expect(clave).not.toContain('203');
    expect(clave).toBe(limitador.clave('203.0.113.77'));
    expect(clave).not.toBe(limitador.clave('203.0.113.78'));
    expect([1, 2, 3, 4].map(() => limitador.consumir(limite, '203.0.113.77'))).toEqual([true, true, true, false]);
    expect(limitador.consumir(limite, '203.0.113.78')).toBe(true);
    t += 15 * 60 * 1000;
    expect(limitador.consumir(limite, '203.0.113.77')).toBe(true);
  });

  it('rotates the salt every hour: keys of one hour cannot be linked to the next', () => {
    let t = Date.UTC(2026, 10, 22, 10, 59, 0);
    const limitador = new LimitadorAnonimo(() => new Date(t));
    const antes = limitador.clave('203.0.113.77');
    t += 2 * 60 * 1000;
    expect(limitador.clave('203.0.113.77')).not.toBe(antes);
    // Two instances (two servers, or a restart) never share a salt either.
    expect(new LimitadorAnonimo(() => new Date(t)).clave('203.0.113.77')).not.toBe(limitador.clave('203.0.113.77'));
  });
});
