import { and, asc, count, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { preparada } from '../../db/preparadas';
import { cappedTotal } from './capped-totals';
import type { CrudTable, Enlace } from './resource';

/*
 * Generic Drizzle queries of the tables the CRUD layer serves. Every function takes the scope:
 * a tenant id, and then every where starts with it (another company's row is indistinguishable
 * from a missing one), or null for a global table, which must then have no `empresa_id`.
 */

type Row<T extends CrudTable> = T['$inferSelect'] & { id: number };
/** The tenant of the rows, or null for a global (platform) table. */
export type Scope = number | null;

export function hasTenantColumn(t: PgTable): boolean {
  return 'empresa_id' in getTableColumns(t);
}

/** Where a prepared query takes the tenant: the value is given when it runs. */
const EMPRESA = sql.placeholder('empresa');

/** The scope condition; refuses to read a tenant table globally or a global table by tenant. */
function ofScope(t: CrudTable, empresaId: Scope | typeof EMPRESA, ...more: (SQL | undefined)[]): SQL | undefined {
  const tenant = hasTenantColumn(t);
  if (empresaId === null) {
    if (tenant) throw new Error('Una tabla con empresa_id no se consulta sin empresa');
    return more.length ? and(...more) : undefined;
  }
  if (!tenant) throw new Error('Una tabla global no tiene empresa_id');
  return and(eq((t as CrudTable & { empresa_id: AnyPgColumn }).empresa_id, empresaId), ...more);
}

/**
 * One page plus the total, exact up to TOTAL_MAXIMO and capped at TOTAL_MAXIMO + 1 beyond it:
 * the count reads at most that many index entries, so it stays fast on millions of rows; a capped
 * count is remembered for a while (capped-totals.ts).
 */
export async function listRows<T extends CrudTable>(
  db: DbOrTx,
  t: T,
  empresaId: Scope,
  opts: { where: SQL[]; orden: AnyPgColumn[]; skip: number; limit: number },
) {
  const where = ofScope(t, empresaId, ...opts.where);
  const filas = db
    .select({ uno: sql`1` })
    .from(t as PgTable)
    .where(where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(t as PgTable)
      .where(where)
      .orderBy(...opts.orden.map((c) => asc(c)), asc(t.id))
      .offset(opts.skip)
      .limit(opts.limit),
    cappedTotal(db, filas),
  ]);
  return { rows: rows as Row<T>[], total };
}

/** Rows of `ids` in the scope; `forUpdate` locks them for the rest of the transaction. */
export async function findRows<T extends CrudTable>(
  db: DbOrTx,
  t: T,
  empresaId: Scope,
  ids: number[],
  forUpdate = false,
) {
  const q = db
    .select()
    .from(t as PgTable)
    .where(ofScope(t, empresaId, inArray(t.id, ids)));
  return (await (forUpdate ? q.for('update') : q)) as Row<T>[];
}

/** Row `id` in the scope (a record's detail), through a query prepared once per table. */
export async function findRow<T extends CrudTable>(db: DbOrTx, t: T, empresaId: Scope, id: number) {
  const consulta = preparada(db, `fila_${getTableName(t as PgTable)}`, (d) =>
    d
      .select()
      .from(t as PgTable)
      .where(ofScope(t, empresaId === null ? null : EMPRESA, eq(t.id, sql.placeholder('id')))),
  );
  const [row] = await consulta.execute({ empresa: empresaId, id });
  return row as Row<T> | undefined;
}

export async function insertRow<T extends CrudTable>(db: DbOrTx, t: T, empresaId: Scope, values: object) {
  ofScope(t, empresaId);
  const [row] = await db
    .insert(t as PgTable)
    .values((empresaId === null ? { ...values } : { ...values, empresa_id: empresaId }) as never)
    .returning();
  return row as Row<T>;
}

export async function updateRows<T extends CrudTable>(
  db: DbOrTx,
  t: T,
  empresaId: Scope,
  ids: number[],
  values: object,
) {
  const rows = await db
    .update(t as PgTable)
    .set(values as never)
    .where(ofScope(t, empresaId, inArray(t.id, ids)))
    .returning();
  return rows as Row<T>[];
}

export async function deleteRows(db: DbOrTx, t: CrudTable, empresaId: Scope, ids: number[]) {
  const rows = await db
    .delete(t as PgTable)
    .where(ofScope(t, empresaId, inArray(t.id, ids)))
    .returning({ id: t.id });
  return rows.map((r) => r.id as number);
}

/**
 * id → label of the rows among `ids` (for references and their display). A table with
 * `empresa_id` is read in the tenant `empresaId`; a global table needs no tenant.
 */
export async function labelsOf(
  db: DbOrTx,
  t: CrudTable,
  etiqueta: AnyPgColumn | SQL,
  empresaId: Scope,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.id, nombre: sql<string>`${etiqueta}` })
    .from(t as PgTable)
    .where(ofScope(t, hasTenantColumn(t) ? empresaId : null, inArray(t.id, ids)));
  return new Map(rows.map((r) => [r.id as number, String(r.nombre ?? '')]));
}

export interface LabelLookup {
  tabla: CrudTable;
  etiqueta: AnyPgColumn | SQL;
  ids: number[];
}

/**
 * labelsOf for several lookups in one round trip (a UNION ALL of one select per lookup, tagged
 * with its position): one id → label map per lookup, in order, scoped exactly like labelsOf.
 */
export async function labelsOfAll(
  db: DbOrTx,
  empresaId: Scope,
  lookups: LabelLookup[],
): Promise<Map<number, string>[]> {
  const out = lookups.map(() => new Map<number, string>());
  const selects = lookups.flatMap((l, i) =>
    l.ids.length === 0 ? [] : [etiquetasDe(db, l, i, empresaId, inArray(l.tabla.id, l.ids))],
  );
  if (selects.length === 0) return out;
  for (const r of await unidas(selects)) out[r.ref]!.set(r.id, String(r.nombre ?? ''));
  return out;
}

/** Labels of `l`'s rows that meet `donde`, in the scope, tagged with the lookup's position `i`. */
function etiquetasDe(
  db: DbOrTx,
  l: Omit<LabelLookup, 'ids'>,
  i: number,
  empresaId: Scope | typeof EMPRESA,
  donde: SQL,
) {
  return db
    .select({
      ref: sql<number>`${sql.raw(String(i))}`.mapWith(Number),
      id: sql<number>`${l.tabla.id}`.mapWith(Number),
      nombre: sql<string | null>`(${l.etiqueta})::text`,
    })
    .from(l.tabla as PgTable)
    .where(ofScope(l.tabla, hasTenantColumn(l.tabla) ? empresaId : null, donde));
}

/** One select, or all of them in a UNION ALL. */
function unidas(selects: ReturnType<typeof etiquetasDe>[]) {
  const [first, second, ...rest] = selects;
  return second ? unionAll(first!, second, ...rest) : first!;
}

/**
 * labelsOfAll for one row (each lookup has one id, or null for none) through a union prepared
 * once per `nombre`, which must name one list of lookups for good (e.g. a resource's references).
 */
export async function labelsOfOne(
  db: DbOrTx,
  empresaId: Scope,
  nombre: string,
  lookups: (Omit<LabelLookup, 'ids'> & { id: number | null })[],
): Promise<Map<number, string>[]> {
  const out = lookups.map(() => new Map<number, string>());
  if (lookups.every((l) => l.id === null)) return out;
  const consulta = preparada(db, `etiquetas_${nombre}`, (d) =>
    unidas(
      lookups.map((l, i) =>
        etiquetasDe(d, l, i, empresaId === null ? null : EMPRESA, eq(l.tabla.id, sql.placeholder(`id${i}`))),
      ),
    ),
  );
  const valores = Object.fromEntries(lookups.map((l, i) => [`id${i}`, l.id]));
  const rows = await consulta.execute({ empresa: empresaId, ...valores });
  for (const r of rows) out[r.ref]!.set(r.id, String(r.nombre ?? ''));
  return out;
}

/** Linked rows of each of `ids` as { id, nombre }, by label. */
export async function linksOf(db: DbOrTx, enlace: Enlace, empresaId: Scope, ids: number[]) {
  const out = new Map<number, { id: number; nombre: string }[]>();
  if (ids.length === 0) return out;
  const destino = enlace.destino;
  const rows = await db
    .select({ propio: enlace.propio, id: destino.id, nombre: sql<string>`${enlace.etiqueta}` })
    .from(enlace.tabla)
    .innerJoin(destino as PgTable, eq(destino.id, enlace.otro))
    .where(
      and(
        inArray(enlace.propio, ids),
        enlace.empresa && empresaId !== null ? eq(enlace.empresa, empresaId) : undefined,
      ),
    )
    .orderBy(asc(sql`${enlace.etiqueta}`), asc(destino.id));
  for (const r of rows) {
    const list = out.get(r.propio as number) ?? [];
    list.push({ id: r.id as number, nombre: String(r.nombre ?? '') });
    out.set(r.propio as number, list);
  }
  return out;
}

/** Replaces the links of row `id` with `otros` (already checked to exist in the scope). */
export async function replaceLinksOf(db: DbOrTx, enlace: Enlace, empresaId: Scope, id: number, otros: number[]) {
  const tenant = enlace.empresa && empresaId !== null ? eq(enlace.empresa, empresaId) : undefined;
  await db.delete(enlace.tabla).where(and(eq(enlace.propio, id), tenant));
  if (otros.length === 0) return;
  const propio = enlace.propio.name;
  const otro = enlace.otro.name;
  const empresa = enlace.empresa?.name;
  const key = (col: string) =>
    Object.entries(getTableColumns(enlace.tabla)).find(([, c]) => (c as AnyPgColumn).name === col)![0];
  await db.insert(enlace.tabla).values(
    otros.map((o) => ({
      [key(propio)]: id,
      [key(otro)]: o,
      ...(empresa && empresaId !== null ? { [key(empresa)]: empresaId } : {}),
    })) as never,
  );
}

/**
 * How many rows of `columna`'s table point at each of `ids` through it (e.g. companies per plan);
 * `donde` narrows the rows counted. Ids nothing points at are absent (read them as 0).
 */
export async function contarPor(db: DbOrTx, columna: AnyPgColumn, ids: number[], donde?: SQL) {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: columna, n: count() })
    .from(columna.table)
    .where(and(inArray(columna, ids), donde))
    .groupBy(columna);
  for (const r of rows) if (r.id !== null) out.set(Number(r.id), Number(r.n));
  return out;
}
