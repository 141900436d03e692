import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { computeCheckDigit } from '@atalaya/shared/rut';
import { ESTADO_CICLO_VIDA_DE_FASE, type Fase } from '@atalaya/shared/phases';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  archivos,
  audit_log,
  documento_archivos,
  documento_ciclo_vida,
  documento_flujos,
  documentos,
  empresas,
  trabajadores,
} from '../db/schema/index';
import { withDatabase } from './global-setup';
import { startServer, waitForExit, type RunningServer } from './spawn-server';
import { ENGINE } from './test-app';

/*
 * kill -9 of the real server process while document uploads, document flow transitions and a
 * worker import are in flight, 20 times on the same data (the restart of run i is the start of
 * run i+1). After each kill, with the server down, the database must hold every acknowledged
 * write and no half transition; after the restart (which sweeps crash leftovers, see
 * platform/storage/barrido-huerfanos.ts) the file store must hold exactly the files of the
 * `archivos` rows, with their size and SHA-256. The kill moment is seeded: CRASH_SEED=<n>
 * replays a run.
 */

const RUNS = Number(process.env.CRASH_RUNS ?? 20);
const PASSWORD = 'Atalaya.Demo.2026';
const FILAS_IMPORT = 3000;
const OBJETIVOS = ['subida', 'transicion', 'importacion'] as const;
type Objetivo = (typeof OBJETIVOS)[number];
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** The kill schedule only (target, n-th request, delay): CRASH_SEED replays it. */
const rng = mulberry32(SEED);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;

interface Sesion {
  cookie: string;
  id: number;
}

async function login(url: string, email: string): Promise<Sesion> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${email} → ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  const me = await fetch(`${url}/api/v1/auth/check-session`, { headers: { cookie } });
  return { cookie, id: ((await me.json()) as { user: { id: number } }).user.id };
}

/** What the test knows of a document: the phase acknowledged, and a move sent but not answered. */
interface Doc {
  codigo: string;
  flujoId: number;
  acked: Fase;
  pendiente: Fase | null;
}
interface ArchivoAck {
  run: number;
  linkId: number;
  sha256: string;
  tamano: number;
}
interface Importacion {
  run: number;
  nombre: string;
  acked: boolean;
}

/** A request that got an answer other than the expected 2xx before the kill: a test failure. */
class Inesperado extends Error {}

describe(`kill -9 during uploads, document transitions and an import (${ENGINE})`, () => {
  const limpiar: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const f of limpiar.reverse()) await f().catch(() => {});
  });

  it(`keeps every acknowledged write over ${RUNS} crashes, with no orphan, no half transition, no half import`, async () => {
    console.log(`crash-escrituras (${ENGINE}): CRASH_SEED=${SEED}`);
    const inicio = performance.now();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-crash-escrituras-'));
    limpiar.push(() => rm(dataDir, { recursive: true, force: true }));
    const filesDir = path.join(dataDir, 'files');
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED: 'demo',
      JOBS_IN_PROCESS: 'false',
      // No load shedding: on a busy CI machine it would refuse writes; this test needs them answered.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0',
      // Nor 503s for a slow pool or statement (PostgreSQL): every refusal here is a failure.
      DB_POOL_TIMEOUT_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '0',
      // One instance owns DATA_DIR/files: crash leftovers are swept at once on PostgreSQL too.
      FILES_ORPHAN_GRACE_MINUTES: '0',
    };

    // The verifier's own connection: PostgreSQL alongside the server; PGlite only while it is down.
    let abrirBase: () => Promise<DatabaseHandle>;
    let cerrarBase: (h: DatabaseHandle) => Promise<void>;
    if (ENGINE === 'postgres') {
      const url = process.env.TEST_DATABASE_URL!;
      const nombre = `atalaya_crash_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${inject('postgresTemplate')}`);
      await admin.end();
      limpiar.push(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
        await c.end();
      });
      env.DATABASE_URL = withDatabase(url, nombre);
      const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
      limpiar.push(() => handle.close());
      abrirBase = async () => handle;
      cerrarBase = async () => {};
    } else {
      abrirBase = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      cerrarBase = (h) => h.close();
    }

    let server: RunningServer = await startServer(env, 60_000);
    limpiar.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await waitForExit(server.child);
      }
    });
    const autor = await login(server.url, 'admin@demo.cl');
    const revisor = await login(server.url, 'revisor@demo.cl');
    const aprobador = await login(server.url, 'aprobador@demo.cl');

    const docs: Doc[] = [];
    const archivosAck: ArchivoAck[] = [];
    const importaciones: Importacion[] = [];
    const inesperados: string[] = [];
    const verificados = new Set<string>(); // storage keys whose bytes were hashed already
    const resumen: Record<string, number | boolean | string>[] = [];
    let numeroDoc = 0;

    for (let run = 0; run < RUNS; run++) {
      const base = server.url;
      // Each run aims its kill at one kind of write: a random delay after the n-th request of
      // that kind was sent (timed from the request, so a slow machine still gets writes in flight).
      const objetivo = OBJETIVOS[run % OBJETIVOS.length]!;
      const enesimo = objetivo === 'importacion' ? 1 : 1 + Math.floor(rng() * 2); // one import a run
      const killAt = Math.round(rng() * (objetivo === 'importacion' ? 2500 : objetivo === 'subida' ? 400 : 100));
      let stop = false;
      const enviados = { subida: 0, transicion: 0, importacion: 0 };
      let apuntado: () => void = () => {};
      const enVuelo = new Promise<void>((r) => (apuntado = r));
      const ackEnRun = { documentos: 0, archivos: 0, transiciones: 0 };
      let estadoImport: string;

      const pedir = async (
        tipo: Objetivo | null,
        sesion: Sesion,
        method: string,
        url: string,
        body?: FormData | object,
      ) => {
        const respuesta = fetch(`${base}/api/v1${url}`, {
          method,
          headers: {
            cookie: sesion.cookie,
            ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        });
        if (tipo && ++enviados[tipo] === enesimo && tipo === objetivo) apuntado();
        const res = await respuesta;
        const texto = await res.text();
        if (res.status < 200 || res.status > 299) {
          const msg = `${method} ${url} → ${res.status} ${texto.slice(0, 200)}`;
          if (!stop) inesperados.push(msg);
          throw new Inesperado(msg);
        }
        return JSON.parse(texto) as Record<string, unknown>;
      };
      const pdf = () => {
        const bytes = Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          randomBytes(1024 + Math.floor(Math.random() * 200_000)),
        ]);
        return bytes;
      };
      const subir = async (doc: Doc, modo: 'upload' | 'upload-draft', campo: 'primaryFile' | 'files', n: number) => {
        const form = new FormData();
        form.append('documentFlowId', String(doc.flujoId));
        const enviados = new Map<string, number>();
        for (let i = 0; i < n; i++) {
          const bytes = pdf();
          enviados.set(sha256(bytes), bytes.length);
          form.append(campo, new Blob([bytes], { type: 'application/pdf' }), `crash-${run}-${i}.pdf`);
        }
        if (modo === 'upload') doc.pendiente = 'revision';
        else if (doc.acked === 'no_iniciado') doc.pendiente = 'borrador';
        const res = (await pedir('subida', autor, 'POST', `/upload-documento/${modo}`, form)) as {
          fase: Fase;
          archivos: { id: number; sha256: string; tamano: number }[];
        };
        doc.acked = res.fase;
        doc.pendiente = null;
        for (const a of res.archivos) {
          if (!enviados.has(a.sha256)) continue; // files of an earlier request
          expect(a.tamano).toBe(enviados.get(a.sha256));
          archivosAck.push({ run, linkId: a.id, sha256: a.sha256, tamano: a.tamano });
          ackEnRun.archivos++;
        }
      };
      const mover = async (sesion: Sesion, doc: Doc, hacia: Fase, comentario?: string) => {
        doc.pendiente = hacia;
        const res = await pedir(
          'transicion',
          sesion,
          'POST',
          `/documento-flujo-ciclo-vida/documento/${doc.flujoId}/transicion`,
          {
            nuevo_estado: hacia,
            usuario_id: sesion.id,
            ...(comentario ? { comentario } : {}),
          },
        );
        expect(res.fase).toBe(hacia);
        doc.acked = hacia;
        doc.pendiente = null;
        ackEnRun.transiciones++;
      };

      // (a)+(b) authors: request a document, upload annexes as a draft, upload the principal (→ review).
      const autorLoop = async () => {
        while (!stop) {
          const codigo = `CRASH-${run}-${++numeroDoc}`;
          const creado = await pedir(null, autor, 'POST', '/documentos/', {
            nombre_documento: `Procedimiento de prueba de caída ${codigo}`,
            codigo,
            workflow_enabled: true,
            revisor_id: revisor.id,
            aprobador_id: aprobador.id,
          });
          const doc: Doc = {
            codigo,
            flujoId: creado.id_documentacion as number,
            acked: 'no_iniciado',
            pendiente: null,
          };
          docs.push(doc);
          ackEnRun.documentos++;
          if (stop) break;
          await subir(doc, 'upload-draft', 'files', 1 + Math.floor(Math.random() * 2));
          if (stop) break;
          await subir(doc, 'upload', 'primaryFile', 1);
        }
      };
      // (b) the revisor and the aprobador move whatever waits for them (also from earlier runs).
      const responsableLoop = async (sesion: Sesion, desde: Fase, hacia: Fase) => {
        while (!stop) {
          const doc = docs.find((d) => d.acked === desde && d.pendiente === null);
          if (!doc) {
            await sleep(15);
            continue;
          }
          if (hacia === 'en_aprobacion' && Math.random() < 0.15)
            await mover(sesion, doc, 'rechazado', 'Falta la firma.');
          else await mover(sesion, doc, hacia);
        }
      };
      // (c) one import of a few thousand workers, all or nothing.
      const importacion: Importacion = { run, nombre: `Caida${run}`, acked: false };
      if (objetivo === 'importacion') importaciones.push(importacion);
      const importar = async () => {
        const filas = Array.from(
          { length: FILAS_IMPORT },
          (_, i) => `${rut(40_000_000 + run * 10_000 + i)};${importacion.nombre};Prueba;;;;;;;;;`,
        );
        const csv = `RUT;Nombres;Apellido paterno;Apellido materno;Correo;Teléfono;Cargo;Departamento;Centro;Fecha de ingreso;Tipo;Estado\n${filas.join('\n')}\n`;
        const form = new FormData();
        form.append('modo', 'confirmar');
        form.append('archivo', new Blob([csv], { type: 'text/csv' }), 'nomina.csv');
        const res = await pedir('importacion', autor, 'POST', '/trabajadores/import', form);
        expect(res.importados).toBe(FILAS_IMPORT);
        importacion.acked = true;
      };

      // Settled handlers attached at once: a refusal during the sleep is not an unhandled rejection.
      const trabajos = Promise.allSettled([
        autorLoop(),
        autorLoop(),
        responsableLoop(revisor, 'revision', 'en_aprobacion'),
        responsableLoop(aprobador, 'en_aprobacion', 'publicacion'),
        // The import (a single transaction that holds PGlite's one connection) in the runs aimed at it.
        objetivo === 'importacion' ? importar() : Promise.resolve(),
      ]);
      await Promise.race([enVuelo, sleep(8_000)]); // no such request yet: kill anyway
      await sleep(killAt);
      server.child.kill('SIGKILL'); // while requests are in flight
      stop = true;
      const resultados = await trabajos;
      const tKill = performance.now();
      await waitForExit(server.child);
      for (const r of resultados) {
        // Anything but a dropped connection or an already-recorded refusal is a bug in the test.
        if (r.status === 'rejected' && !(r.reason instanceof Inesperado) && !(r.reason instanceof TypeError)) {
          throw r.reason;
        }
      }
      expect(inesperados).toEqual([]);

      // ---- with the server down: the database -------------------------------------------------
      const handle = await abrirBase();
      let filasArchivos: { key: string; tamano: number; sha256: string }[];
      try {
        const db = handle.db;
        const [demo] = await db
          .select({ id: empresas.id })
          .from(empresas)
          .where(eq(empresas.nombre, 'Empresa Demo SpA'));
        const empresaId = demo!.id;

        // Acknowledged files: the link, its archivos row with the same size and hash.
        const links = await db
          .select({ linkId: documento_archivos.id, sha256: archivos.sha256, tamano: archivos.tamano })
          .from(documento_archivos)
          .innerJoin(archivos, eq(archivos.id, documento_archivos.archivo_id))
          .where(eq(documento_archivos.empresa_id, empresaId));
        const porLink = new Map(links.map((l) => [l.linkId, l]));
        for (const a of archivosAck) {
          expect(porLink.get(a.linkId), `archivo reconocido ${a.linkId} (run ${a.run})`).toEqual({
            linkId: a.linkId,
            sha256: a.sha256,
            tamano: a.tamano,
          });
        }

        // Every document this test created (acknowledged or not): flows, lifecycle, audit, status.
        const creados = await db
          .select({
            codigo: documentos.codigo,
            status: documentos.status,
            version: documentos.version_actual,
            flujoId: documento_flujos.id,
            fase: documento_flujos.fase,
          })
          .from(documentos)
          .innerJoin(documento_flujos, eq(documento_flujos.documento_id, documentos.id))
          .where(and(eq(documentos.empresa_id, empresaId), like(documentos.codigo, 'CRASH-%')));
        const flujoIds = creados.map((c) => c.flujoId);
        const ciclo = flujoIds.length
          ? await db
              .select({
                flujoId: documento_ciclo_vida.flujo_id,
                id: documento_ciclo_vida.id,
                estado: documento_ciclo_vida.estado,
              })
              .from(documento_ciclo_vida)
              .where(inArray(documento_ciclo_vida.flujo_id, flujoIds))
          : [];
        const auditoria = await db
          .select({
            accion: audit_log.accion,
            entidad: audit_log.entidad,
            entidadId: audit_log.entidad_id,
            cambios: audit_log.cambios,
          })
          .from(audit_log)
          .where(
            and(
              eq(audit_log.empresa_id, empresaId),
              inArray(audit_log.entidad, ['documento_flujo', 'documento_archivo']),
              inArray(audit_log.accion, ['transicion', 'subir']),
            ),
          )
          .orderBy(audit_log.id);
        const linksPorFlujo = await db
          .select({
            flujoId: documento_archivos.flujo_id,
            linkId: documento_archivos.id,
            principal: documento_archivos.es_principal,
          })
          .from(documento_archivos)
          .where(eq(documento_archivos.empresa_id, empresaId));
        const porCodigo = new Map(creados.map((c) => [c.codigo, c]));
        for (const d of docs) {
          const real = porCodigo.get(d.codigo);
          expect(real, `documento reconocido ${d.codigo}`).toBeDefined();
          // Acknowledged phase, or the move in flight at the kill: never anything else.
          expect([d.acked, d.pendiente], `${d.codigo}: fase ${real!.fase}`).toContain(real!.fase);
          d.acked = real!.fase as Fase;
          d.pendiente = null;
        }
        for (const c of creados) {
          const filas = ciclo.filter((x) => x.flujoId === c.flujoId).sort((a, b) => a.id - b.id);
          const transiciones = auditoria.filter(
            (a) => a.accion === 'transicion' && a.entidad === 'documento_flujo' && a.entidadId === String(c.flujoId),
          );
          const fase = c.fase as Fase;
          // The invariant of a whole transition: the phase is the last lifecycle row's, each move
          // after NO_INICIADO has its audit row (desde → hacia chaining to the phase), the status follows.
          expect(filas[0]?.estado, c.codigo).toBe('NO_INICIADO');
          expect(filas.at(-1)!.estado, c.codigo).toBe(ESTADO_CICLO_VIDA_DE_FASE[fase]);
          expect(transiciones.length, c.codigo).toBe(filas.length - 1);
          const pasos = transiciones.map((t) => t.cambios as { desde: Fase; hacia: Fase });
          expect(
            pasos.map((p) => ESTADO_CICLO_VIDA_DE_FASE[p.hacia]),
            c.codigo,
          ).toEqual(filas.slice(1).map((f) => f.estado));
          expect(pasos.at(-1)?.hacia ?? 'no_iniciado', c.codigo).toBe(fase);
          const esperado =
            fase === 'publicacion' ? 'PUBLISHED' : fase === 'revision' || fase === 'en_aprobacion' ? 'REVIEW' : 'DRAFT';
          expect(c.status, c.codigo).toBe(esperado);
          expect(c.version, c.codigo).toBe(fase === 'publicacion' ? 1 : 0);
          const propios = linksPorFlujo.filter((l) => l.flujoId === c.flujoId);
          if (['revision', 'en_aprobacion', 'publicacion'].includes(fase)) {
            expect(propios.filter((l) => l.principal).length, c.codigo).toBe(1);
          }
          // Each file link has its upload audit row, and no upload audit row lacks its link.
          const subidas = auditoria.filter(
            (a) => a.accion === 'subir' && (a.cambios as { flujo_id?: number }).flujo_id === c.flujoId,
          );
          expect(subidas.map((a) => Number(a.entidadId)).sort(), c.codigo).toEqual(propios.map((l) => l.linkId).sort());
        }

        // The import: all its rows or none; all of them if it was acknowledged.
        const conteos = await db
          .select({ nombre: trabajadores.nombres, n: sql<number>`count(*)::int` })
          .from(trabajadores)
          .where(and(eq(trabajadores.empresa_id, empresaId), like(trabajadores.nombres, 'Caida%')))
          .groupBy(trabajadores.nombres);
        const n = conteos.find((c) => c.nombre === importacion.nombre)?.n ?? 0;
        expect([0, FILAS_IMPORT], `importación del run ${run}`).toContain(n);
        if (importacion.acked) expect(n).toBe(FILAS_IMPORT);
        for (const imp of importaciones.filter((i) => i.run < run)) {
          expect(conteos.find((c) => c.nombre === imp.nombre)?.n ?? 0, imp.nombre).toBe(imp.acked ? FILAS_IMPORT : 0);
        }
        estadoImport =
          objetivo !== 'importacion' ? '-' : importacion.acked ? 'ack' : n ? 'sin_ack_presente' : 'sin_ack_ausente';
        importacion.acked = n === FILAS_IMPORT; // committed without an answer counts as present from now on

        filasArchivos = (
          await db
            .select({ key: archivos.storage_key, tamano: archivos.tamano, sha256: archivos.sha256 })
            .from(archivos)
        ).map((r) => r);
      } finally {
        await cerrarBase(handle);
      }

      // Files left on disk by the crash, before the restart sweeps them.
      const enDisco = async () => {
        const claves: string[] = [];
        for (const anio of await readdir(filesDir).catch(() => [] as string[])) {
          if (anio === '.tmp') continue;
          for (const mes of await readdir(path.join(filesDir, anio))) {
            for (const f of await readdir(path.join(filesDir, anio, mes))) claves.push(`${anio}/${mes}/${f}`);
          }
        }
        const temporales = await readdir(path.join(filesDir, '.tmp')).catch(() => [] as string[]);
        return { claves, temporales };
      };
      const antes = await enDisco();
      const conFila = new Set(filasArchivos.map((f) => f.key));
      const huerfanos = antes.claves.filter((k) => !conFila.has(k)).length + antes.temporales.length;

      // ---- restart (next run's server): crash leftovers swept, every row has its exact bytes ----
      const tBase = performance.now();
      server = await startServer(env, 60_000);
      const despues = await enDisco();
      expect(despues.temporales, 'archivos temporales tras el reinicio').toEqual([]);
      expect(despues.claves.sort(), 'archivos en disco = filas de archivos').toEqual([...conFila].sort());
      for (const f of filasArchivos) {
        if (verificados.has(f.key)) continue;
        const full = path.join(filesDir, ...f.key.split('/'));
        expect((await stat(full)).size, f.key).toBe(f.tamano);
        expect(sha256(await readFile(full)), f.key).toBe(f.sha256);
        verificados.add(f.key);
      }
      // What a client sees: this run's acknowledged files download whole from the restarted server.
      for (const a of archivosAck.filter((x) => x.run === run)) {
        const res = await fetch(`${server.url}/api/v1/documento-archivos/${a.linkId}/descarga`, {
          headers: { cookie: autor.cookie },
        });
        expect(res.status).toBe(200);
        expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(a.sha256);
      }

      resumen.push({
        run,
        objetivo,
        enesimo,
        kill_ms_tras_envio: killAt,
        documentos_ack: ackEnRun.documentos,
        archivos_ack: ackEnRun.archivos,
        transiciones_ack: ackEnRun.transiciones,
        importacion: estadoImport,
        huerfanos_barridos: huerfanos,
        verificacion_base_ms: Math.round(tBase - tKill),
        reinicio_ms: server.readyMs,
      });
      if (process.env.CRASH_VERBOSE) console.log(JSON.stringify(resumen.at(-1)));
    }

    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    const segundos = Math.round((performance.now() - inicio) / 100) / 10;
    console.log(JSON.stringify({ engine: ENGINE, seed: SEED, runs: RUNS, segundos, resumen }));
    const total = (k: string) => resumen.reduce((s, r) => s + Number(r[k]), 0);
    // The crashes hit every kind of write at least once over the 20 runs.
    expect(total('archivos_ack')).toBeGreaterThan(0);
    expect(total('transiciones_ack')).toBeGreaterThan(0);
  }, 900_000);
});
