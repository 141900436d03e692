import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase, type SeedOutcome } from './db/seed/index';

/** Opens the configured database, applies migrations and seeds it: shared by server and worker. */
export async function prepareDatabase(config: Config): Promise<{ handle: DatabaseHandle; seed: SeedOutcome }> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.DATA_DIR}/pglite`,
  });
  try {
    await handle.migrate();
    const seed = await seedDatabase(handle.db, config, handle.engine);
    return { handle, seed };
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
}
