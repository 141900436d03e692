import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/client';
import { proveedor_cache } from '../../../../db/schema/index';
import { freshDatabase } from '../../../../test/test-app';
import { crearProveedorHttp, type ConfigProveedorHttp } from './proveedor-http';

/** A stub of the provider's HTTP API: each test queues the answers it wants. */
type Respuesta = { status: number; body?: unknown; demoraMs?: number };
let cola: Respuesta[] = [];
let pedidos: { url: string; clave: string | undefined }[] = [];
let servidor: Server;
let base: string;
let handle: DatabaseHandle;

const ficha = {
  rut: '12345678-5',
  person_type: 'natural',
  location: { address: 'Calle Colón 123', commune: 'Temuco', city: 'Cautín', region: 'La Araucanía' },
  economic_activities: [],
  professions: ['Abogado'],
  updated_at: '2026-10-01T00:00:00.000Z',
  data: {
    names: 'Ana María',
    paternal_surname: 'Pérez',
    maternal_surname: 'Soto',
    age: 45,
    birthdate: '1981-05-02',
    gender: 'Femenino',
    wedding_date: null,
    deceased_date: null,
    is_chilean_national: true,
    marital_status: 'Soltera',
  },
};

function atender(req: IncomingMessage, res: ServerResponse) {
  pedidos.push({ url: req.url ?? '', clave: req.headers['x-api-key'] as string | undefined });
  const r = cola.shift() ?? { status: 500 };
  const responder = () => {
    if (res.destroyed) return;
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(r.body ?? {}));
  };
  if (r.demoraMs) setTimeout(responder, r.demoraMs);
  else responder();
}

beforeAll(async () => {
  handle = await freshDatabase();
  servidor = createServer(atender);
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  servidor.closeAllConnections();
  await new Promise((ok) => servidor.close(ok));
  await handle.close();
});

beforeEach(async () => {
  cola = [];
  pedidos = [];
  await handle.db.delete(proveedor_cache);
});

const config = (cambios: Partial<ConfigProveedorHttp> = {}): ConfigProveedorHttp => ({
  DD_PROVIDER_URL: base,
  DD_PROVIDER_KEY: 'clave-secreta',
  DD_PROVIDER_TIMEOUT_MS: 200,
  DD_PROVIDER_RETRIES: 2,
  DD_PROVIDER_CACHE_HOURS: 24,
  ...cambios,
});

describe('proveedor de producción (HTTP)', () => {
  it('asks with the key, validates the answer and caches it with its timestamp', async () => {
    let t = new Date('2026-11-22T10:00:00Z');
    // A generous time-out: a slow test machine must not turn this into a retry.
    const p = crearProveedorHttp(handle.db, config({ DD_PROVIDER_TIMEOUT_MS: 5000 }), {
      esperaBaseMs: 1,
      ahora: () => t,
    });
    cola = [{ status: 200, body: ficha }];
    expect(await p.persona('12345678-5')).toEqual({ ...ficha });
    expect(pedidos).toEqual([{ url: '/v1/personas/12345678-5', clave: 'clave-secreta' }]);
    const [fila] = await handle.db.select().from(proveedor_cache);
    expect(fila).toMatchObject({ clave: 'personas/12345678-5', obtenido_at: t });

    // Within the TTL the cache answers; after it the provider is asked again.
    t = new Date('2026-11-23T09:59:00Z');
    expect(await p.persona('12345678-5')).toEqual(ficha);
    expect(pedidos).toHaveLength(1);
    t = new Date('2026-11-23T10:00:01Z');
    cola = [{ status: 200, body: { ...ficha, professions: ['Juez'] } }];
    expect((await p.persona('12345678-5'))?.professions).toEqual(['Juez']);
    expect(pedidos).toHaveLength(2);
  });

  it('retries a 500 and a timeout, then succeeds', async () => {
    const p = crearProveedorHttp(handle.db, config({ DD_PROVIDER_TIMEOUT_MS: 1000 }), { esperaBaseMs: 1 });
    cola = [{ status: 500 }, { status: 200, body: ficha, demoraMs: 3000 }, { status: 200, body: ficha }];
    expect(await p.persona('12345678-5')).toEqual(ficha);
    expect(pedidos).toHaveLength(3);
  });

  it('gives up after the retries with a clear Spanish error', async () => {
    const p = crearProveedorHttp(handle.db, config(), { esperaBaseMs: 1 });
    cola = [0, 1, 2].map(() => ({ status: 200, body: ficha, demoraMs: 1000 }));
    await expect(p.causas('12345678-5')).rejects.toMatchObject({
      codigo: 'SERVICIO_NO_DISPONIBLE',
      message: 'El proveedor de datos no respondió dentro de 0,2 s. Se realizaron 3 intentos; intente más tarde.',
    });
    expect(pedidos).toHaveLength(3);
  });

  it('does not retry a 4xx, answers null for an unknown RUT and refuses malformed answers', async () => {
    const p = crearProveedorHttp(handle.db, config(), { esperaBaseMs: 1 });
    cola = [{ status: 401 }];
    await expect(p.pep('12345678-5')).rejects.toThrow('El proveedor de datos rechazó la consulta (HTTP 401).');
    expect(pedidos).toHaveLength(1);
    cola = [{ status: 404 }];
    expect(await p.persona('12345678-5')).toBeNull();
    cola = [{ status: 200, body: { civil: 'muchas' } }];
    await expect(p.causas('12345678-5')).rejects.toThrow('formato inesperado');
    expect(await handle.db.select().from(proveedor_cache)).toEqual([]);
  });

  it('passes the serial number of an identity card and needs a configured URL', async () => {
    const p = crearProveedorHttp(handle.db, config({ DD_PROVIDER_CACHE_HOURS: 0 }), { esperaBaseMs: 1 });
    const cedula = { rut: '12345678-5', serial_number: '123456789', is_valid: true, updated_at: '2026-11-01' };
    cola = [{ status: 200, body: cedula }];
    expect(await p.cedula('12345678-5', '123456789')).toEqual(cedula);
    expect(pedidos[0]!.url).toBe('/v1/cedulas/12345678-5?serie=123456789');
    expect(await handle.db.select().from(proveedor_cache)).toEqual([]);
    const sinUrl = crearProveedorHttp(handle.db, config({ DD_PROVIDER_URL: undefined }));
    await expect(sinUrl.persona('12345678-5')).rejects.toThrow('falta DD_PROVIDER_URL');
  });
});
