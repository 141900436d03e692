// GET /api/v1/trabajadores/ on PostgreSQL with 1,000,000 workers across 10 companies (100,000 in
// the company signed in), served by the real built server, loaded by autocannon at 50 connections
// beside a bare Fastify hello-world measured in the same run. Creates and drops its own database
// (atalaya_bench_lista) on the server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres). Prints JSON.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { trabajadorFiltrosSchema } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { isValidRut } from '@atalaya/shared/rut';
import * as schema from '../apps/api/src/db/schema/index';
import type { Database } from '../apps/api/src/db/client';
import { trabajadoresResource } from '../apps/api/src/modules/mi-empresa/empresa/empresa.resources';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';
import { crudService } from '../apps/api/src/platform/crud/crud.service';
import { freePort, waitForExit } from '../apps/api/src/test/spawn-server';
import { dvSql, lit, pick, timed } from './sql-siembra';
import { drainPostgres } from './postgres-drain';
import { backendCpu, sumCpu } from './cpu-proc';

const P = 'siembra: ';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, '../apps/api');
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'atalaya_bench_lista';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 50;
const EMPRESAS = 10;
const POR_EMPRESA = 100_000;
const TOTAL_RUNS = 9;

const TARGETS = {
  primera_pagina_p99_ms: 50,
  throughput_vs_hello_world: 0.15,
  pagina_profunda_p95_ms: 5,
  total_ms: 5,
};

function dbUrl(name: string) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// Frequent Chilean names; González twice (≈ 4 % of paternal surnames, as in the civil registry).
const NOMBRES = (
  'María José,Juan Pablo,Camila,Benjamín,Valentina,Matías,Javiera,Sebastián,Constanza,' +
  'Nicolás,Francisca,Diego,Catalina,Felipe,Fernanda,Cristóbal,Daniela,Tomás,Antonia,' +
  'Vicente,Isidora,Joaquín,Martina,Ignacio,Sofía,José Luis,Carolina,Rodrigo,Paula,Andrés,' +
  'Macarena,Gonzalo,Bárbara,Patricio,Claudia,Héctor,Ximena,Luis,Verónica,Jorge'
).split(',');
const APELLIDOS = (
  'González,González,Muñoz,Rojas,Díaz,Pérez,Soto,Contreras,Silva,Martínez,Sepúlveda,' +
  'Morales,Rodríguez,López,Fuentes,Hernández,Torres,Araya,Flores,Espinoza,Valenzuela,' +
  'Castillo,Ramírez,Reyes,Gutiérrez,Castro,Vargas,Álvarez,Vásquez,Tapia,Fernández,Sánchez,' +
  'Cortés,Gómez,Herrera,Carrasco,Núñez,Miranda,Jara,Vergara,Rivera,Figueroa,Riquelme,' +
  'García,Bravo,Olivares,Salazar,Cáceres,Pizarro,Aguilera'
).split(',');
const CARGOS = (
  'Operario de Producción,Analista Contable,Jefe de Bodega,Supervisor de Turno,' +
  'Asistente Administrativa,Técnico en Mantención,Ejecutivo Comercial,Conductor,' +
  'Ingeniera de Procesos,Prevencionista de Riesgos,Encargado de Compras,' +
  'Guardia de Seguridad'
).split(',');
const DEPARTAMENTOS = (
  'Gerencia General,Administración y Finanzas,Personas,Operaciones,Logística,Comercial,' +
  'Mantención,Prevención de Riesgos,Tecnologías de la Información,Compras,Calidad,' +
  'Legal y Cumplimiento'
).split(',');
const CENTROS: [string, string, string, string][] = [
  ['Casa Matriz', 'Av. Providencia 1208', '13', '13123'],
  ['Centro de Distribución Quilicura', 'Av. Presidente Eduardo Frei Montalva 9950', '13', '13125'],
  ['Sucursal Antofagasta', 'Av. Grecia 1560', '02', '02101'],
  ['Sucursal Concepción', 'Barros Arana 631', '08', '08101'],
  ['Planta Rancagua', 'Av. República 350', '06', '06101'],
  ['Bodega Puerto Montt', 'Ruta 5 Sur km 1.025', '10', '10101'],
];

/** 10 companies, their departments and centres, 1,000,000 workers, a user of the first company. */
async function seedBulk(client: pg.Client, password: string) {
  const fases: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await q(`SET maintenance_work_mem = '1GB'`);
  await q(`SET max_parallel_maintenance_workers = 2`);

  const empresaIds = await timed(P, fases, 'empresas_departamentos_centros', async () => {
    const { rows } = await q(
      `INSERT INTO empresas (nombre, nombre_fantasia, rut, direccion, region_codigo, comuna_codigo, plan_id)
       SELECT 'Empresa Lista ' || lpad(g::text, 2, '0') || ' SpA', 'Lista ' || g, b || '-' || ${dvSql('b')},
              'Av. Apoquindo ' || (3000 + g * 10), '13', '13114', (SELECT id FROM planes WHERE nombre = 'Empresa')
       FROM generate_series(1, ${EMPRESAS}) g, LATERAL (SELECT 76900000 + g AS b) x
       ORDER BY g RETURNING id`,
    );
    const ids = rows.map((r: { id: number }) => r.id);
    await q(
      `INSERT INTO departamentos (empresa_id, nombre, descripcion)
       SELECT e, d, 'Departamento de ' || d FROM unnest($1::int[]) e, unnest(${lit(DEPARTAMENTOS)}) d`,
      [ids],
    );
    await q(
      `INSERT INTO centros (empresa_id, nombre, direccion, region_codigo, comuna_codigo)
       SELECT e, c[1], c[2], c[3], c[4] FROM unnest($1::int[]) e,
       (VALUES ${CENTROS.map((c) => `(${lit(c)})`).join(',')}) v(c)`,
      [ids],
    );
    return ids;
  });

  // Bulk load without the secondary indexes, then rebuild them from their own definitions (same
  // schema as the migrations leave it) — much faster than maintaining a trigram GIN row by row.
  const { rows: indexes } = await q(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'trabajadores' AND indexname <> 'trabajadores_pkey'`,
  );
  for (const ix of indexes) await q(`DROP INDEX ${ix.indexname}`);

  await timed(P, fases, 'trabajadores', async () => {
    // Foreign keys hold by construction; replica role skips their per-row triggers.
    await q(`SET session_replication_role = replica`);
    const row = `(j * ${EMPRESAS} + k)`;
    await q(
      `INSERT INTO trabajadores (empresa_id, rut, nombres, apellido_paterno, apellido_materno, email, telefono, cargo,
                                 departamento_id, centro_id, fecha_ingreso, tipo, estado)
       SELECT e.id, b || '-' || ${dvSql('b')}, n, p, m,
              lower(translate(split_part(n, ' ', 1) || '.' || p, 'ÁÉÍÓÚáéíóúÑñ', 'AEIOUaeiouNn')) || j || '@lista' || k || '.cl',
              '+569' || lpad(((hashint8(${row}::bigint) & 2147483647) % 100000000)::text, 8, '0'),
              (${lit(CARGOS)})[${pick(CARGOS.length, row, 3)}],
              d.ids[1 + j % array_length(d.ids, 1)], c.ids[1 + (j / 7) % array_length(c.ids, 1)],
              date '2004-01-01' + (j * 37 % 8000),
              CASE WHEN j % 5 = 0 THEN 'contratista' ELSE 'propio' END,
              CASE WHEN j % 20 = 1 THEN 'en_validacion' WHEN j % 10 = 3 THEN 'bloqueado' ELSE 'activo' END
       FROM unnest($1::int[]) WITH ORDINALITY e(id, k)
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM departamentos WHERE empresa_id = e.id) d ON true
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM centros WHERE empresa_id = e.id) c ON true
       CROSS JOIN generate_series(1, ${POR_EMPRESA}) j
       CROSS JOIN LATERAL (SELECT 5000000 + j * 197 + k * 13 AS b,
                                  (${lit(NOMBRES)})[${pick(NOMBRES.length, row, 1)}] AS n,
                                  (${lit(APELLIDOS)})[${pick(APELLIDOS.length, row, 2)}] AS p,
                                  (${lit(APELLIDOS)})[${pick(APELLIDOS.length, row, 5)}] AS m) x`,
      [empresaIds],
    );
    await q(`SET session_replication_role = origin`);
  });

  await timed(P, fases, 'indices', async () => {
    for (const ix of indexes) await q(ix.indexdef);
  });
  await timed(P, fases, 'vacuum_analyze', () => q('VACUUM ANALYZE'));

  const email = 'admin@lista01.cl';
  await timed(P, fases, 'usuario', async () => {
    const { rows } = await q(
      `INSERT INTO usuarios (empresa_id, email, nombre, apellido, password_hash) VALUES ($1, $2, 'Administradora', 'Lista', $3)
       RETURNING id`,
      [empresaIds[0], email, await hashPassword(password)],
    );
    await q(`INSERT INTO usuario_roles (usuario_id, rol_id) SELECT $1, id FROM roles WHERE nombre = 'admin_empresa'`, [
      rows[0].id,
    ]);
  });

  const { rows: sample } = await q(`SELECT rut FROM trabajadores TABLESAMPLE SYSTEM (1) LIMIT 2000`);
  const { rows: counts } = await q(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE empresa_id = $1)::int AS empresa FROM trabajadores`,
    [empresaIds[0]],
  );
  return {
    fases,
    empresaId: empresaIds[0] as number,
    email,
    trabajadores: counts[0],
    ruts_validos_muestra: `${sample.filter((r: { rut: string }) => isValidRut(r.rut)).length}/${sample.length}`,
  };
}

interface Measured {
  req_s: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  non_2xx: number;
  errors: number;
  status: Record<string, number>;
  cpu_ms_por_peticion?: { servidor: number; postgres: number; cliente: number };
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** What to charge CPU time to: server processes, and the bench database's backends (by `pool`). */
type Pids = { servidor: number[]; postgres?: pg.Pool };

/**
 * autocannon for `seconds`; latency percentiles from every response. With `pids`, also the CPU
 * each request cost the server and PostgreSQL — what bounds throughput on an idle machine,
 * whatever else is running when the bench does.
 */
async function cannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = CONNECTIONS,
  pids?: Pids,
): Promise<Measured> {
  const servidor0 = pids ? sumCpu(pids.servidor) : 0;
  const cliente0 = process.cpuUsage();
  const postgres = pids?.postgres ? await backendCpu(pids.postgres, DB_NAME) : null;
  const latencies: number[] = [];
  const r = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (err, result: Result) =>
      err ? reject(err) : resolve(result),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
  const n = Math.max(1, r.requests.total);
  const cpu = pids && {
    servidor: round((sumCpu(pids.servidor) - servidor0) / n, 3),
    postgres: round((postgres ? await postgres() : 0) / n, 3),
    cliente: round((({ user, system }) => (user + system) / 1000)(process.cpuUsage(cliente0)) / n, 3),
  };
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return {
    req_s: Math.round(r.requests.total / r.duration),
    latency_ms: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(latencies.at(-1) ?? 0) },
    requests: r.requests.total,
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    status: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
    ...(cpu ? { cpu_ms_por_peticion: cpu } : {}),
  };
}

async function waitReady(child: ChildProcess, url: string, timeoutMs: number) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} no respondió a tiempo`);
}

/** The production server (`npm start`'s bundle) on a loopback port; build output goes to stderr. */
async function startApi(databaseUrl: string) {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: ['ignore', 2, 2] });
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: apiDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      JOBS_IN_PROCESS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitReady(child, `${url}/api/v1/health`, 120_000);
  return { child, url, readyMs };
}

async function startHelloWorld(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'hello-world.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitReady(child, url, 10_000);
  return { child, url };
}

/** Waits until the server has no query left running from the previous load (queued requests). */
const drain = (pool: pg.Pool) => drainPostgres(pool, DB_NAME, 120_000);

async function login(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('atalaya_session='));
  if (!cookie) throw new Error('login sin cookie de sesión');
  return cookie.split(';')[0]!;
}

/** Index names and scan nodes of an EXPLAIN (FORMAT JSON) plan. */
function planSummary(plan: Record<string, unknown>, out = new Set<string>()) {
  const type = plan['Node Type'] as string;
  const index = plan['Index Name'] as string | undefined;
  if (/Scan/.test(type)) out.add(index ? `${type} ${index}` : `${type} ${String(plan['Relation Name'] ?? '')}`.trim());
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) planSummary(child, out);
  return [...out];
}

/**
 * The SQL the list endpoint issues for `query` (captured from the app's own crud service through a
 * drizzle logger), each explained with ANALYZE: median execution time of the count over TOTAL_RUNS.
 */
async function explainList(pool: pg.Pool, empresaId: number, query: Record<string, string>) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Database;
  const parsed = trabajadorFiltrosSchema.parse(query);
  const listed = (await crudService(trabajadoresResource).list(db, empresaId, parsed)) as { total: number };
  const explain = async (sql: string, params: unknown[]) => {
    const times: number[] = [];
    let plan: Record<string, unknown> = {};
    for (let i = 0; i < TOTAL_RUNS + 1; i++) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      const out = rows[0]['QUERY PLAN'][0];
      if (i > 0) times.push(out['Execution Time']);
      plan = out.Plan;
    }
    times.sort((a, b) => a - b);
    return { median_ms: round(times[times.length >> 1]!), max_ms: round(times.at(-1)!), nodos: planSummary(plan) };
  };
  const countSql = captured.find((c) => /count\(/i.test(c.sql));
  const rowsSql = captured.find((c) => /from "trabajadores"/i.test(c.sql) && c !== countSql);
  return {
    total: listed.total,
    total_sql: countSql?.sql,
    total_explain: countSql ? await explain(countSql.sql, countSql.params) : null,
    pagina_explain: rowsSql ? await explain(rowsSql.sql, rowsSql.params) : null,
  };
}

export async function listTrabajadores() {
  const admin = new pg.Client({ connectionString: dbUrl('postgres') });
  try {
    await admin.connect();
  } catch (err) {
    return { bench: 'list-trabajadores', omitido: `sin PostgreSQL en ${PG_URL}: ${(err as Error).message}` };
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const url = dbUrl(DB_NAME);
  const password = process.env.BENCH_PASSWORD || randomBytes(12).toString('base64url');
  const keep = process.env.BENCH_KEEP_DB === '1';
  let server: Awaited<ReturnType<typeof startApi>> | undefined;
  let hello: Awaited<ReturnType<typeof startHelloWorld>> | undefined;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    server = await startApi(url);
    const seedClient = new pg.Client({ connectionString: url });
    await seedClient.connect();
    const t0 = performance.now();
    const seeded = await seedBulk(seedClient, password).finally(() => seedClient.end());
    const seedMs = Math.round(performance.now() - t0);

    // A RUT prefix of a real worker of the company, typed with dots as a person would (14.850).
    const { rows } = await pool.query(
      'SELECT rut FROM trabajadores WHERE empresa_id = $1 ORDER BY id OFFSET $2 LIMIT 1',
      [seeded.empresaId, POR_EMPRESA / 2],
    );
    const digits = String(rows[0].rut).slice(0, 5);
    const rutPrefix = `${digits.slice(0, 2)}.${digits.slice(2)}`;

    hello = await startHelloWorld(url);
    const cookie = await login(server.url, seeded.email, password);
    const headers = { cookie };
    const list = (qs: string) => `${server!.url}/api/v1/trabajadores/?${qs}`;

    const scenarios: { nombre: string; query: Record<string, string> }[] = [
      { nombre: 'primera_pagina', query: { skip: '0', limit: '10' } },
      { nombre: 'busqueda_nombre', query: { skip: '0', limit: '10', q: 'gonz' } },
      { nombre: 'busqueda_rut', query: { skip: '0', limit: '10', q: rutPrefix } },
      { nombre: 'filtro_estado', query: { skip: '0', limit: '10', estado: 'activo' } },
      { nombre: 'pagina_profunda', query: { skip: '90000', limit: '10' } },
    ];

    const carga: number[] = [os.loadavg()[0]!];
    const helloPids: Pids = { servidor: [hello.child.pid!] };
    await cannon(hello.url, {}, WARMUP_SECONDS);
    const helloAntes = await cannon(hello.url, {}, SECONDS, CONNECTIONS, helloPids);
    // Bare Fastify + one indexed page query: what any DB-backed list could reach here.
    const pagina = `${hello.url}pagina?empresa_id=${seeded.empresaId}`;
    await cannon(pagina, {}, WARMUP_SECONDS);
    await drain(pool);
    const unaConsulta = await cannon(pagina, {}, SECONDS, CONNECTIONS, {
      servidor: [hello.child.pid!],
      postgres: pool,
    });

    const resultados: Record<string, Record<string, unknown> & Measured> = {};
    for (const s of scenarios) {
      const qs = new URLSearchParams(s.query).toString();
      const probe = await fetch(list(qs), { headers });
      const body = (await probe.json()) as {
        total?: number;
        data?: unknown[];
        mensaje?: string;
        errores?: Record<string, string>;
      };
      await cannon(list(qs), headers, WARMUP_SECONDS);
      await drain(pool);
      const pids: Pids = { servidor: [server.child.pid!], postgres: pool };
      const at50 = await cannon(list(qs), headers, SECONDS, CONNECTIONS, pids);
      // Requests still queued in the server when the load stops must not bleed into the next run.
      await drain(pool);
      const at1 = await cannon(list(qs), headers, Math.max(5, SECONDS / 2), 1);
      carga.push(os.loadavg()[0]!);
      const sql = probe.status === 200 ? await explainList(pool, seeded.empresaId, s.query) : null;
      resultados[s.nombre] = {
        url: `/api/v1/trabajadores/?${qs}`,
        respuesta: {
          status: probe.status,
          total: body.total,
          filas: body.data?.length,
          mensaje: body.mensaje,
          errores: body.errores,
        },
        ...at50,
        un_cliente: { req_s: at1.req_s, latency_ms: at1.latency_ms, status: at1.status },
        ...(sql ? { sql } : {}),
      };
    }
    await cannon(hello.url, {}, WARMUP_SECONDS);
    const helloDespues = await cannon(hello.url, {}, SECONDS, CONNECTIONS, helloPids);
    const helloReqS = Math.round((helloAntes.req_s + helloDespues.req_s) / 2);
    for (const r of Object.values(resultados)) r.vs_hello_world = round(r.req_s / helloReqS, 3);
    const piso = { ...unaConsulta, vs_hello_world: round(unaConsulta.req_s / helloReqS, 3) };

    // What the measured CPU cost per request allows on this machine when nothing else runs: the
    // server uses one core, server + PostgreSQL + load generator share all of them.
    const cpus = os.cpus().length;
    const capacidad = (c?: Measured['cpu_ms_por_peticion']) =>
      c ? Math.round(Math.min(1000 / c.servidor, (cpus * 1000) / (c.servidor + c.postgres + c.cliente))) : 0;
    const helloCapacidad = capacidad(helloAntes.cpu_ms_por_peticion);
    const estimacion = {
      hello_world_req_s: helloCapacidad,
      fastify_una_consulta_req_s: capacidad(unaConsulta.cpu_ms_por_peticion),
      escenarios: Object.fromEntries(
        Object.entries(resultados).map(([k, r]) => {
          const req_s = capacidad(r.cpu_ms_por_peticion);
          return [k, { req_s, vs_hello_world: round(req_s / helloCapacidad, 3) }];
        }),
      ),
    };

    type R = Measured & {
      vs_hello_world: number;
      respuesta: { status: number; mensaje?: string; errores?: Record<string, string> };
      sql?: { total_explain: { median_ms: number } | null };
      un_cliente?: { latency_ms: { p95: number } };
    };
    const r = resultados as unknown as Record<string, R>;
    const primeras = ['primera_pagina', 'busqueda_nombre', 'busqueda_rut', 'filtro_estado'];
    const profunda = r.pagina_profunda!;
    // Refused with a message naming the cause (the field message on skip), every time.
    const rechazada =
      profunda.respuesta.status === 400 &&
      !!profunda.respuesta.errores?.skip &&
      profunda.non_2xx === profunda.requests &&
      profunda.errors === 0;
    const cumple: Record<string, boolean> = {};
    for (const n of primeras) {
      cumple[`${n}_p99`] = r[n]!.latency_ms.p99 <= TARGETS.primera_pagina_p99_ms && r[n]!.non_2xx === 0;
      cumple[`${n}_throughput`] = r[n]!.vs_hello_world >= TARGETS.throughput_vs_hello_world;
      cumple[`${n}_total`] = (r[n]!.sql?.total_explain?.median_ms ?? Infinity) <= TARGETS.total_ms;
    }
    // A page served: p95 of one client (the query's own latency, not queueing behind 49 others).
    cumple.pagina_profunda =
      rechazada ||
      (profunda.non_2xx === 0 && (profunda.un_cliente?.latency_ms.p95 ?? Infinity) <= TARGETS.pagina_profunda_p95_ms);

    return {
      bench: 'list-trabajadores',
      engine: 'postgres',
      maquina: { cpus: os.cpus().length, carga_1min: carga.map((c) => round(c)), node: process.version },
      datos: {
        empresas: EMPRESAS,
        trabajadores: seeded.trabajadores,
        ruts_validos_muestra: seeded.ruts_validos_muestra,
        servidor_arranque_ms: server.readyMs,
        siembra_ms: seedMs,
        siembra_fases_ms: seeded.fases,
      },
      carga: {
        conexiones: CONNECTIONS,
        segundos: SECONDS,
        calentamiento_s: WARMUP_SECONDS,
        un_cliente_s: Math.max(5, SECONDS / 2),
      },
      hello_world: { req_s: helloReqS, antes: helloAntes, despues: helloDespues },
      fastify_una_consulta: piso,
      escenarios: resultados,
      estimacion_maquina_libre: estimacion,
      objetivos: TARGETS,
      cumple,
      todo_cumple: Object.values(cumple).every(Boolean),
    };
  } finally {
    await pool.end().catch(() => {});
    for (const child of [server?.child, hello?.child]) {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await waitForExit(child);
      }
    }
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await listTrabajadores(), null, 2));
}
