import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueDiligenceDetalle, DueDiligenceItem } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { creditos_movimientos, due_diligences, empresas, jobs, notificaciones, usuarios } from '../../db/schema/index';
import { enqueue, JobRunner } from '../../platform/jobs/index';
import { apiDePrueba } from '../../test/api-de-prueba';
import { disponibilidadDueDiligence } from './disponibilidad';
import { COLA_DUE_DILIGENCE, crearProcesarDueDiligenceHandler } from './procesamiento/procesar-due-diligence';
import { MENSAJE_SIN_CATALOGO } from './proveedores/mock/catalogo';
import { MENSAJE_PROVEEDOR_NO_CONFIGURADO } from './proveedores/produccion/proveedor-http';
import { guardarFuenteDatos } from './proveedores/seleccion';
import { MENSAJE_SIN_DATOS_REFERENCIA } from './screening/servicio-screening';
import { SOLICITUD_LITE_EN_LISTAS } from '../../test/solicitud-en-listas';

/*
 * Honest degradation (issue 23 §3): on a server whose reference data folder is empty a request is
 * refused before anything is bought, and one already queued fails at once with the reason, its
 * credits back and a way to retry; with the data, the same request is accepted.
 */

const api = apiDePrueba(['dd@demo.cl']);
const db = () => api.t.handle.db;
const log = pino({ level: 'silent' });
const vacio = mkdtempSync(path.join(tmpdir(), 'atalaya-sin-referencia-'));
/** The same database and sessions, served from an empty REFERENCE_DATA_DIR. */
let sinDatos: FastifyInstance;
const configSinDatos = () => testConfig({ DATA_DIR: api.t.dataDir, referenceDataDir: vacio });

let usuarioDd = 0;

beforeAll(async () => {
  usuarioDd = (await db().select().from(usuarios).where(eq(usuarios.email, 'dd@demo.cl')))[0]!.id;
  sinDatos = await buildApp({ config: configSinDatos(), db: db(), dbEngine: api.t.handle.engine });
  await db().update(empresas).set({ creditos_due_diligence: 10 }).where(eq(empresas.id, api.demoId));
});
afterAll(async () => {
  await sinDatos.close();
  rmSync(vacio, { recursive: true, force: true });
});

const pedir = (app: FastifyInstance, method: 'GET' | 'POST', url: string) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: api.headers('dd@demo.cl'),
    payload: method === 'POST' ? {} : undefined,
  });
const crear = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/due-diligence/',
    headers: api.headers('dd@demo.cl'),
    payload: { ...SOLICITUD_LITE_EN_LISTAS, empresa_id: api.demoId, usuario_activo: usuarioDd },
  });
async function saldo() {
  const [e] = await db().select().from(empresas).where(eq(empresas.id, api.demoId));
  return e!.creditos_due_diligence;
}
const contar = async (tabla: typeof due_diligences | typeof creditos_movimientos | typeof jobs) =>
  (await db().select({ n: count() }).from(tabla))[0]!.n;

describe('disponibilidadDueDiligence', () => {
  it('names each missing piece in Spanish, definitive, and answers available with the data', async () => {
    expect(await disponibilidadDueDiligence({ db: db(), config: configSinDatos(), log })).toEqual({
      disponible: false,
      motivos: [MENSAJE_SIN_CATALOGO, MENSAJE_SIN_DATOS_REFERENCIA],
      definitivo: true,
    });
    const sinCarpeta = testConfig({ DATA_DIR: api.t.dataDir, referenceDataDir: null });
    expect((await disponibilidadDueDiligence({ db: db(), config: sinCarpeta, log })).motivos).toEqual([
      MENSAJE_SIN_CATALOGO,
      MENSAJE_SIN_DATOS_REFERENCIA,
    ]);
    const conDatos = { db: db(), config: api.t.app.config, log };
    expect(await disponibilidadDueDiligence(conDatos)).toEqual({ disponible: true, motivos: [], definitivo: false });

    // The production provider needs its address.
    await guardarFuenteDatos(db(), 'production', null, new Date());
    try {
      expect(await disponibilidadDueDiligence(conDatos)).toEqual({
        disponible: false,
        motivos: [MENSAJE_PROVEEDOR_NO_CONFIGURADO],
        definitivo: true,
      });
      const configurado = { ...conDatos, config: { ...conDatos.config, DD_PROVIDER_URL: 'https://datos.example.cl/' } };
      expect((await disponibilidadDueDiligence(configurado)).disponible).toBe(true);
    } finally {
      await guardarFuenteDatos(db(), 'mock', null, new Date());
    }
  });
});

describe('POST /due-diligence/ without reference data', () => {
  it('is refused with the reason in Spanish: no credit spent, no request, no job', async () => {
    const antes = await Promise.all([saldo(), contar(due_diligences), contar(creditos_movimientos), contar(jobs)]);
    const res = await crear(sinDatos);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      codigo: 'SERVICIO_NO_DISPONIBLE',
      mensaje:
        `No es posible procesar due diligences en este momento. ${MENSAJE_SIN_CATALOGO} ` +
        `${MENSAJE_SIN_DATOS_REFERENCIA} No se descontaron créditos. Avise al administrador de la plataforma.`,
      detail: expect.any(String),
    });
    expect(await Promise.all([saldo(), contar(due_diligences), contar(creditos_movimientos), contar(jobs)])).toEqual(
      antes,
    );
  });

  it('is accepted with the data', async () => {
    const antes = await saldo();
    const res = await crear(api.t.app);
    expect(res.statusCode, res.body).toBe(201);
    expect(await saldo()).toBe(antes - 1);
  });
});

describe('a request that cannot be processed', () => {
  it('fails at the first attempt with the reason, gives its credit back, and may be retried once fixed', async () => {
    // Queued while the data was there; the worker that processes it has none.
    const creada = (await crear(api.t.app)).json() as DueDiligenceDetalle;
    const antes = await saldo();
    const runner = new JobRunner(db(), { logger: log, clock: () => new Date(Date.now() + 60_000) });
    runner.register(
      COLA_DUE_DILIGENCE,
      crearProcesarDueDiligenceHandler({ db: db(), config: configSinDatos(), log, clock: () => new Date() }),
    );
    await db().delete(jobs).where(eq(jobs.cola, COLA_DUE_DILIGENCE));
    const jobId = await enqueue(db(), COLA_DUE_DILIGENCE, { id: creada.id });
    expect(await runner.runOnce()).toBe(1);
    // One attempt, not five spread over minutes.
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ intentos: 1, estado: 'completado' });

    const motivo = `No se pudo procesar el due diligence: ${MENSAJE_SIN_CATALOGO} ${MENSAJE_SIN_DATOS_REFERENCIA}`;
    const detalle = (await pedir(api.t.app, 'GET', `/due-diligence/${creada.id}`)).json() as DueDiligenceDetalle;
    expect(detalle).toMatchObject({ estado: 'fallido', error: motivo, creditos_usados: 0, creditos_reembolsados: 1 });
    const lista = (await pedir(api.t.app, 'GET', '/due-diligence/?limit=100')).json() as { data: DueDiligenceItem[] };
    expect(lista.data.find((d) => d.id === creada.id)).toMatchObject({ estado: 'fallido', error: motivo });
    expect(await saldo()).toBe(antes + 1);
    const avisos = await db()
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, usuarioDd), eq(notificaciones.enlace, `/due-diligence/${creada.id}`)));
    expect(avisos.map((a) => a.mensaje)).toEqual([
      'No fue posible procesar el due diligence de la persona RUT 21.000.001-1. Se devolvió 1 crédito a la empresa. ' +
        'Puede reintentarlo desde la solicitud.',
    ]);

    // Retrying while the data is still missing is refused the same way, at no cost.
    const otraVez = await pedir(sinDatos, 'POST', `/due-diligence/${creada.id}/reintentar`);
    expect(otraVez.statusCode).toBe(503);
    expect(otraVez.json().mensaje).toContain(MENSAJE_SIN_DATOS_REFERENCIA);
    expect(await saldo()).toBe(antes + 1);

    // Once the data is back the retry queues it again and charges the credit the failure refunded.
    const reintento = await pedir(api.t.app, 'POST', `/due-diligence/${creada.id}/reintentar`);
    expect(reintento.statusCode, reintento.body).toBe(200);
    expect(reintento.json()).toMatchObject({
      estado: 'pendiente',
      error: null,
      creditos_usados: 1,
      creditos_reembolsados: 0,
    });
    expect(await saldo()).toBe(antes);
  });
});
