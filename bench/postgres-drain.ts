/** What `drainPostgres` needs of a pg.Client or pg.Pool. */
interface Consultable {
  query(sql: string, params: unknown[]): Promise<{ rows: { n: number }[] }>;
}

/** Waits until PostgreSQL runs no query of `database` any more (requests still queued from a load run). */
export async function drainPostgres(q: Consultable, database: string, timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const { rows } = await q.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND state <> 'idle' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      [database],
    );
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
