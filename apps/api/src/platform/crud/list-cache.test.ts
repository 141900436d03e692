import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { departamentos, empresas, usuarios } from '../../db/schema/index';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { loggerDeTablas } from '../../db/tablas-tocadas';
import { ListCache, listCacheKey } from './list-cache';

describe('ListCache', () => {
  let now = 0;
  const cache = () => new ListCache(1000, 3, () => now);
  const loader = () => {
    let calls = 0;
    return { load: async () => ++calls, calls: () => calls };
  };

  it('answers concurrent and repeated requests with one load until the company writes', async () => {
    const c = cache();
    const l = loader();
    expect(await Promise.all([c.remember(1, 'k', l.load), c.remember(1, 'k', l.load)])).toEqual([1, 1]);
    expect(await c.remember(1, 'k', l.load)).toBe(1);
    c.invalidate(2);
    expect(await c.remember(1, 'k', l.load)).toBe(1);
    c.invalidate(1);
    expect(await c.remember(1, 'k', l.load)).toBe(2);
    c.invalidate(0); // a write without a company clears every company
    expect(await c.remember(1, 'k', l.load)).toBe(3);
  });

  it('never serves, after a write, a page whose queries started before it', async () => {
    const c = cache();
    let release!: (v: string) => void;
    const slow = c.remember(1, 'k', () => new Promise<string>((r) => (release = r)));
    c.invalidate(1); // the write commits while the page is being read
    release('antes');
    expect(await slow).toBe('antes');
    expect(await c.remember(1, 'k', async () => 'después')).toBe('después');
  });

  it('forgets pages after the TTL, failed loads at once, and the oldest page when full', async () => {
    const c = cache();
    const l = loader();
    now = 0;
    await c.remember(1, 'k', l.load);
    now = 1001; // past the TTL: the old page once more, while one refresh loads behind it
    expect(await Promise.all([c.remember(1, 'k', l.load), c.remember(1, 'k', l.load)])).toEqual([1, 1]);
    expect(await c.remember(1, 'k', l.load)).toBe(2);
    expect(l.calls()).toBe(2);
    now = 4000; // past two TTLs: loaded before answering
    expect(await c.remember(1, 'k', l.load)).toBe(3);
    await expect(c.remember(1, 'x', () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await c.remember(1, 'x', async () => 'ok')).toBe('ok');
    await c.remember(1, 'a', l.load);
    await c.remember(1, 'b', l.load); // evicts 'k' (3 entries at most)
    expect(await c.remember(1, 'k', l.load)).toBe(6);
  });

  it('keeps a page through writes to tables it did not read, of its company or of none', async () => {
    const c = cache();
    const l = loader();
    const page = () =>
      c.remember(1, 'trabajadores', async () => {
        loggerDeTablas.logQuery('select "id" from "trabajadores" left join "departamentos" on true', []);
        return l.load();
      });
    expect(await page()).toBe(1);
    c.invalidate(1, ['documento_flujos', 'audit_log']); // a document transition
    c.invalidate(0, ['denuncias']); // a public report
    c.invalidate(2, ['trabajadores']); // another company's workers
    expect(await page()).toBe(1);
    c.invalidate(1, ['departamentos']); // a table the page read
    expect(await page()).toBe(2);
    c.invalidate(0, ['trabajadores']); // a write of no known company to it
    expect(await page()).toBe(3);
    c.invalidate(1); // tables unknown
    expect(await page()).toBe(4);
  });

  it('a write during a refresh wins over the refreshed page', async () => {
    const c = cache();
    now = 0;
    await c.remember(1, 'k', async () => 'viejo');
    now = 1500;
    let release!: (v: string) => void;
    expect(await c.remember(1, 'k', () => new Promise<string>((r) => (release = r)))).toBe('viejo');
    c.invalidate(1, ['trabajadores']); // answered while the refresh reads
    release('leído antes de la escritura');
    await Promise.resolve();
    expect(await c.remember(1, 'k', async () => 'nuevo')).toBe('nuevo');
  });

  it('loads every time when turned off', async () => {
    const c = new ListCache(0);
    const l = loader();
    await c.remember(1, 'k', l.load);
    await c.remember(1, 'k', l.load);
    expect(l.calls()).toBe(2);
  });

  it('keys a query by its parameters, whatever their order', () => {
    expect(listCacheKey('p', { a: 1, b: 'x' })).toBe(listCacheKey('p', { b: 'x', a: 1 }));
    expect(listCacheKey('p', { a: 1 })).not.toBe(listCacheKey('q', { a: 1 }));
  });
});

describe('list pages from memory (LIST_CACHE_MS on)', () => {
  let t: TestContext;
  let demo: string;
  let otra: string;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp({ LIST_CACHE_MS: 60_000 });
    demo = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
    otra = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
    const [e] = await t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
    demoId = e!.id;
  });
  afterAll(() => t?.close());

  const nombres = async (cookie: string) => {
    const res = await t.app.inject({ url: '/api/v1/departamentos/?limit=100', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { nombre: string }[] }).data.map((d) => d.nombre);
  };
  const crear = async (ruta: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/${ruta}`, headers: { cookie: demo }, payload });
    expect(res.statusCode, res.body).toBe(201);
  };

  it("shows the company's own writes at once and never another company's rows", async () => {
    const antes = await nombres(demo);
    const otraAntes = await nombres(otra);
    // A row written outside this process's requests (as the job worker would) waits for the TTL…
    await t.handle.db.insert(departamentos).values({ empresa_id: demoId, nombre: 'Escrito por otro proceso' });
    expect(await nombres(demo)).toEqual(antes);
    // …until the company writes through the API: then the page is read again, with both rows.
    await crear('departamentos/', { nombre: 'Creado por la API' });
    const despues = await nombres(demo);
    expect(despues).toEqual(expect.arrayContaining([...antes, 'Escrito por otro proceso', 'Creado por la API']));
    expect(await nombres(otra)).toEqual(otraAntes);
  });

  it('the document register shows a new document at once', async () => {
    const codigos = async () => {
      const res = await t.app.inject({ url: '/api/v1/documentos/?limit=100', headers: { cookie: demo } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { codigo: string }[] }).data.map((d) => d.codigo);
    };
    expect(await codigos()).not.toContain('POL-MEM-07');
    const ids = Object.fromEntries((await t.handle.db.select().from(usuarios)).map((u) => [u.email, u.id]));
    await crear('documentos/', {
      nombre_documento: 'Política de uso de memoria caché',
      codigo: 'POL-MEM-07',
      vigencia: 365,
      motivo_solicitud: 'Modelo de prevención de delitos, Ley 20.393',
      workflow_enabled: true,
      solicitante_id: ids['dd@demo.cl'],
      revisor_id: ids['revisor@demo.cl'],
      aprobador_id: ids['aprobador@demo.cl'],
    });
    expect(await codigos()).toContain('POL-MEM-07');
  });

  it('remembers the case inbox per person: an exclusion hides the case from that person at once, only', async () => {
    const canal = cookieHeader(await loginAs(t.app, 'denuncias@demo.cl'));
    const bandeja = `/api/v1/canal-denuncia/canal-denuncia/${demoId}?limit=10&estado=todas`;
    const casos = async (cookie: string) => {
      const res = await t.app.inject({ url: bandeja, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { denuncias: { id: number }[] }).denuncias.map((d) => d.id);
    };
    const [caso] = await casos(canal);
    expect(caso).toBeDefined();
    expect(await casos(demo)).toContain(caso);
    const [excluido] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'denuncias@demo.cl'));
    const excluir = (ids: number[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/canal-denuncia/canal-denuncia/${demoId}/${caso}/exclusiones`,
        headers: { cookie: demo },
        payload: { usuario_ids: ids, motivo: 'Conflicto de interés.' },
      });
    expect((await excluir([excluido!.id])).statusCode).toBe(200);
    expect(await casos(canal)).not.toContain(caso);
    expect(await casos(demo)).toContain(caso);
    expect((await excluir([])).statusCode).toBe(200);
    expect(await casos(canal)).toContain(caso);
  });

  it('keeps the page through writes to tables it does not show', async () => {
    const antes = await nombres(demo);
    await t.handle.db.insert(departamentos).values({ empresa_id: demoId, nombre: 'Fuera de la API, segundo' });
    await crear('recursos/', { nombre: 'Grúa horquilla 3', tipo: 'Equipo' });
    expect(await nombres(demo)).toEqual(antes);
    await crear('departamentos/', { nombre: 'Bodega sur' });
    expect(await nombres(demo)).toEqual(expect.arrayContaining([...antes, 'Fuera de la API, segundo', 'Bodega sur']));
  });
});
