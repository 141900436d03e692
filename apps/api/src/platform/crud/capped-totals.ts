import { count, type Subquery } from 'drizzle-orm';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

import type { DbOrTx } from '../../db/client';
import { PLAN_POR_VALORES, preparada } from '../../db/preparadas';

/*
 * Capped list totals, remembered for a short while. Counting up to TOTAL_MAXIMO + 1 rows is the
 * most expensive part of a list on a large table (a broad search re-reads ~10,000 rows on every
 * page turn), and once a count reaches the cap the screen only says '10.000+'. So only capped
 * counts are remembered: an exact total (≤ 10.000) is always counted afresh and stays exact after
 * every write. A remembered '10.000+' can outlive deletions that bring the set under the cap for
 * at most TTL_MS.
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

/** Per database handle (tests open many), count SQL + params → when the capped count expires. */
const cache = new WeakMap<object, Map<string, number>>();

export function rememberedCappedTotal(db: object, key: string, now = Date.now()): number | undefined {
  const expires = cache.get(db)?.get(key);
  if (expires === undefined) return undefined;
  if (expires > now) return TOTAL_MAXIMO + 1;
  cache.get(db)!.delete(key);
  return undefined;
}

export function rememberTotal(db: object, key: string, total: number, now = Date.now()) {
  if (total <= TOTAL_MAXIMO) return;
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  // Oldest first: a Map iterates in insertion order.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, now + TTL_MS);
}

type Filas = { limit(n: number): { as(alias: string): Subquery } };

/** A capped count under `key`: remembered when it reached the cap, else counted by `contar`. */
async function contarRecordando(db: DbOrTx, key: string, contar: () => Promise<{ n: number }[]>) {
  const remembered = rememberedCappedTotal(db, key);
  if (remembered !== undefined) return remembered;
  const [r] = await contar();
  const total = Number(r?.n ?? 0);
  rememberTotal(db, key, total);
  return total;
}

/**
 * A list's total, exact up to TOTAL_MAXIMO and TOTAL_MAXIMO + 1 beyond it: `filas` (a `select 1`
 * with the list's joins and conditions) is counted up to the cap, and a capped count is remembered.
 */
export async function cappedTotal(db: DbOrTx, filas: Filas): Promise<number> {
  const countQuery = db.select({ n: count() }).from(filas.limit(TOTAL_MAXIMO + 1).as('limitado'));
  const { sql, params } = countQuery.toSQL();
  return contarRecordando(db, `${sql}\u0000${JSON.stringify(params)}`, () => countQuery);
}

/**
 * cappedTotal through a count prepared once under `nombre` (one SQL text for good): `filas`
 * takes its values from placeholders, given in `valores` when it runs.
 */
export async function cappedTotalPreparado(
  db: DbOrTx,
  nombre: string,
  valores: Record<string, unknown>,
  filas: (db: DbOrTx) => Filas,
): Promise<number> {
  const consulta = preparada(
    db,
    nombre,
    (d) =>
      d.select({ n: count() }).from(
        filas(d)
          .limit(TOTAL_MAXIMO + 1)
          .as('limitado'),
      ),
    PLAN_POR_VALORES,
  );
  return contarRecordando(db, `${nombre}\u0000${JSON.stringify(valores)}`, () => consulta.execute(valores));
}
