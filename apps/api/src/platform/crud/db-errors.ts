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
