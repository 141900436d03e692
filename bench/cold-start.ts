// Cold start to the first 200 on /api/v1/health with embedded PGlite: first boot of an empty
// data directory (migrate + demo seed) and reopen of the same directory. Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, waitForExit } from '../apps/api/src/test/spawn-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function once() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-bench-'));
  const env = { DATA_DIR: dataDir, SEED: 'demo', JOBS_IN_PROCESS: 'false', NODE_ENV: 'production' };
  try {
    const first = await startServer(env);
    first.child.kill('SIGTERM');
    await waitForExit(first.child);
    const again = await startServer(env);
    again.child.kill('SIGTERM');
    await waitForExit(again.child);
    return { first_boot_ms: first.readyMs, reopen_ms: again.readyMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function coldStart() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    bench: 'cold-start',
    engine: 'pglite',
    runs,
    first_boot_ms_median: median(runs.map((r) => r.first_boot_ms)),
    reopen_ms_median: median(runs.map((r) => r.reopen_ms)),
    goals: { first_boot_ms: 5000, reopen_ms: 1500 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await coldStart(), null, 2));
}
