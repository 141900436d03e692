import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { hasPgliteCluster, initializePgliteDir } from './db/pglite-init';
import { seedDatabase, type SeedOutcome } from './seed/index';

function pgliteDir(config: Config): string {
  return `${config.DATA_DIR}/pglite`;
}

/** The configured engine: PostgreSQL with DATABASE_URL, otherwise PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : pgliteDir(config),
    poolSize: config.DB_POOL_SIZE,
    transactionPoolSize: config.DB_POOL_TRANSACCIONES,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolTimeoutMs: config.DB_POOL_TIMEOUT_MS,
  });
}

async function migrateAndSeed(handle: DatabaseHandle, config: Config): Promise<SeedOutcome> {
  await handle.migrate();
  return seedDatabase(handle.db, config, handle.engine);
}

/** Opens the configured database, applies migrations and seeds it: shared by server and worker. */
export async function prepareDatabase(config: Config): Promise<{ handle: DatabaseHandle; seed: SeedOutcome }> {
  if (!config.DATABASE_URL && !hasPgliteCluster(pgliteDir(config))) {
    await initializePgliteDir(pgliteDir(config));
  }
  const handle = await openConfiguredDatabase(config);
  try {
    const seed = await migrateAndSeed(handle, config);
    return { handle, seed };
  } catch (err) {
    await handle.close().catch(() => {});
    throw err;
  }
}
