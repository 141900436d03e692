import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { TenantTable } from './resource';

/*
 * Generic Drizzle queries of a tenant table. Every function takes the tenant id and every where
 * starts with it: another company's row is indistinguishable from a missing one.
 */

type Row<T extends TenantTable> = T['$inferSelect'] & { id: number };

const ofTenant = (t: TenantTable, empresaId: number, ...more: (SQL | undefined)[]) =>
  and(eq(t.empresa_id, empresaId), ...more)!;

export async function listRows<T extends TenantTable>(
  db: DbOrTx,
  t: T,
  empresaId: number,
  opts: { where: SQL[]; orden: AnyPgColumn[]; skip: number; limit: number },
) {
  const where = ofTenant(t, empresaId, ...opts.where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t as PgTable)
      .where(where)
      .orderBy(...opts.orden.map((c) => asc(c)), asc(t.id))
      .offset(opts.skip)
      .limit(opts.limit),
    db
      .select({ n: count() })
      .from(t as PgTable)
      .where(where),
  ]);
  return { rows: rows as Row<T>[], total: total?.n ?? 0 };
}

/** Rows of `ids` in the tenant; `forUpdate` locks them for the rest of the transaction. */
export async function findRows<T extends TenantTable>(
  db: DbOrTx,
  t: T,
  empresaId: number,
  ids: number[],
  forUpdate = false,
) {
  const q = db
    .select()
    .from(t as PgTable)
    .where(ofTenant(t, empresaId, inArray(t.id, ids)));
  return (await (forUpdate ? q.for('update') : q)) as Row<T>[];
}

export async function insertRow<T extends TenantTable>(db: DbOrTx, t: T, empresaId: number, values: object) {
  const [row] = await db
    .insert(t as PgTable)
    .values({ ...values, empresa_id: empresaId } as never)
    .returning();
  return row as Row<T>;
}

export async function updateRows<T extends TenantTable>(
  db: DbOrTx,
  t: T,
  empresaId: number,
  ids: number[],
  values: object,
) {
  const rows = await db
    .update(t as PgTable)
    .set(values as never)
    .where(ofTenant(t, empresaId, inArray(t.id, ids)))
    .returning();
  return rows as Row<T>[];
}

export async function deleteRows(db: DbOrTx, t: TenantTable, empresaId: number, ids: number[]) {
  const rows = await db
    .delete(t as PgTable)
    .where(ofTenant(t, empresaId, inArray(t.id, ids)))
    .returning({ id: t.id });
  return rows.map((r) => r.id as number);
}

/** id → label of the tenant's rows among `ids` (for references and their display). */
export async function labelsOf(
  db: DbOrTx,
  t: TenantTable,
  etiqueta: AnyPgColumn | SQL,
  empresaId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.id, nombre: sql<string>`${etiqueta}` })
    .from(t as PgTable)
    .where(ofTenant(t, empresaId, inArray(t.id, ids)));
  return new Map(rows.map((r) => [r.id as number, String(r.nombre ?? '')]));
}
