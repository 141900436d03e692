// CPU time charged to the processes of a bench run, read from /proc (Linux; 0 elsewhere).
import { readFileSync } from 'node:fs';

/** Something that runs SQL on the bench's PostgreSQL server (a pg.Pool or pg.Client). */
interface Consultor {
  query(text: string, values: unknown[]): Promise<{ rows: { pid: number }[] }>;
}

/** CPU time (ms) a process has used so far. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks/s
  } catch {
    return 0;
  }
}

export const sumCpu = (pids: number[]) => pids.reduce((acc, pid) => acc + cpuMs(pid), 0);

/** Backends of database `dbName` (the servers' pools), for their CPU time. */
async function backendPids(db: Consultor, dbName: string): Promise<number[]> {
  const { rows } = await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [
    dbName,
  ]);
  return rows.map((b) => b.pid);
}

/**
 * CPU time of database `dbName`'s backends from now until the returned function is called.
 * Polled, so backends a pool opens or closes midway count too (a new backend from 0; one that
 * ends, up to its last reading).
 */
export async function backendCpu(db: Consultor, dbName: string) {
  const base = new Map<number, number>();
  const last = new Map<number, number>();
  let first = true;
  const poll = async () => {
    for (const pid of await backendPids(db, dbName)) {
      const now = cpuMs(pid);
      if (!base.has(pid)) base.set(pid, first ? now : 0);
      last.set(pid, now);
    }
    first = false;
  };
  await poll();
  const timer = setInterval(() => void poll().catch(() => {}), 500);
  return async () => {
    clearInterval(timer);
    await poll();
    let total = 0;
    for (const [pid, start] of base) total += (last.get(pid) ?? start) - start;
    return total;
  };
}
