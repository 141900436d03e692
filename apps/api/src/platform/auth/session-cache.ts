/*
 * Session reads from memory for a moment (SESSION_CACHE_MS, 1 s by default). Every request of a
 * signed-in user otherwise starts with a database round trip to check its session; under load that
 * round trip waits in the pool behind the heavy queries, so even a page answered from the list
 * cache was as slow as the database.
 *
 * Only the stored row is kept: expiry, idle time and the user's and company's state are checked
 * against the clock on every request. Any answered request of this process that wrote a table
 * the row is made of (a sign-out, a revocation, a deactivation, a role, company or plan change)
 * empties the cache at once (platform/escrituras.ts), so in one instance a revocation applies to
 * the very next request, as before; a revocation made through another instance or the job worker
 * applies within the TTL.
 */

/** Tables the session row is read from (platform/auth/sessions.ts). */
export const TABLAS_DE_SESION: ReadonlySet<string> = new Set([
  'sesiones',
  'usuarios',
  'usuario_roles',
  'roles',
  'empresas',
  'planes',
]);

export class SessionCache<Row> {
  private readonly entries = new Map<string, { expires: number; row: Promise<Row | undefined> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The row of this token hash, read once for every concurrent caller; an unknown token is not kept. */
  remember(tokenHash: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(tokenHash);
    if (hit && hit.expires > now) return hit.row;
    if (hit) this.entries.delete(tokenHash);
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const row = load();
    const entry = { expires: now + this.ttlMs, row };
    this.entries.set(tokenHash, entry);
    const forget = () => {
      if (this.entries.get(tokenHash) === entry) this.entries.delete(tokenHash);
    };
    row.then((r) => r === undefined && forget(), forget);
    return row;
  }

  /** Answered writes: forget every row when one of its tables (or an unknown one) was written. */
  written(tablas: ReadonlySet<string> | undefined) {
    if (!tablas || [...tablas].some((t) => TABLAS_DE_SESION.has(t))) this.entries.clear();
  }
}
