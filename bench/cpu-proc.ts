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

/**
 * CPU time of the whole machine so far (ms, all cores), from /proc/stat: busy, taken by the
 * hypervisor for other guests (steal: a shared VM's cores are not all ours), and in all.
 */
export function cpuMaquinaMs(): { ocupado: number; robado: number; total: number } {
  try {
    const campos = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = campos;
    const ocupado = user + nice + system + irq + softirq;
    return { ocupado: ocupado * 10, robado: steal * 10, total: (ocupado + idle + iowait + steal) * 10 };
  } catch {
    return { ocupado: 0, robado: 0, total: 0 };
  }
}

/**
 * How many cores the machine, the server process, the database's backends and this process (the
 * load generator) kept busy on average from now until the returned function is called.
 */
export async function nucleosOcupados(serverPid: number, db: Parameters<typeof backendCpu>[0] | null, dbName: string) {
  const t0 = performance.now();
  const maquina0 = cpuMaquinaMs();
  const servidor0 = cpuMs(serverPid);
  const generador0 = process.cpuUsage();
  const postgres = db ? await backendCpu(db, dbName) : null;
  return async () => {
    const ms = performance.now() - t0;
    const maquina = cpuMaquinaMs();
    const generador = process.cpuUsage(generador0);
    const nucleos = (x: number) => Math.round((x / ms) * 100) / 100;
    return {
      maquina: nucleos(maquina.ocupado - maquina0.ocupado),
      robados: nucleos(maquina.robado - maquina0.robado),
      de: Math.round((maquina.total - maquina0.total) / ms),
      servidor: nucleos(cpuMs(serverPid) - servidor0),
      postgres: postgres ? nucleos(await postgres()) : null,
      generador: nucleos((generador.user + generador.system) / 1000),
    };
  };
}
