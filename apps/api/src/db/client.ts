import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths';
import { lockDataDir } from './pglite-lock';
import { cederEntreConsultas } from './pglite-turnos';
import { loggerDeTablas } from './tablas-tocadas';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Drizzle database on either engine; repositories only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies committed migrations (one transaction, serialized across instances). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball. */
  dump?: () => Promise<Blob | File>;
}

export interface DatabaseOptions {
  /** postgres://… → node-postgres pool; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined → in memory (tests). */
  dataDir?: string;
  /** PostgreSQL only: connections for statements outside transactions (the reads). */
  poolSize?: number;
  /** PostgreSQL only: connections for transactions, a pool of their own (see openPostgres). */
  transactionPoolSize?: number;
  /**
   * PostgreSQL only: a statement running longer is cancelled by the server (SQLSTATE 57014, answered
   * 503). 0 or undefined → no limit. PGlite accepts the setting but never enforces it (no timer
   * signals in WebAssembly), so it is not set there.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL only: how long a query waits for a free pooled connection before failing (503). 0 → forever. */
  poolTimeoutMs?: number;
  /** PGlite only: start from a dumped data directory (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      poolSize: options.poolSize ?? 10,
      transactionPoolSize: options.transactionPoolSize ?? 5,
      statementTimeoutMs: options.statementTimeoutMs ?? 0,
      poolTimeoutMs: options.poolTimeoutMs ?? 0,
    });
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

export function createPgliteClient(dataDir: string | undefined, loadDataDir?: Blob) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin }, loadDataDir });
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(`${dataDir}.lock`) : () => {};
  let client: PGlite;
  try {
    client = await createPgliteClient(dataDir, loadDataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  cederEntreConsultas(client);
  const db = drizzlePglite({ client, schema, logger: loggerDeTablas }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    // PGlite is a single connection in one process: no cross-instance lock needed.
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

const MIGRATION_LOCK_KEY = 20_393_021_595; // Ley 20.393 / 21.595

async function openPostgres(
  url: string,
  opts: { poolSize: number; transactionPoolSize: number; statementTimeoutMs: number; poolTimeoutMs: number },
): Promise<DatabaseHandle> {
  // Bounded on both ends under overload: at most poolSize + transactionPoolSize connections, a
  // request waits at most poolTimeoutMs for one, and the server cancels any statement after
  // statementTimeoutMs (sent in the startup packet, so every pooled connection has it without an
  // extra round trip).
  const poolOf = (max: number) => {
    const p = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: opts.poolTimeoutMs,
      ...(opts.statementTimeoutMs > 0 ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    p.on('error', (err) => console.warn(`PostgreSQL cerró una conexión inactiva: ${err.message}`));
    return p;
  };
  const pool = poolOf(opts.poolSize);
  const transactionPool = poolOf(opts.transactionPoolSize);
  const db = drizzlePg({ client: pool, schema, logger: loggerDeTablas }) as unknown as Database;
  // Transactions take their connections from a pool of their own. A transaction holds its
  // connection while it waits for a lock (a row, a company's case numbering or audit chain) and
  // between its statements; with one pool, a burst of writers left the reads queued behind them.
  const transactionDb = drizzlePg({ client: transactionPool, schema, logger: loggerDeTablas }) as unknown as Database;
  db.transaction = transactionDb.transaction.bind(transactionDb);
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Several instances may start at once: the advisory lock lets one migrate at a time.
      const conn = await pool.connect();
      try {
        // Waiting for another instance's migration, or building an index, may outlast the timeout.
        await conn.query('SET statement_timeout = 0');
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await conn.query('RESET statement_timeout').catch(() => {}); // back to the startup value
        conn.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), transactionPool.end()]);
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
