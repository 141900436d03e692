/** The PostgreSQL error behind a Drizzle error (node-postgres and PGlite both carry code/constraint). */
function pgError(err: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as never;
    current = e.cause;
  }
  return undefined;
}

/** Name of the unique index a statement violated, if that is why it failed. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err);
  if (e?.code !== '23505') return undefined;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
}

/**
 * Name of the foreign key a statement violated (e.g. deleting a row still referenced), if that is
 * why it failed: 23503 (NO ACTION) or 23001 (ON DELETE RESTRICT).
 */
export function foreignKeyViolation(err: unknown): string | undefined {
  const e = pgError(err);
  if (e?.code !== '23503' && e?.code !== '23001') return undefined;
  return e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
}

/**
 * The database gave up on a statement because the service is overloaded, not because the request
 * is wrong: cancelled by `statement_timeout` (57014, query_canceled) or no pooled connection freed
 * up within the pool's wait (node-postgres says so in the message only). Answered 503.
 */
export function databaseOverloaded(err: unknown): boolean {
  if (pgError(err)?.code === '57014') return true;
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { message?: unknown; cause?: unknown };
    if (typeof e.message === 'string' && e.message.startsWith('timeout exceeded when trying to connect')) return true;
    current = e.cause;
  }
  return false;
}

/**
 * The request carried a value the database cannot hold (found by fuzzing): a NUL character in text
 * (22021, 22P05), a number out of its column's range (22003), an impossible date (22007, 22008).
 * The client's fault, answered 400 like any invalid field, not 500.
 */
export function valueRejectedByDatabase(err: unknown): boolean {
  return ['22021', '22P05', '22003', '22007', '22008'].includes(pgError(err)?.code ?? '');
}
