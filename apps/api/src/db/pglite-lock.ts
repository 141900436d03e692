import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database belongs to one process: a second server or worker on the same data
 * directory would corrupt it. A pid file taken with O_EXCL guards it; a lock left by a process
 * that died (kill -9, power loss) is taken over.
 */
export function lockDataDir(lockFile: string): () => void {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `La base de datos embebida (${lockFile}) está en uso por el proceso ${owner}. ` +
            'Detenga ese proceso o use PostgreSQL (DATABASE_URL) para varias instancias.',
          { cause: err },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${lockFile}`);
}
