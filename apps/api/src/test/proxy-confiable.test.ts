import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { empresas } from '../db/schema/index';
import { DEMO_PASSWORD } from '../seed/demo';
import { MENSAJE_TRUST_PROXY_TRUE } from '../platform/proxy-confiable';
import { createTestApp, multipart, type TestContext } from './test-app';

/*
 * Issue 24, F2: behind a trusted proxy a client must not reset the per-IP limits by writing its
 * own X-Forwarded-For. The proxy appends the address it saw; whatever the client wrote sits to its
 * left and is ignored, whether the proxy is trusted by hop count or by address. (app.inject's
 * socket peer is 127.0.0.1: that is the proxy here.)
 */

describe('TRUST_PROXY at start-up', () => {
  const leer = (valor?: string) => loadConfig({ TRUST_PROXY: valor }).TRUST_PROXY;

  it('takes a hop count or a list of addresses and CIDRs; unset, false and 0 trust nobody', () => {
    expect(leer(undefined)).toBe(false);
    expect(leer('false')).toBe(false);
    expect(leer('0')).toBe(false);
    expect(leer('1')).toBe(1);
    expect(leer('2')).toBe(2);
    expect(leer('10.0.0.0/8, 192.168.1.10,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a bare true with a Spanish explanation, and anything that is not an address', () => {
    expect(() => leer('true')).toThrow(MENSAJE_TRUST_PROXY_TRUE);
    expect(MENSAJE_TRUST_PROXY_TRUE).toContain('TRUST_PROXY=1');
    expect(() => leer('10.0.0.0/33')).toThrow('«10.0.0.0/33» no es una dirección IP ni una red CIDR');
    expect(() => leer('proxy.interno')).toThrow('no es una dirección IP ni una red CIDR');
    expect(() => leer('99')).toThrow('de 1 a 10');
  });
});

/** A different invented address on every request, as the probe sent. */
const inventada = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.each([
  ['a hop count (TRUST_PROXY=1)', '1'],
  ['the proxy address (TRUST_PROXY=127.0.0.1)', '127.0.0.1'],
])('behind one trusted proxy, trusted by %s', (_nombre, valor) => {
  let t: TestContext;
  let token = '';
  /** The address the proxy saw: the client's real one. */
  const CLIENTE = '203.0.113.7';
  const cabeceras = (cliente = CLIENTE) => ({ 'x-forwarded-for': `${inventada()}, ${cliente}` });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: loadConfig({ TRUST_PROXY: valor }).TRUST_PROXY });
    const [demo] = await t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
    token = demo!.token_canal;
  });
  afterAll(() => t?.close());

  it('public report submissions: the 11th in an hour is refused although each names another address', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = multipart([{ name: 'token', content: token }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/canal-denuncia/canal-denuncia/',
        payload: body.payload,
        headers: { ...body.headers, ...cabeceras() },
      });
      estados.push(res.statusCode);
    }
    // Ten incomplete forms (400), then the channel's per-address limit.
    expect(estados.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(estados[10]).toBe(429);
  });

  it('report lookups: the per-address limit answers 429 within 40 tries', async () => {
    const estados: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/canal-denuncia/canal-denuncia/consulta/DEN-${randomBytes(4).toString('hex').toUpperCase()}`,
        payload: { pass_denuncia: 'no-es-la-clave' },
        headers: cabeceras(),
      });
      estados.push(res.statusCode);
    }
    expect(estados).toContain(429);
    expect(estados.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('sign-in: failures on many accounts from one client engage the per-address limit; another client is unaffected', async () => {
    const intentar = (email: string, password: string, cliente?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: new URLSearchParams({ username: email, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...cabeceras(cliente) },
      });
    for (let i = 0; i < 12; i++) await intentar(`nadie${i}@ejemplo.cl`, 'clave-equivocada');
    // The right password of a real account from the same client is no longer enough on its own.
    const mismo = await intentar('admin@demo.cl', DEMO_PASSWORD);
    expect(mismo.statusCode).not.toBe(200);
    expect(mismo.statusCode).toBeGreaterThanOrEqual(400);
    // Issue 24 F6: not a lock but a challenge, which the client behind that address can still solve.
    expect(mismo.json().codigo).toBe('DESAFIO_REQUERIDO');
    // A colleague behind another address signs in as usual.
    const otro = await intentar('admin@demo.cl', DEMO_PASSWORD, '203.0.113.8');
    expect(otro.statusCode).toBe(200);
  });
});
