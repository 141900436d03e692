import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Newest modification time of what goes into the bundle. */
function newestSourceMtime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(apiDir, 'src'));
  walk(path.resolve(apiDir, '../../packages/shared/src'));
  for (const f of [path.join(apiDir, 'build.mjs'), path.resolve(apiDir, '../../package-lock.json')]) {
    if (existsSync(f)) newest = Math.max(newest, statSync(f).mtimeMs);
  }
  return newest;
}

/** This process's copy of the bundle (the server runs from it), or undefined before the first start. */
let bundleDir: string | undefined;
/**
 * Bundles the API once, so tests and benchmarks run what `npm start` runs. Test files run in
 * parallel processes: a lock file serialises them and a bundle newer than every source is reused,
 * because a rebuild deletes dist/ under a server another process is running (its lazy chunks vanish).
 */
function ensureApiBuilt(): string {
  if (bundleDir) return bundleDir;
  const lock = path.join(apiDir, '.build.lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (!isAlive(owner)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) {
        throw new Error(`otro proceso (${owner}) lleva demasiado construyendo la API`, { cause: err });
      } else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    const bundle = path.join(apiDir, 'dist', 'server.mjs');
    if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestSourceMtime()) {
      // Build output to stderr: benches print their JSON on stdout.
      execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: ['ignore', 2, 2] });
    }
    // A private copy: a later rebuild (another test run, `npm run build`) cannot pull chunks from
    // under a running server. Beside dist/, so packages still resolve from apps/api/node_modules.
    // Copies of processes that are gone (a test worker ends without running its exit hooks).
    for (const e of readdirSync(apiDir)) {
      const owner = /^\.dist-test-(\d+)-/.exec(e)?.[1];
      if (owner && !isAlive(Number(owner))) rmSync(path.join(apiDir, e), { recursive: true, force: true });
    }
    const dir = mkdtempSync(path.join(apiDir, `.dist-test-${process.pid}-`));
    for (const f of readdirSync(path.join(apiDir, 'dist'))) {
      if (f.endsWith('.mjs') || f.endsWith('.mjs.map')) copyFileSync(path.join(apiDir, 'dist', f), path.join(dir, f));
    }
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    bundleDir = dir;
  } finally {
    rmSync(lock, { force: true });
  }
  return bundleDir;
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** ms from spawn to the first 200 on /api/v1/health */
  readyMs: number;
}

/** Starts the real server process (as `npm start` does) and waits until /health answers 200. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const bundle = ensureApiBuilt();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(bundle, 'server.mjs')], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.status === 200) return { child, url, readyMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('el servidor no respondió a tiempo');
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}
