// GET /api/v1/busqueda (issue 25 §3) in a company of 100,000 workers on PostgreSQL, beside the
// plain first page of the same list (GET /trabajadores/?skip=0&limit=10) measured in the same run.
// The app runs in process (Fastify inject: server time, no network); one request at a time, so
// each figure is one search's own latency. A second company of 100,000 workers shares the tables
// (its rows must cost nothing). BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names the server; the database `atalaya_bench_busqueda` is created, migrated, seeded and dropped.
// Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BusquedaResponse } from '@atalaya/shared/contracts/busqueda';
import { formatRut } from '@atalaya/shared/rut';
import { testConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/seed/index';
import { appConSesion } from './app-en-proceso';
import { admin, SERVER, withDatabase } from './pg-admin';
import { dvSql, lit, pick, timed } from './sql-siembra';

const DB = 'atalaya_bench_busqueda';
const POR_EMPRESA = Number(process.env.BENCH_TRABAJADORES ?? 100_000);
const RONDAS = Number(process.env.BENCH_RONDAS ?? 200);
const CALENTAMIENTO = 20;
const P = 'busqueda: ';

const TARGETS = { busqueda_p95_ms: 50, vs_pagina_p50: 3 };

const NOMBRES = (
  'María José,Juan Pablo,Camila,Benjamín,Valentina,Matías,Javiera,Sebastián,Constanza,Nicolás,' +
  'Francisca,Diego,Catalina,Felipe,Fernanda,Cristóbal,Daniela,Tomás,Antonia,Vicente,Isidora,Joaquín'
).split(',');
const APELLIDOS = (
  'González,González,Muñoz,Rojas,Díaz,Pérez,Soto,Contreras,Silva,Martínez,Sepúlveda,Morales,' +
  'Rodríguez,López,Fuentes,Hernández,Torres,Araya,Flores,Espinoza,Valenzuela,Castillo,Ramírez,' +
  'Reyes,Gutiérrez,Castro,Vargas,Álvarez,Vásquez,Tapia,Fernández,Sánchez,Cortés,Gómez,Herrera'
).split(',');

/** 100,000 workers in Empresa Demo and as many in a second company; some records of each other kind. */
async function sembrar(client: pg.Client) {
  const fases: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await q(`SET maintenance_work_mem = '512MB'`);
  const { rows: demo } = await q(`SELECT id, plan_id FROM empresas WHERE nombre = 'Empresa Demo SpA'`);
  const demoId = demo[0].id as number;
  const { rows: otra } = await q(
    `INSERT INTO empresas (nombre, rut, plan_id) VALUES ('Otra Bench SpA', '76999999-3', $1) RETURNING id`,
    [demo[0].plan_id],
  );
  const empresas = [demoId, otra[0].id as number];

  const { rows: indexes } = await q(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'trabajadores' AND indexname <> 'trabajadores_pkey'`,
  );
  for (const ix of indexes) await q(`DROP INDEX ${ix.indexname}`);
  await timed(P, fases, 'trabajadores', () =>
    q(
      `INSERT INTO trabajadores (empresa_id, rut, nombres, apellido_paterno, apellido_materno, cargo, tipo, estado)
       SELECT e.id, b || '-' || ${dvSql('b')}, (${lit(NOMBRES)})[${pick(NOMBRES.length, 'j * 2 + k', 1)}],
              (${lit(APELLIDOS)})[${pick(APELLIDOS.length, 'j * 2 + k', 2)}],
              (${lit(APELLIDOS)})[${pick(APELLIDOS.length, 'j * 2 + k', 5)}], 'Operario',
              CASE WHEN j % 5 = 0 THEN 'contratista' ELSE 'propio' END, 'activo'
       FROM unnest($1::int[]) WITH ORDINALITY e(id, k)
       CROSS JOIN generate_series(1, ${POR_EMPRESA}) j
       CROSS JOIN LATERAL (SELECT 5000000 + j * 197 + k * 13 AS b) x`,
      [empresas],
    ),
  );
  await timed(P, fases, 'indices', async () => {
    for (const ix of indexes) await q(ix.indexdef);
  });
  await timed(P, fases, 'otros_registros', async () => {
    await q(
      `INSERT INTO documentos (empresa_id, codigo, nombre_documento)
       SELECT e, 'BEN-' || lpad(g::text, 5, '0'), 'Procedimiento ' || (${lit(APELLIDOS)})[${pick(APELLIDOS.length, 'g', 3)}] || ' ' || g
       FROM unnest($1::int[]) e, generate_series(1, 2000) g`,
      [empresas],
    );
    await q(
      `INSERT INTO due_diligences (empresa_id, tipo_persona, tipo_de_reporte, rut, nombre_completo, apellido_paterno)
       SELECT e, 'natural', 'lite', b || '-' || ${dvSql('b')}, (${lit(NOMBRES)})[${pick(NOMBRES.length, 'g', 4)}],
              (${lit(APELLIDOS)})[${pick(APELLIDOS.length, 'g', 6)}]
       FROM unnest($1::int[]) e, generate_series(1, 2000) g, LATERAL (SELECT 9000000 + g * 31 AS b) x`,
      [empresas],
    );
    await q(
      `INSERT INTO no_conformidades (empresa_id, codigo, descripcion, fecha_deteccion)
       SELECT e, 'NC-2025-' || lpad(g::text, 5, '0'), 'Hallazgo en bodega ' || g, date '2026-01-01'
       FROM unnest($1::int[]) e, generate_series(1, 500) g`,
      [empresas],
    );
    await q(
      `INSERT INTO tickets (empresa_id, asunto, descripcion, categoria)
       SELECT e, 'Consulta número ' || g, 'Detalle de la consulta', 'consulta'
       FROM unnest($1::int[]) e, generate_series(1, 500) g`,
      [empresas],
    );
    await q(
      `INSERT INTO denuncias (empresa_id, numero, codigo_hash, pass_hash, anonima, contenido_cifrado)
       SELECT e, 1000 + g, md5(e || '-' || g || random()::text), 'x', true, 'v1.x'
       FROM unnest($1::int[]) e, generate_series(1, 300) g`,
      [empresas],
    );
  });
  await timed(P, fases, 'vacuum_analyze', () => q('VACUUM ANALYZE'));
  const { rows: mitad } = await q(`SELECT rut FROM trabajadores WHERE empresa_id = $1 ORDER BY id OFFSET $2 LIMIT 1`, [
    demoId,
    POR_EMPRESA / 2,
  ]);
  const { rows: cuenta } = await q(`SELECT count(*)::int AS n FROM trabajadores WHERE empresa_id = $1`, [demoId]);
  return { fases, rut: mitad[0].rut as string, trabajadores_empresa: cuenta[0].n as number };
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => round(s[Math.min(s.length - 1, Math.floor(p * s.length))]!);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(s.at(-1)!) };
}

export async function busqueda() {
  try {
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${DB}`);
  } catch (err) {
    return { bench: 'busqueda', omitido: `sin PostgreSQL en ${SERVER}: ${(err as Error).message}` };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-bench-busqueda-'));
  const handle = await openDatabase({ databaseUrl: withDatabase(SERVER, DB), poolSize: 4 });
  const client = new pg.Client({ connectionString: withDatabase(SERVER, DB) });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres');
    await client.connect();
    const t0 = performance.now();
    const siembra = await sembrar(client);
    const siembraMs = Math.round(performance.now() - t0);
    const { app, cookie } = await appConSesion(handle, dataDir);
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

      const rutPrefijo = formatRut(siembra.rut).slice(0, 6); // '5.985.' → typed like a person: 5.985
      const escenarios: Record<string, string> = {
        pagina_lista: '/api/v1/trabajadores/?skip=0&limit=10',
        rut_exacto: `/api/v1/busqueda?q=${encodeURIComponent(formatRut(siembra.rut))}`,
        rut_sin_puntos_ni_guion: `/api/v1/busqueda?q=${siembra.rut.replace('-', '')}`,
        rut_prefijo: `/api/v1/busqueda?q=${encodeURIComponent(rutPrefijo.replace(/\.$/, ''))}`,
        apellido: '/api/v1/busqueda?q=gonz',
        nombre_completo: `/api/v1/busqueda?q=${encodeURIComponent('maria jose gonzalez')}`,
        dos_letras: '/api/v1/busqueda?q=ma',
        referencia_denuncia: '/api/v1/busqueda?q=DEN-001150',
        codigo_documento: '/api/v1/busqueda?q=BEN-01234',
        sin_resultados: '/api/v1/busqueda?q=zzqx',
      };
      const resultados: Record<string, Record<string, unknown>> = {};
      // Interleaved rounds: every scenario sees the same machine load over the run.
      const tiempos: Record<string, number[]> = Object.fromEntries(Object.keys(escenarios).map((k) => [k, []]));
      for (const [nombre, url] of Object.entries(escenarios)) {
        const res = await get(url);
        if (res.statusCode !== 200) throw new Error(`${nombre} → ${res.statusCode} ${res.body.slice(0, 300)}`);
        const body = res.json() as BusquedaResponse | { total: number; data: unknown[] };
        resultados[nombre] = {
          url,
          respuesta:
            'grupos' in body
              ? Object.fromEntries(body.grupos.map((g) => [g.tipo, g.resultados.map((r) => r.titulo)]))
              : { total: body.total, filas: body.data.length },
        };
        for (let i = 0; i < CALENTAMIENTO; i++) await get(url);
      }
      for (let ronda = 0; ronda < RONDAS; ronda++) {
        for (const [nombre, url] of Object.entries(escenarios)) {
          const a = performance.now();
          const res = await get(url);
          tiempos[nombre]!.push(performance.now() - a);
          if (res.statusCode !== 200) throw new Error(`${nombre} → ${res.statusCode}`);
        }
      }
      const pagina = percentiles(tiempos.pagina_lista!);
      const cumple: Record<string, boolean> = {};
      for (const [nombre, ms] of Object.entries(tiempos)) {
        const p = percentiles(ms);
        resultados[nombre]!.ms = p;
        if (nombre === 'pagina_lista') continue;
        const vs = round(p.p50 / pagina.p50);
        resultados[nombre]!.vs_pagina_p50 = vs;
        cumple[`${nombre}_p95`] = p.p95 <= TARGETS.busqueda_p95_ms;
        cumple[`${nombre}_vs_pagina`] = vs <= TARGETS.vs_pagina_p50;
      }
      return {
        bench: 'busqueda',
        engine: 'postgres',
        maquina: { cpus: os.cpus().length, carga_1min: round(os.loadavg()[0]!), node: process.version },
        datos: {
          trabajadores_empresa: siembra.trabajadores_empresa,
          trabajadores_total: POR_EMPRESA * 2,
          siembra_ms: siembraMs,
          siembra_fases_ms: siembra.fases,
        },
        rondas: RONDAS,
        usuario: 'admin@demo.cl (admin_empresa: todos los tipos)',
        escenarios: resultados,
        objetivos: TARGETS,
        cumple,
        todo_cumple: Object.values(cumple).every(Boolean),
      };
    } finally {
      await app.close();
    }
  } finally {
    await client.end().catch(() => {});
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB !== '1') await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await busqueda(), null, 2));
}
