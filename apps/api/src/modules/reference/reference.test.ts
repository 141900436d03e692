import { cp, mkdtemp, rm, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { BUNDLED_REFERENCE_DIR } from '../../paths';
import { comunas, feriados, provincias, regiones } from '../../db/schema/reference';
import { comunasDeFeriado, regionesDeFeriado } from './importers/feriados-cl';
import { holidaySet, listComunas, listFeriados, listReferencia, listRegiones } from './reference.repository';
import { referenceRoutes } from './reference.routes';
import { importReferenceData } from './reference.service';
import { sumarDiasHabiles } from '@atalaya/shared/dias-habiles';

const dataDir = BUNDLED_REFERENCE_DIR;

async function tableCount(
  h: DatabaseHandle,
  table: typeof regiones | typeof provincias | typeof comunas | typeof feriados,
) {
  const [row] = await h.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('comunasDeFeriado', () => {
  it('extracts the CUT codes in parentheses of the note', () => {
    expect(comunasDeFeriado(undefined, 'Solo comunas de Chillán (16101) y Chillán Viejo (16103)')).toBe('16101,16103');
    expect(comunasDeFeriado('', 'Comuna (1101)')).toBe('01101');
    expect(comunasDeFeriado('16103, 16101', 'ignored (99999)')).toBe('16103,16101');
    expect(comunasDeFeriado(undefined, 'sin códigos')).toBe('');
  });
});

describe('regionesDeFeriado', () => {
  it('takes the region column, else the ISO list of the note', () => {
    expect(regionesDeFeriado('cl-ap', 'ignorada: RM')).toEqual(['CL-AP']);
    expect(regionesDeFeriado('', '3 regiones con balotaje: AP, RM,LL; Feriado legal')).toEqual([
      'CL-AP',
      'CL-RM',
      'CL-LL',
    ]);
    expect(regionesDeFeriado(undefined, 'Feriado legal; sin regiones')).toEqual([]);
  });
});

describe('reference data import (PGlite in memory, the bundled reference-data)', () => {
  let h: DatabaseHandle;
  let firstImportMs = 0;

  beforeAll(async () => {
    h = await openDatabase({});
    await h.migrate();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('imports every source into a fresh database', async () => {
    const t0 = performance.now();
    const summary = await importReferenceData({ db: h.db }, { dir: dataDir });
    firstImportMs = performance.now() - t0;
    expect(summary).toEqual([
      { nombre: 'chile-dpa', estado: 'importado', filas: 16 + 56 + 346 },
      { nombre: 'feriados-cl', estado: 'importado', filas: 89 },
      { nombre: 'sii-actividades', estado: 'importado', filas: 674 },
    ]);
    expect(await tableCount(h, regiones)).toBe(16);
    expect(await tableCount(h, provincias)).toBe(56);
    expect(await tableCount(h, comunas)).toBe(346);
    expect(await tableCount(h, feriados)).toBe(89);
    expect(firstImportMs).toBeLessThan(20_000);
  });

  it('records source, date and hash of each import', async () => {
    const refs = await listReferencia(h.db);
    expect(refs.map((r) => r.nombre)).toEqual(['chile-dpa', 'feriados-cl', 'sii-actividades']);
    const dpa = refs[0]!;
    expect(dpa.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dpa.filas).toBe(418);
    expect(dpa.fecha_fuente).toBe('2018-09-06');
    expect(dpa.archivo).toContain('chile_dpa/comunas.csv');
    expect(refs[1]!.fecha_fuente).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reports "sin cambios" on a second import, and re-imports with force', async () => {
    const before = (await listReferencia(h.db))[0]!.importado_en;
    expect(await importReferenceData({ db: h.db }, { dir: dataDir })).toEqual([
      { nombre: 'chile-dpa', estado: 'sin cambios', filas: 418 },
      { nombre: 'feriados-cl', estado: 'sin cambios', filas: 89 },
      { nombre: 'sii-actividades', estado: 'sin cambios', filas: 674 },
    ]);
    expect((await listReferencia(h.db))[0]!.importado_en).toEqual(before);
    const forced = await importReferenceData({ db: h.db }, { dir: dataDir, force: true });
    expect(forced.map((s) => s.estado)).toEqual(['importado', 'importado', 'importado']);
    expect(await tableCount(h, comunas)).toBe(346);
    expect(await tableCount(h, feriados)).toBe(89);
  });

  it('keeps CUT codes with leading zeros and the region data', async () => {
    const regs = await listRegiones(h.db);
    expect(regs[0]).toMatchObject({ codigo: '15', romano: 'XV', iso_3166_2: 'CL-AP', orden: 1 }); // north first
    const nuble = regs.find((r) => r.codigo === '16');
    expect(nuble).toEqual({
      codigo: '16',
      nombre: 'Ñuble',
      nombre_oficial: 'Región de Ñuble',
      romano: 'XVI',
      iso_3166_2: 'CL-NB',
      orden: 10,
    });
    const tarapaca = await listComunas(h.db, '01');
    expect(tarapaca.map((c) => c.codigo)).toContain('01101');
    expect(tarapaca.find((c) => c.codigo === '01101')).toMatchObject({ nombre: 'Iquique', provincia_codigo: '011' });
    const nubleComunas = await listComunas(h.db, '16');
    expect(nubleComunas).toHaveLength(21);
    expect(nubleComunas.find((c) => c.codigo === '16207')?.nombre_alternativo).toBe('Trehuaco');
    // Spanish order: Ñ after N, accents ignored.
    const rm = (await listComunas(h.db, '13')).map((c) => c.nombre);
    expect(rm.indexOf('Ñuñoa')).toBeGreaterThan(rm.indexOf('Maipú'));
    expect(rm.indexOf('Ñuñoa')).toBeLessThan(rm.indexOf('Padre Hurtado'));
  });

  it('stores communal holidays with their commune codes', async () => {
    const rows = await listFeriados(h.db, { desde: '2026-08-20', hasta: '2026-08-20', todos: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alcance: 'comunal', region_iso: 'CL-NB', comunas: '16101,16103' });
    const nationals = await listFeriados(h.db, { desde: '2024-01-01', hasta: '2027-12-31', todos: true });
    expect(
      nationals.filter((r) => r.alcance === 'nacional').every((r) => r.region_iso === '' && r.comunas === ''),
    ).toBe(true);
  });

  it('applies the communal holiday of 2026-08-20 to Chillán (16101) but not to Santiago (13101)', async () => {
    const range = { desde: '2026-08-01', hasta: '2026-08-31' };
    const chillan = await listFeriados(h.db, { ...range, comunaCodigo: '16101' });
    expect(chillan.map((r) => r.fecha)).toContain('2026-08-20');
    const chillanViejo = await holidaySet(h.db, { ...range, comunaCodigo: '16103' });
    expect(chillanViejo.has('2026-08-20')).toBe(true);
    const santiago = await listFeriados(h.db, { ...range, comunaCodigo: '13101' });
    expect(santiago.map((r) => r.fecha)).not.toContain('2026-08-20');
    const nubleRegion = await listFeriados(h.db, { ...range, regionIso: 'CL-NB' });
    expect(nubleRegion.map((r) => r.fecha)).not.toContain('2026-08-20');
    expect(chillan.some((r) => r.fecha === '2026-08-15')).toBe(true); // national (Asunción)
  });

  it('adds the election days: national ones, a run-off in the regions that held one, none over a legal holiday', async () => {
    const dia = (fecha: string, lugar: { regionIso?: string } = {}) =>
      listFeriados(h.db, { desde: fecha, hasta: fecha, ...lugar });
    expect(await dia('2025-12-14')).toEqual([
      expect.objectContaining({ nombre: 'Segunda vuelta presidencial', tipo: 'electoral', alcance: 'nacional' }),
    ]);
    expect((await dia('2024-11-24', { regionIso: 'CL-RM' })).map((r) => r.tipo)).toEqual(['electoral']);
    expect(await dia('2024-11-24', { regionIso: 'CL-MA' })).toEqual([]);
    expect((await dia('2025-06-29')).map((r) => r.nombre)).toEqual(['San Pedro y San Pablo']);
  });

  it('applies regional holidays by region, also when only the commune is given', async () => {
    const range = { desde: '2027-06-01', hasta: '2027-06-30' };
    expect((await listFeriados(h.db, { ...range, regionIso: 'CL-AP' })).map((r) => r.fecha)).toContain('2027-06-07');
    expect((await listFeriados(h.db, { ...range, comunaCodigo: '15101' })).map((r) => r.fecha)).toContain('2027-06-07');
    expect((await listFeriados(h.db, { ...range, regionIso: 'CL-RM' })).map((r) => r.fecha)).not.toContain(
      '2027-06-07',
    );
    expect((await listFeriados(h.db, range)).map((r) => r.fecha)).not.toContain('2027-06-07');
  });

  it('feeds the working-day clock from the database', async () => {
    const set = await holidaySet(h.db, { desde: '2026-01-01', hasta: '2026-12-31', comunaCodigo: '13101' });
    expect(sumarDiasHabiles('2026-09-17', 3, set)).toBe('2026-09-23');
    const chillan = await holidaySet(h.db, { desde: '2026-01-01', hasta: '2026-12-31', comunaCodigo: '16101' });
    expect(sumarDiasHabiles('2026-08-19', 1, chillan)).toBe('2026-08-21');
  });

  it('reports "omitido" for a missing directory or file, without throwing', async () => {
    expect(await importReferenceData({ db: h.db }, { dir: path.join(os.tmpdir(), 'no-existe-atalaya-ref') })).toEqual([
      { nombre: 'chile-dpa', estado: 'omitido', filas: 0 },
      { nombre: 'feriados-cl', estado: 'omitido', filas: 0 },
      { nombre: 'sii-actividades', estado: 'omitido', filas: 0 },
    ]);
    expect((await importReferenceData({ db: h.db }, { dir: null })).every((s) => s.estado === 'omitido')).toBe(true);
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'atalaya-ref-'));
    try {
      await cp(path.join(dataDir, 'feriados_cl'), path.join(tmp, 'feriados_cl'), { recursive: true });
      const summary = await importReferenceData({ db: h.db }, { dir: tmp });
      expect(summary).toEqual([
        { nombre: 'chile-dpa', estado: 'omitido', filas: 0 },
        { nombre: 'feriados-cl', estado: 'sin cambios', filas: 89 },
        { nombre: 'sii-actividades', estado: 'omitido', filas: 0 },
      ]);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
    expect(await tableCount(h, comunas)).toBe(346);
  });

  it('rolls back a source whose new files are malformed, keeping the previous data', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'atalaya-ref-'));
    try {
      await cp(path.join(dataDir, 'chile_dpa'), path.join(tmp, 'chile_dpa'), { recursive: true });
      const file = path.join(tmp, 'chile_dpa/comunas.csv');
      await chmod(file, 0o644);
      await chmod(path.join(tmp, 'chile_dpa'), 0o755);
      await writeFile(
        file,
        'cut,nombre,nombre_alternativo,provincia_codigo,region_codigo\r\n01101,Iquique,,011,01\r\n99999,Inventada,,999,01\r\n',
      );
      await expect(importReferenceData({ db: h.db }, { dir: tmp })).rejects.toThrow(/provincia '999' desconocida/);
      expect(await tableCount(h, comunas)).toBe(346);
      expect((await listReferencia(h.db)).find((r) => r.nombre === 'chile-dpa')?.filas).toBe(418);

      // A smaller but valid file replaces the communes (and Excel-stripped zeros are padded).
      await writeFile(
        file,
        '\uFEFFcut,nombre,nombre_alternativo,provincia_codigo,region_codigo\r\n1101,Iquique,,11,1\r\n"16101","Chillán",,"161","16"\r\n',
      );
      const summary = await importReferenceData({ db: h.db }, { dir: tmp });
      expect(summary[0]).toEqual({ nombre: 'chile-dpa', estado: 'importado', filas: 16 + 56 + 2 });
      expect((await listComunas(h.db)).map((c) => c.codigo).sort()).toEqual(['01101', '16101']);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
    // Back to the real data.
    expect((await importReferenceData({ db: h.db }, { dir: dataDir }))[0]).toEqual({
      nombre: 'chile-dpa',
      estado: 'importado',
      filas: 418,
    });
  });

  describe('routes', () => {
    const app = Fastify();
    const declared = new Map<string, unknown>();
    beforeAll(async () => {
      // Same reading as the access guard: route config collected when the route is added.
      app.addHook('onRoute', (route) => {
        declared.set(route.url, (route.config as { access?: unknown } | undefined)?.access);
      });
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.decorate('db', h.db);
      await app.register(referenceRoutes, { prefix: '/api/v1' });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it('declares session access on every route', () => {
      for (const url of ['/api/v1/regiones/', '/api/v1/region_comuna', '/api/v1/feriados/', '/api/v1/referencia/']) {
        expect(declared.get(url), url).toEqual({ kind: 'session', roles: 'any', tenant: 'none' });
      }
    });

    it('GET /regiones/', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/regiones/' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(16);
      expect(body.data[0]).toMatchObject({ codigo: '15', nombre: 'Arica y Parinacota' });
    });

    it('GET /region_comuna nests communes', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/region_comuna' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as {
        data: { codigo: string; nombre: string; romano: string; comunas: { codigo: string; nombre: string }[] }[];
      };
      expect(data).toHaveLength(16);
      expect(data.reduce((n, r) => n + r.comunas.length, 0)).toBe(346);
      const nuble = data.find((r) => r.codigo === '16')!;
      expect(Object.keys(nuble).sort()).toEqual(['codigo', 'comunas', 'nombre', 'romano']);
      expect(nuble.comunas).toContainEqual({ codigo: '16101', nombre: 'Chillán' });
    });

    it('GET /feriados/ by range and place', async () => {
      let res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=2026-09-01&hasta=2026-09-30' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((f: { fecha: string }) => f.fecha)).toEqual(['2026-09-18', '2026-09-19']);
      res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=2026-08-01&hasta=2026-08-31' });
      expect(res.json().total).toBe(2); // 15 Aug national + 20 Aug communal (no place: all)
      res = await app.inject({
        method: 'GET',
        url: '/api/v1/feriados/?desde=2026-08-01&hasta=2026-08-31&comuna=13101',
      });
      expect(res.json().total).toBe(1);
      res = await app.inject({
        method: 'GET',
        url: '/api/v1/feriados/?desde=2026-08-01&hasta=2026-08-31&comuna=16101',
      });
      expect(res.json().data[1]).toMatchObject({ fecha: '2026-08-20', comunas: '16101,16103', irrenunciable: false });
      res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=2026-01-01' });
      expect(res.json().data.every((f: { fecha: string }) => f.fecha.startsWith('2026-'))).toBe(true);
    });

    it('GET /feriados/ rejects bad dates in Spanish', async () => {
      let res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=17-09-2026' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('La fecha debe tener el formato AAAA-MM-DD.');
      res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=2026-02-30' });
      expect(res.statusCode).toBe(400);
      res = await app.inject({ method: 'GET', url: '/api/v1/feriados/?desde=2026-12-01&hasta=2026-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('no puede ser posterior');
    });

    it('GET /referencia/', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/referencia/' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(3);
      expect(body.data[0]).toMatchObject({ nombre: 'chile-dpa', filas: 418, fecha_fuente: '2018-09-06' });
      expect(Number.isNaN(Date.parse(body.data[0].importado_en))).toBe(false);
    });
  });
});
