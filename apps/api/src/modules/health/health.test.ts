import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@atalaya/shared/contracts/health';
import { BUNDLED_REFERENCE_DIR } from '../../paths';
import { MENSAJE_PROVEEDOR_NO_CONFIGURADO } from '../due-diligence/proveedores/produccion/proveedor-http';
import { createTestApp, type TestContext } from '../../test/test-app';
import { importReferenceData } from '../reference/reference.service';

const salud = async (t: TestContext, url = '/api/v1/health') => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<HealthResponse>() };
};

/** Asks until the sanctions lists are no longer loading (they load in the background after a start). */
async function saludConListas(t: TestContext): Promise<HealthResponse> {
  for (let i = 0; i < 300; i++) {
    const { body } = await salud(t);
    if (body.dependencias.listas_sanciones.every((l) => l.estado !== 'cargando')) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('las listas no terminaron de cargar');
}

describe('health with the reference data shipped in the repository', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ referenceDataDir: BUNDLED_REFERENCE_DIR, SANCTIONS_MAX_AGE_DAYS: 0 });
    await importReferenceData({ db: t.handle.db }, { dir: BUNDLED_REFERENCE_DIR });
    t.clock.advance(Date.parse('2026-11-28T12:00:00Z') - t.clock.now().getTime());
  });
  afterAll(() => t?.close());

  it('answers ok, with every dependency, list version and age', async () => {
    const body = await saludConListas(t);
    expect(body).toMatchObject({ status: 'ok', motivos: [] });
    expect(body.dependencias.base_datos.estado).toBe('ok');
    expect(body.dependencias.almacenamiento.estado).toBe('ok');
    expect(body.dependencias.proveedor_due_diligence.estado).toBe('ok');
    expect(body.dependencias.datos_referencia.map((d) => [d.nombre, d.estado, d.filas])).toEqual([
      ['chile-dpa', 'ok', 418],
      ['feriados-cl', 'ok', 89],
      ['sii-actividades', 'ok', 674],
    ]);
    expect(body.dependencias.listas_sanciones).toEqual([
      expect.objectContaining({ codigo: 'ofac_sdn', estado: 'ok', version: '2021-07', origen: 'referencia' }),
      expect.objectContaining({ codigo: 'ofac_cons', estado: 'ok', version: '2025-12' }),
      expect.objectContaining({ codigo: 'onu', estado: 'ok', version: '2026-02-27', antiguedad_dias: 274 }),
      expect.objectContaining({ codigo: 'us_csl', estado: 'ok', version: '2025-05' }),
    ]);
    expect(body.dependencias.antiguedad_maxima_dias).toBeNull();
    expect((await salud(t, '/api/v1/health/ready')).status).toBe(200);
  });

  it('is degraded when the clock passes the last year of holidays', async () => {
    const antes = t.clock.now().getTime();
    t.clock.advance(Date.parse('2028-03-01T12:00:00Z') - antes);
    try {
      const { status, body } = await salud(t);
      expect(status).toBe(200);
      expect(body.status).toBe('degraded');
      expect(body.motivos).toEqual([
        'No hay feriados de Chile cargados para 2028: los plazos en días hábiles del canal de denuncias no los descuentan.',
      ]);
      expect(body.dependencias.datos_referencia.find((d) => d.nombre === 'feriados-cl')?.estado).toBe('antigua');
    } finally {
      t.clock.advance(antes - t.clock.now().getTime());
    }
  });
});

describe('health with lists older than SANCTIONS_MAX_AGE_DAYS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ referenceDataDir: BUNDLED_REFERENCE_DIR, SANCTIONS_MAX_AGE_DAYS: 400 });
    await importReferenceData({ db: t.handle.db }, { dir: BUNDLED_REFERENCE_DIR });
    t.clock.advance(Date.parse('2026-11-28T12:00:00Z') - t.clock.now().getTime());
  });
  afterAll(() => t?.close());

  it('names each stale list with its age, and keeps the fresh ones ok', async () => {
    const body = await saludConListas(t);
    expect(body.status).toBe('degraded');
    expect(body.dependencias.antiguedad_maxima_dias).toBe(400);
    expect(body.dependencias.listas_sanciones.map((l) => [l.codigo, l.estado])).toEqual([
      ['ofac_sdn', 'antigua'],
      ['ofac_cons', 'ok'],
      ['onu', 'ok'],
      ['us_csl', 'antigua'],
    ]);
    expect(body.motivos).toEqual([
      expect.stringMatching(
        /^La lista OFAC — Lista SDN .* tiene 1\.976 días \(versión 2021-07\); el máximo configurado es 400\.$/,
      ),
      expect.stringMatching(
        /^La lista EE\. UU\. — Consolidated Screening List \(CSL\) tiene 576 días \(versión 2025-05\)/,
      ),
    ]);
  });
});

describe('health without reference data', () => {
  let t: TestContext;
  let vacia: string;
  beforeAll(async () => {
    vacia = await mkdtemp(path.join(os.tmpdir(), 'atalaya-sin-referencia-'));
    t = await createTestApp({ referenceDataDir: vacia });
  });
  afterAll(async () => {
    await t?.close();
    await rm(vacia, { recursive: true, force: true });
  });

  it('answers degraded with a Spanish reason for each missing part, and stays ready', async () => {
    const body = await saludConListas(t);
    expect(body.status).toBe('degraded');
    expect(body.motivos).toEqual([
      'Faltan los datos de referencia: regiones, provincias y comunas de Chile.',
      'Faltan los datos de referencia: feriados legales y electorales de Chile.',
      'Faltan los datos de referencia: códigos de actividad económica del SII.',
      'El proveedor de datos de prueba no está disponible: faltan los datos de referencia (comunas y actividades económicas del SII).',
      expect.stringMatching(/^Las listas de sanciones no se pudieron cargar: .*datos de referencia/),
    ]);
    expect(body.dependencias.listas_sanciones.every((l) => l.estado === 'error' && l.version === null)).toBe(true);
    // What is missing is missing on every instance: a load balancer must not take this one out.
    expect((await salud(t, '/api/v1/health/ready')).status).toBe(200);
  });
});

describe('health when the file store refuses writes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    // The store's root is a plain file: every write fails, as on a lost or read-only volume.
    await rm(path.join(t.dataDir, 'files'), { recursive: true, force: true });
    await writeFile(path.join(t.dataDir, 'files'), 'no es una carpeta');
  });
  afterAll(() => t?.close());

  it('is degraded, and not ready for a load balancer', async () => {
    const { status, body } = await salud(t);
    expect(status).toBe(200);
    expect(body.dependencias.almacenamiento.estado).toBe('error');
    expect(body.motivos).toContain('El almacenamiento de archivos no acepta escrituras: no se pueden subir archivos.');
    const ready = await salud(t, '/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ codigo: 'SERVICIO_NO_DISPONIBLE' });
  });
});

describe('health when the production data source has no address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ DD_PROVIDER: 'production', DD_PROVIDER_URL: undefined });
  });
  afterAll(() => t?.close());

  it('names the missing configuration', async () => {
    const { body } = await salud(t);
    expect(body.status).toBe('degraded');
    expect(body.dependencias.proveedor_due_diligence.estado).toBe('falta');
    expect(body.motivos).toContain(MENSAJE_PROVEEDOR_NO_CONFIGURADO);
  });
});
