import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJE_LIMITE_PUBLICO } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { ClavesAnonimas, limitesPublicos } from './anonimato';
import { registerErrorHandler } from './errors';

describe('ClavesAnonimas', () => {
  it('keys an origin by a salted hash that never contains the address', () => {
    const claves = new ClavesAnonimas(() => new Date(Date.UTC(2026, 10, 22, 10, 0, 0)));
    const clave = claves.clave('203.0.113.77');
    expect(clave).not.toContain('203');
    expect(clave).toBe(claves.clave('203.0.113.77'));
    expect(clave).not.toBe(claves.clave('203.0.113.78'));
  });

  it('rotates the salt every hour: keys of one hour cannot be linked to the next', () => {
    let t = Date.UTC(2026, 10, 22, 10, 59, 0);
    const claves = new ClavesAnonimas(() => new Date(t));
    const antes = claves.clave('203.0.113.77');
    t += 2 * 60 * 1000;
    expect(claves.clave('203.0.113.77')).not.toBe(antes);
    // Two instances (two servers, or a restart) never share a salt either.
    expect(new ClavesAnonimas(() => new Date(t)).clave('203.0.113.77')).not.toBe(claves.clave('203.0.113.77'));
  });
});

describe('limitesPublicos', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  /** Two routes sharing one limit of 3 per 15 minutes, a third route with its own. */
  async function app() {
    const a = Fastify();
    a.decorate('clock', () => new Date());
    registerErrorHandler(a, { uploadLimitMb: 1 });
    await a.register(async (rutas) => {
      const limites = await limitesPublicos(rutas, {
        prueba: { max: 3, ventanaMs: 15 * 60 * 1000 },
        otra: { max: 1, ventanaMs: 15 * 60 * 1000 },
      });
      rutas.get('/a', { onRequest: limites.prueba }, async () => ({ ok: true }));
      rutas.post('/b', { onRequest: limites.prueba }, async () => ({ ok: true }));
      rutas.get('/c', { onRequest: limites.otra }, async () => ({ ok: true }));
    });
    return a;
  }
  const pedir = (a: Awaited<ReturnType<typeof app>>, url: string, ip = '203.0.113.77') =>
    a.inject({ method: url === '/b' ? 'POST' : 'GET', url, remoteAddress: ip });

  it('counts per origin across the routes of one limit and refuses with 429 in Spanish, no rate-limit headers', async () => {
    const a = await app();
    const estados = [];
    for (const url of ['/a', '/b', '/a', '/b']) estados.push((await pedir(a, url)).statusCode);
    expect(estados).toEqual([200, 200, 200, 429]);
    const res = await pedir(a, '/a');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ codigo: 'DEMASIADOS_INTENTOS', mensaje: MENSAJE_LIMITE_PUBLICO });
    expect(Object.keys(res.headers).filter((h) => /ratelimit|retry-after/.test(h))).toEqual([]);
    // Another origin, and another limit, are not affected.
    expect((await pedir(a, '/a', '203.0.113.78')).statusCode).toBe(200);
    expect((await pedir(a, '/c')).statusCode).toBe(200);
    expect((await pedir(a, '/c')).statusCode).toBe(429);
    await a.close();
  });

  it('lets the origin in again once its window has passed, or the hour (and the salt) changed', async () => {
    const a = await app();
    for (let i = 0; i < 3; i++) await pedir(a, '/a');
    expect((await pedir(a, '/a')).statusCode).toBe(429);
    vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 15, 0));
    expect((await pedir(a, '/a')).statusCode).toBe(200);

    vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 55, 0));
    for (let i = 0; i < 3; i++) await pedir(a, '/b', '198.51.100.9');
    expect((await pedir(a, '/b', '198.51.100.9')).statusCode).toBe(429);
    vi.setSystemTime(Date.UTC(2026, 10, 22, 11, 0, 0));
    expect((await pedir(a, '/b', '198.51.100.9')).statusCode).toBe(200);
    await a.close();
  });
});
