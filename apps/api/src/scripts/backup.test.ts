import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { startServer, waitForExit, type RunningServer } from '../test/spawn-server';
import { ENGINE } from '../test/test-app';
import { leerRespaldo, type Manifiesto } from './respaldo';

/**
 * `npm run backup` / `npm run restore` end to end, on the engine under test: a server seeds the
 * demo data and receives uploads through the API, the built scripts back it up and restore it
 * into a fresh target, and a server started on the copy serves the same rows, the same file
 * bytes and a readable whistleblower report (the master key came along).
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Atalaya.Demo.2026';
const tmp = await mkdtemp(path.join(os.tmpdir(), 'atalaya-respaldo-'));
const databases: string[] = [];
/** The machine running tests is loaded: no load shedding (503) in these servers. */
const QUIET = { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0', LIST_CACHE_MS: '0' };

const servers: RunningServer[] = [];
const t0 = performance.now();
/** Step timings on stderr: where the time goes on a slow machine. */
const step = (label: string) =>
  console.error(`[respaldo ${ENGINE}] ${label}: ${Math.round(performance.now() - t0)} ms`);

async function arrancar(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(env, 60_000);
  servers.push(server);
  step(`servidor listo (${server.readyMs} ms)`);
  return server;
}

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) await stop(s);
  await rm(tmp, { recursive: true, force: true });
  if (!databases.length) return;
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  for (const d of databases) await c.query(`DROP DATABASE IF EXISTS ${d} WITH (FORCE)`);
  await c.end();
});

async function newDatabase(): Promise<string> {
  const name = `atalaya_bk_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  databases.push(name);
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

/** Runs a built script (dist/, as `npm run backup` does) and parses the JSON it prints. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  // Another test process may be rebundling dist/ (spawn-server.ts holds this lock meanwhile).
  while (existsSync(path.join(apiDir, '.build.lock'))) await new Promise((r) => setTimeout(r, 200));
  return new Promise<{ code: number; json: Record<string, unknown>; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`dist/${name}.mjs`, ...args], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', DENUNCIAS_MASTER_KEY: '', LOG_LEVEL: 'warn', ...env },
    });
    child.on('exit', () => step(`${name} ${args.join(' ').replaceAll(tmp, '…')}`));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve({ code: code ?? -1, json: JSON.parse(stdout) as Record<string, unknown>, stderr });
      } catch {
        reject(new Error(`${name}: salida no JSON (código ${code}): ${stdout}\n${stderr}`));
      }
    });
  });
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

async function getJson(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  expect(res.status, url).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

/** What a client sees of the data: file metadata and bytes, a decrypted report, a list. */
async function snapshot(server: RunningServer, archivoIds: number[]) {
  const admin = await login(server.url, 'admin@demo.cl');
  const archivos = [];
  for (const id of archivoIds) {
    const meta = await getJson(`${server.url}/api/v1/archivos/${id}`, admin);
    const res = await fetch(`${server.url}/api/v1/archivos/${id}/descarga`, { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    archivos.push({ meta, bytes: Buffer.from(await res.arrayBuffer()).toString('base64') });
  }
  const trabajadores = await getJson(`${server.url}/api/v1/trabajadores/?limit=5`, admin);
  const canal = await login(server.url, 'denuncias@demo.cl');
  const sesion = await getJson(`${server.url}/api/v1/auth/check-session`, canal);
  const empresa = (sesion.user as { id_empresa: number }).id_empresa;
  const base = `${server.url}/api/v1/canal-denuncia/canal-denuncia/${empresa}`;
  const lista = (await getJson(base, canal)) as { denuncias: { id: number }[]; total: number };
  expect(lista.denuncias.length).toBeGreaterThan(0);
  const detalle = await getJson(`${base}/${lista.denuncias[0]!.id}`, canal);
  return { archivos, trabajadores, total: lista.total, contenido: detalle.contenido };
}

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  await waitForExit(server.child);
}

async function manifest(archivo: string): Promise<Manifiesto> {
  const dir = path.join(tmp, `leer-${randomUUID().slice(0, 8)}`);
  try {
    return await leerRespaldo(archivo, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe(`npm run backup / restore (${ENGINE})`, () => {
  it('restores the database, the files and the master key into a fresh target', async () => {
    const origen = path.join(tmp, 'origen');
    const origenDb = ENGINE === 'postgres' ? await newDatabase() : '';
    const env = { ...QUIET, DATA_DIR: origen, DATABASE_URL: origenDb, SEED: 'demo', JOBS_IN_PROCESS: 'false' };
    const server = await arrancar(env);
    let antes;
    const archivoIds: number[] = [];
    try {
      const admin = await login(server.url, 'admin@demo.cl');
      const uploads: [string, string, Buffer][] = [
        ['acta.txt', 'text/plain', Buffer.from('Acta del comité de ética\n'.repeat(200))],
        ['datos.csv', 'text/csv', Buffer.from('rut;nombre\n11111111-1;Ana\n22222222-2;Bruno\n')],
      ];
      for (const [nombre, tipo, bytes] of uploads) {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: tipo }), nombre);
        const res = await fetch(`${server.url}/api/v1/archivos/`, {
          method: 'POST',
          headers: { cookie: admin },
          body: form,
        });
        expect(res.status, await res.clone().text()).toBe(201);
        archivoIds.push(((await res.json()) as { id: number }).id);
      }
      antes = await snapshot(server, archivoIds);
      expect(Buffer.from(antes.archivos[0]!.bytes, 'base64').toString()).toContain('Acta del comité');

      if (ENGINE === 'pglite') {
        // The server holds the embedded database: the backup refuses rather than copy it live.
        const enUso = await script('backup', ['--salida', path.join(tmp, 'vivo.tar')], env);
        expect(enUso.code).toBe(1);
        expect(enUso.json.error).toMatch(/Detenga el servidor/);
        expect(existsSync(path.join(tmp, 'vivo.tar'))).toBe(false);
      }
    } finally {
      // PostgreSQL is backed up online, while the server still runs.
      if (ENGINE === 'pglite') await stop(server);
    }
    const archivo = path.join(tmp, 'respaldo.tar');
    const respaldo = await script('backup', ['--salida', archivo], env);
    if (ENGINE === 'postgres') await stop(server);
    expect(respaldo.code, respaldo.stderr).toBe(0);
    expect(respaldo.json).toMatchObject({ ok: true, motor: ENGINE, clave_maestra: 'archivo' });
    expect(respaldo.json.archivos).toBeGreaterThanOrEqual(2);
    const m1 = await manifest(archivo);
    expect(m1.tablas.find((t) => t.nombre === 'denuncias')!.filas).toBeGreaterThan(0);
    expect(m1.secretos.map((s) => s.ruta)).toEqual(['secretos/clave-maestra']);

    // A corrupted archive is refused before anything is written.
    const dañado = path.join(tmp, 'dañado.tar');
    const bytes = await readFile(archivo);
    const acta = bytes.indexOf('Acta del comité de ética');
    expect(acta).toBeGreaterThan(0);
    bytes[acta] = bytes[acta]! ^ 0xff; // one byte of an uploaded file's body
    await writeFile(dañado, bytes);
    const destinoMalo = path.join(tmp, 'malo');
    const malo = await script('restore', ['--entrada', dañado, '--data-dir', destinoMalo], {
      DATABASE_URL: ENGINE === 'postgres' ? await newDatabase() : '',
    });
    expect(malo.code).toBe(1);
    expect(malo.json.error).toMatch(/dañado/);
    expect(existsSync(destinoMalo) ? await readdir(destinoMalo) : []).toEqual([]);

    // Restore into a fresh directory / empty database.
    const destino = path.join(tmp, 'destino');
    const destinoDb = ENGINE === 'postgres' ? await newDatabase() : '';
    const restaurado = await script('restore', ['--entrada', archivo, '--data-dir', destino], {
      DATABASE_URL: destinoDb,
    });
    expect(restaurado.code, restaurado.stderr).toBe(0);
    expect(restaurado.json).toMatchObject({
      ok: true,
      motor: ENGINE,
      filas: respaldo.json.filas,
      archivos: respaldo.json.archivos,
    });
    expect(restaurado.json.filas_por_tabla).toEqual(Object.fromEntries(m1.tablas.map((t) => [t.nombre, t.filas])));

    // The target is no longer empty: a second restore refuses to mix data.
    const otraVez = await script('restore', ['--entrada', archivo, '--data-dir', destino], {
      DATABASE_URL: destinoDb,
    });
    expect(otraVez.code).toBe(1);
    expect(otraVez.json.error).toMatch(/no está vacío|no está vacía/);

    // A backup of the copy dumps every table byte for byte as the original did.
    const env2 = { ...QUIET, DATA_DIR: destino, DATABASE_URL: destinoDb, JOBS_IN_PROCESS: 'false' };
    const copia = path.join(tmp, 'copia.tar');
    const respaldo2 = await script('backup', ['--salida', copia], env2);
    expect(respaldo2.code, respaldo2.stderr).toBe(0);
    const m2 = await manifest(copia);
    const firma = (m: Manifiesto) => m.tablas.map((t) => [t.nombre, t.filas, t.sha256]);
    expect(firma(m2)).toEqual(firma(m1));
    expect(m2.archivos.lista).toEqual(m1.archivos.lista);
    expect(m2.secretos).toEqual(m1.secretos);
    expect(m2.secuencias).toEqual(m1.secuencias);

    // The app on the restored copy: same sign-ins, files, lists and a decrypted report.
    const server2 = await arrancar({ ...env2, SEED: 'demo' });
    try {
      const despues = await snapshot(server2, archivoIds);
      expect(despues).toEqual(antes);
    } finally {
      await stop(server2);
    }
  }, 240_000);
});
