// Mixed authenticated load on the production bundle (apps/api/dist/server.mjs, a separate process)
// on PostgreSQL and on embedded PGlite, with 10 companies / 1,000,000 workers / 100,000 documents /
// 50,000 whistleblower cases (bench/load/seed.ts), at 50 and 200 concurrent clients, beside a bare
// Fastify hello-world measured in the same run. Loopback only, bounded in time, prints JSON.
//
//   npm run bench:load                         (BENCH_SECONDS=60 per level)
//   BENCH_SECONDS=10 BENCH_ENGINES=postgres BENCH_LEVELS=50 npm run bench:load     (a trial run)
// BENCH_COSTE_SECONDS (5; 0 skips it): each endpoint alone for that long, for its CPU per request.
// BENCH_SERVER_NODE_OPTIONS: NODE_OPTIONS of the server only (e.g. `--import` a profiler).
// BENCH_RITMO_ESCRITURAS: writes a second in all (open loop); unset, writes are a closed loop too.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index';
import { createPgliteClient, type Database } from '../../apps/api/src/db/client';
import { freePort, startServer, waitForExit } from '../../apps/api/src/test/spawn-server';
import { seedLoad, type Seeded, type Sql } from './seed';
import { drainPostgres } from '../postgres-drain';
import { backendCpu, cpuMs, nucleosOcupados } from '../cpu-proc';

const here = path.dirname(fileURLToPath(import.meta.url));
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'atalaya_bench_carga';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const HELLO_SECONDS = Math.min(SECONDS, 15);
const WARMUP_SECONDS = 3;
/** Per-endpoint cost pass: each endpoint alone, at COSTE_CONEXIONES, for this long (0: skipped). */
const COSTE_SECONDS = Number(process.env.BENCH_COSTE_SECONDS ?? 5);
const COSTE_CONEXIONES = 4;
const LEVELS = (process.env.BENCH_LEVELS ?? '50,200').split(',').map(Number);
/**
 * BENCH_RITMO_ESCRITURAS: writes a second for the whole mix, shared between the write endpoints by
 * weight, each at that fixed rate (open loop, as users who do not write faster when the server
 * answers sooner). Unset: every connection sends its next request as soon as it has an answer.
 */
const RITMO_ESCRITURAS = process.env.BENCH_RITMO_ESCRITURAS ? Number(process.env.BENCH_RITMO_ESCRITURAS) : null;
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((e) => e.trim()) as (
  'postgres' | 'pglite'
)[];
/** BENCH_KEEP_DB=1 leaves the PostgreSQL database (atalaya_bench_carga) for EXPLAIN afterwards. */
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
/** A fixed master key: the bench encrypts cases with the same company keys the server unwraps. */
const MASTER_KEY = Buffer.alloc(32, 'atalaya-bench-carga').toString('base64');
const PASSWORD = randomBytes(12).toString('base64url');

const TARGETS = { p99_listas_50_postgres_ms: 50, recuperacion_ms: 10_000 };

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

function dbUrl(name: string) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// Processes

async function waitReady(child: ChildProcess, url: string, timeoutMs: number) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`el proceso terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`${url} no respondió a tiempo`);
}

async function stop(child?: ChildProcess) {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await waitForExit(child);
  }
}

/**
 * The production server on a loopback port: the test helper bundles the API once (under a lock)
 * and runs a private copy of dist/, so another process rebuilding dist/ cannot pull chunks from
 * under it.
 */
function startApi(env: Record<string, string>) {
  return startServer(
    {
      NODE_ENV: 'production',
      SEED: 'demo',
      JOBS_IN_PROCESS: 'false',
      DENUNCIAS_MASTER_KEY: MASTER_KEY,
      // Public reports are limited to 10 an hour per address: each simulated reporter sends its
      // own X-Forwarded-For, as behind the reverse proxy of a deployment.
      TRUST_PROXY: '1',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...env,
    },
    180_000,
  );
}

async function startHelloWorld() {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.DATABASE_URL; // the bare hello-world only
  const child = spawn(process.execPath, [path.join(here, '../hello-world.mjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitReady(child, url, 10_000);
  return { child, url };
}

/** Signs in; a 503 (load shedding, e.g. while start-up work holds the event loop) is retried. */
async function login(base: string, email: string, password: string) {
  let res: Response;
  for (let attempt = 0; ; attempt++) {
    res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }),
    });
    if (res.status !== 503 || attempt >= 60) break;
    await sleep(500);
  }
  if (res.status !== 200) throw new Error(`login ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('atalaya_session='));
  if (!cookie) throw new Error('login sin cookie de sesión');
  return cookie.split(';')[0]!;
}

// ---------------------------------------------------------------------------------------------
// Workload

type Tipo = 'lista' | 'detalle' | 'escritura';
interface Endpoint {
  nombre: string;
  tipo: Tipo;
  /** Share of the connections. */
  peso: number;
  request: () => RequestSpec;
}

const BUSQUEDAS_TRABAJADORES = ['gonz', 'muñoz', 'soto', 'rojas', 'camila', 'matías', 'díaz', 'silva', 'tapia', 'vera'];
const BUSQUEDAS_DOCUMENTOS = ['', '', 'procedimiento', 'política', 'compras', 'residuos', 'DOC-004', 'manual'];

function multipartBody(fields: Record<string, string>) {
  const boundary = `----atalayacarga${randomBytes(8).toString('hex')}`;
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Each request draws its own ids and search; writes take the next item of a shared pool. */
function workload(s: Seeded, cookie: string, pools: { flujo: number; ip: number }): Endpoint[] {
  const auth = { cookie };
  const json = { cookie, 'content-type': 'application/json' };
  const denuncias = `/api/v1/canal-denuncia/canal-denuncia/${s.empresaId}`;
  const form = multipartBody({
    token: s.tokenCanal,
    categoria_id: String(s.categoriaAnonima),
    relato: 'Prueba de carga: un supervisor retiene pagos de horas extra en la bodega norte desde marzo.',
    fecha_hechos: '2026-03-04',
    lugar: 'Bodega norte',
    personas_involucradas: '',
    testigos: '',
    anonima: 'true',
    pass_denuncia: 'clave-segura-2026',
    pass_denuncia_confirmacion: 'clave-segura-2026',
  });
  return [
    {
      nombre: 'trabajadores_busqueda',
      tipo: 'lista',
      peso: 0.2,
      request: () => ({
        method: 'GET',
        path: `/api/v1/trabajadores/?limit=10&q=${encodeURIComponent(rand(BUSQUEDAS_TRABAJADORES))}`,
        headers: auth,
      }),
    },
    {
      nombre: 'documentos_lista',
      tipo: 'lista',
      peso: 0.15,
      request: () => {
        const q = rand(BUSQUEDAS_DOCUMENTOS);
        return {
          method: 'GET',
          path: `/api/v1/documentos/?limit=10${q ? `&q=${encodeURIComponent(q)}` : ''}`,
          headers: auth,
        };
      },
    },
    {
      nombre: 'denuncias_bandeja',
      tipo: 'lista',
      peso: 0.15,
      request: () => ({
        method: 'GET',
        path: `${denuncias}?limit=10&estado=${rand(['todas', 'pendientes', 'en-revision', 'cerradas'])}`,
        headers: auth,
      }),
    },
    {
      nombre: 'trabajador_detalle',
      tipo: 'detalle',
      peso: 0.15,
      request: () => ({ method: 'GET', path: `/api/v1/trabajadores/${rand(s.trabajadorIds)}`, headers: auth }),
    },
    {
      nombre: 'documento_detalle',
      tipo: 'detalle',
      peso: 0.1,
      request: () => ({ method: 'GET', path: `/api/v1/documentos/${rand(s.documentoIds)}`, headers: auth }),
    },
    {
      nombre: 'denuncia_detalle',
      tipo: 'detalle',
      peso: 0.1,
      request: () => ({ method: 'GET', path: `${denuncias}/${rand(s.denunciaIds)}`, headers: auth }),
    },
    {
      // no_iniciado → borrador, once per version-1 flow: each request takes the next flow of the pool
      // (past its end the flows are taken again and answer 409, counted apart).
      nombre: 'documento_transicion',
      tipo: 'escritura',
      peso: 0.1,
      request: () => {
        const flujo = s.flujosPorIniciar[pools.flujo++ % s.flujosPorIniciar.length];
        return {
          method: 'POST',
          path: `/api/v1/documento-flujo-ciclo-vida/documento/${flujo}/transicion`,
          headers: json,
          body: JSON.stringify({ nuevo_estado: 'borrador', usuario_id: s.usuarioId }),
        };
      },
    },
    {
      nombre: 'denuncia_publica',
      tipo: 'escritura',
      peso: 0.05,
      request: () => {
        const n = pools.ip++;
        return {
          method: 'POST',
          path: '/api/v1/canal-denuncia/canal-denuncia/',
          headers: {
            'content-type': form.contentType,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: form.body,
        };
      },
    },
  ];
}

/** Connections per endpoint for `total`: by weight, largest remainder, at least one each. */
function split(endpoints: Endpoint[], total: number): number[] {
  const raw = endpoints.map((e) => e.peso * total);
  const out = raw.map((r) => Math.max(1, Math.floor(r)));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k++, left--) out[order[k % order.length]![1]]!++;
  return out;
}

interface Measured {
  conexiones: number;
  req_s: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  status: Record<string, number>;
  /** Socket errors and timeouts (no response within autocannon's 10 s). */
  errores: number;
  timeouts: number;
}

function percentiles(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(latencies.at(-1) ?? 0) };
}

/** One autocannon instance for `seconds`; latency percentiles from every response. */
async function cannon(
  base: string,
  connections: number,
  seconds: number,
  request?: () => RequestSpec,
  overallRate?: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const r = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 10,
        ...(request ? { requests: [{ setupRequest: () => request() }] } : {}),
        ...(overallRate ? { overallRate } : {}),
      },
      (err, result: Result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  });
  return {
    conexiones: connections,
    req_s: round(r.requests.total / r.duration, 1),
    latency_ms: percentiles(latencies),
    requests: r.requests.total,
    status: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
    errores: r.errors,
    timeouts: r.timeouts,
  };
}

/** Every endpoint at once, `total` connections split by weight. */
async function mixed(base: string, endpoints: Endpoint[], total: number, seconds: number) {
  const conns = split(endpoints, total);
  const pesoEscrituras = endpoints.filter((e) => e.tipo === 'escritura').reduce((a, e) => a + e.peso, 0);
  const ritmo = (e: Endpoint) =>
    RITMO_ESCRITURAS && e.tipo === 'escritura'
      ? Math.max(1, Math.round((RITMO_ESCRITURAS * e.peso) / pesoEscrituras))
      : undefined;
  const results = await Promise.all(endpoints.map((e, i) => cannon(base, conns[i]!, seconds, e.request, ritmo(e))));
  // The rate each write endpoint was given (rounded, at least 1 a second), next to what it got.
  return Object.fromEntries(
    endpoints.map((e, i) => [e.nombre, { tipo: e.tipo, ritmo_pedido: ritmo(e) ?? null, ...results[i]! }]),
  );
}

function summarize(por: Record<string, Measured & { tipo: Tipo }>, helloReqS: number) {
  const status: Record<string, number> = {};
  let requests = 0;
  let reqS = 0;
  let errores = 0;
  let timeouts = 0;
  for (const m of Object.values(por)) {
    requests += m.requests;
    reqS += m.req_s;
    errores += m.errores;
    timeouts += m.timeouts;
    for (const [k, v] of Object.entries(m.status)) status[k] = (status[k] ?? 0) + v;
  }
  const count = (pred: (code: number) => boolean) =>
    Object.entries(status).reduce((acc, [k, v]) => acc + (pred(Number(k)) ? v : 0), 0);
  const listas = Object.values(por).filter((m) => m.tipo === 'lista');
  return {
    req_s: round(reqS, 1),
    vs_hello_world: round(reqS / helloReqS, 4),
    requests,
    status,
    '5xx': count((c) => c >= 500),
    '5xx_no_503': count((c) => c >= 500 && c !== 503),
    '429_503': count((c) => c === 429 || c === 503),
    errores,
    timeouts,
    listas_p99_max_ms: Math.max(...listas.map((m) => m.latency_ms.p99)),
  };
}

// ---------------------------------------------------------------------------------------------
// Recovery

/** A list request not answerable from the page cache (a different page each time). */
async function probe(base: string, cookie: string) {
  const skip = 10 * Math.floor(Math.random() * 500);
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/v1/trabajadores/?limit=10&skip=${skip}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

async function baselineLatency(base: string, cookie: string) {
  const ms: number[] = [];
  for (let i = 0; ms.length < 30 && i < 300; i++) {
    const r = await probe(base, cookie);
    if (r.status === 200) ms.push(r.ms);
    else await sleep(200); // shed (503) while start-up work runs: not a latency
  }
  const p = percentiles(ms);
  // "Normal" = what one client sees on an idle server, with room for a loaded machine.
  return { ...p, umbral_ms: round(Math.max(2 * p.p95 + 10, 25)) };
}

/** Time from the end of the overload to the first list request answered 200 within `umbral`. */
async function recovery(base: string, cookie: string, umbral: number) {
  const t0 = performance.now();
  const intentos: { t_ms: number; status: number; ms: number }[] = [];
  while (performance.now() - t0 < 60_000) {
    const r = await probe(base, cookie);
    const t = round(performance.now() - t0, 0);
    intentos.push({ t_ms: t, status: r.status, ms: round(r.ms) });
    if (r.status === 200 && r.ms <= umbral) return { ms: t, intentos: intentos.slice(-5), n: intentos.length };
    await sleep(100);
  }
  return { ms: Infinity, intentos: intentos.slice(-5), n: intentos.length };
}

/**
 * What one request of each endpoint costs, measured alone (a few connections, nothing else
 * running): CPU ms of the server process and of the database's backends (PostgreSQL only; on
 * PGlite the queries run inside the server). Under the mixed load these add up to what the two
 * cores have to give, so they say which endpoints bound the others' latency.
 */
async function costePorEndpoint(serverPid: number, base: string, endpoints: Endpoint[], admin: pg.Client | null) {
  const out: Record<
    string,
    { req_s: number; p50_ms: number; cpu_ms_servidor: number; cpu_ms_postgres: number | null }
  > = {};
  for (const e of endpoints) {
    const servidor0 = cpuMs(serverPid);
    const postgres = admin ? await backendCpu(admin, DB_NAME) : null;
    const m = await cannon(base, COSTE_CONEXIONES, COSTE_SECONDS, e.request);
    const n = Math.max(1, m.requests);
    out[e.nombre] = {
      req_s: m.req_s,
      p50_ms: m.latency_ms.p50,
      cpu_ms_servidor: round((cpuMs(serverPid) - servidor0) / n, 3),
      cpu_ms_postgres: postgres ? round((await postgres()) / n, 3) : null,
    };
    await drain(admin);
  }
  return out;
}

/** PostgreSQL: waits until the server has no query of the bench database left running. */
async function drain(admin: pg.Client | null) {
  if (!admin) return sleep(2000);
  await drainPostgres(admin, DB_NAME, 60_000);
}

// ---------------------------------------------------------------------------------------------
// One engine

async function runEngine(engine: 'postgres' | 'pglite', hello: Record<number, number>) {
  const carga: number[] = [round(os.loadavg()[0]!)];
  let server: Awaited<ReturnType<typeof startApi>> | undefined;
  let admin: pg.Client | null = null;
  let dataDir: string | undefined;
  let seeded: Seeded;
  let arranque: Record<string, number>;
  const t0 = performance.now();
  try {
    if (engine === 'postgres') {
      admin = new pg.Client({ connectionString: dbUrl('postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DB_NAME}`);
      server = await startApi({ DATABASE_URL: dbUrl(DB_NAME) });
      arranque = { primer_arranque_ms: server.readyMs };
      const client = new pg.Client({ connectionString: dbUrl(DB_NAME) });
      await client.connect();
      try {
        const db = drizzlePg({ client, schema }) as unknown as Database;
        seeded = await seedLoad(client as unknown as Sql, db, Buffer.from(MASTER_KEY, 'base64'), PASSWORD);
      } finally {
        await client.end();
      }
    } else {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-carga-'));
      // First boot creates, migrates and demo-seeds the cluster; the bench then fills it directly
      // (the server is stopped: PGlite is one process's) and starts the server again on it.
      const first = await startApi({ DATA_DIR: dataDir });
      arranque = { primer_arranque_ms: first.readyMs };
      await stop(first.child);
      const client = await createPgliteClient(path.join(dataDir, 'pglite'));
      try {
        const db = drizzlePglite({ client, schema }) as unknown as Database;
        seeded = await seedLoad(client as unknown as Sql, db, Buffer.from(MASTER_KEY, 'base64'), PASSWORD);
      } finally {
        await client.close();
      }
      server = await startApi({ DATA_DIR: dataDir });
      arranque.arranque_con_datos_ms = server.readyMs;
    }
    const siembraMs = Math.round(performance.now() - t0);
    // Let the start-up background work (reference data, sanctions index) finish.
    await sleep(5000);
    const cookie = await login(server.url, seeded.email, PASSWORD);
    const pools = { flujo: 0, ip: 1 };
    const endpoints = workload(seeded, cookie, pools);

    // One request of each, to show what each endpoint answers.
    const muestras: Record<string, { status: number; ms: number; cuerpo: string }> = {};
    for (const e of endpoints) {
      const spec = e.request();
      const t1 = performance.now();
      const res = await fetch(`${server.url}${spec.path}`, {
        method: spec.method,
        headers: spec.headers,
        body: spec.body,
      });
      const text = await res.text();
      muestras[e.nombre] = { status: res.status, ms: round(performance.now() - t1), cuerpo: text.slice(0, 160) };
    }

    const base = await baselineLatency(server.url, cookie);
    await mixed(server.url, endpoints, LEVELS[0]!, WARMUP_SECONDS);
    await drain(admin);

    const niveles: Record<string, unknown> = {};
    let recuperacion: Awaited<ReturnType<typeof recovery>> | undefined;
    for (const level of LEVELS) {
      const nucleos = await nucleosOcupados(server.child.pid!, admin, DB_NAME);
      const por = await mixed(server.url, endpoints, level, SECONDS);
      const cpu_nucleos = await nucleos();
      carga.push(round(os.loadavg()[0]!));
      if (level === LEVELS.at(-1)) recuperacion = await recovery(server.url, cookie, base.umbral_ms);
      niveles[String(level)] = { resumen: summarize(por, hello[level]!), cpu_nucleos, endpoints: por };
      await drain(admin);
      await sleep(1000);
    }
    const coste = COSTE_SECONDS > 0 ? await costePorEndpoint(server.child.pid!, server.url, endpoints, admin) : null;
    const flujosMovidos = Math.min(pools.flujo, seeded.flujosPorIniciar.length);
    return {
      datos: {
        conteos: seeded.conteos,
        ruts_validos_muestra: seeded.ruts_validos_muestra,
        siembra_ms: siembraMs,
        siembra_fases_ms: seeded.fases_ms,
        ...arranque,
      },
      muestras,
      latencia_un_cliente_ms: base,
      niveles,
      coste_por_peticion: coste,
      recuperacion_ms: recuperacion?.ms ?? null,
      recuperacion_detalle: recuperacion,
      pool_transiciones: {
        flujos: seeded.flujosPorIniciar.length,
        pedidos: pools.flujo,
        agotado: pools.flujo > flujosMovidos,
      },
      carga_1min: carga,
    };
  } finally {
    await stop(server?.child);
    if (admin) {
      if (!KEEP_DB) await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

export async function load() {
  if (ENGINES.includes('postgres')) {
    const probeClient = new pg.Client({ connectionString: dbUrl('postgres') });
    try {
      await probeClient.connect();
      await probeClient.end();
    } catch (err) {
      ENGINES.splice(ENGINES.indexOf('postgres'), 1);
      console.error(`carga: sin PostgreSQL en ${PG_URL} (${(err as Error).message}): solo PGlite`);
    }
  }
  const helloProc = await startHelloWorld();
  const hello: Record<number, Measured> = {};
  try {
    for (const level of LEVELS) {
      await cannon(helloProc.url, level, WARMUP_SECONDS);
      hello[level] = await cannon(helloProc.url, level, HELLO_SECONDS);
    }
  } finally {
    await stop(helloProc.child);
  }
  const helloReqS = Object.fromEntries(LEVELS.map((l) => [l, hello[l]!.req_s]));

  const motores: Record<string, Awaited<ReturnType<typeof runEngine>>> = {};
  for (const engine of ENGINES) {
    console.error(`carga: ${engine}`);
    motores[engine] = await runEngine(engine, helloReqS);
  }

  type Nivel = { resumen: ReturnType<typeof summarize> };
  const nivel = (e: string, l: number) => motores[e]?.niveles[String(l)] as Nivel | undefined;
  const cumple: Record<string, boolean> = {};
  for (const e of Object.keys(motores)) {
    cumple[`${e}_50_sin_5xx`] = nivel(e, 50)?.resumen['5xx'] === 0;
    cumple[`${e}_200_sin_5xx_salvo_503`] = nivel(e, 200)?.resumen['5xx_no_503'] === 0;
    cumple[`${e}_recuperacion_10s`] = (motores[e]!.recuperacion_ms ?? Infinity) <= TARGETS.recuperacion_ms;
  }
  if (motores.postgres) {
    cumple.postgres_50_p99_listas_50ms =
      (nivel('postgres', 50)?.resumen.listas_p99_max_ms ?? Infinity) <= TARGETS.p99_listas_50_postgres_ms;
  }

  const result = {
    bench: 'load',
    maquina: { cpus: os.cpus().length, node: process.version, carga_1min_inicio: round(os.loadavg()[0]!) },
    carga: {
      niveles: LEVELS,
      segundos: SECONDS,
      calentamiento_s: WARMUP_SECONDS,
      hello_world_s: HELLO_SECONDS,
      escrituras_por_segundo: RITMO_ESCRITURAS ?? 'sin límite (lazo cerrado)',
    },
    hello_world: hello,
    motores,
    objetivos: {
      ...TARGETS,
      sin_5xx_a_50: 0,
      a_200_solo_429_503: true,
    },
    cumple,
    todo_cumple: Object.values(cumple).every(Boolean),
  };
  await mkdir(path.join(here, '../results'), { recursive: true });
  await writeFile(path.join(here, '../results/load.json'), JSON.stringify(result, null, 2));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await load(), null, 2));
}
