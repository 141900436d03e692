import { createHash } from 'node:crypto';
import type { DbOrTx } from './client';

/*
 * Prepared queries for the hottest statements (a record's detail, the pages of the document
 * register and the case inbox): Drizzle builds their SQL once instead of on every request —
 * building it was half the server's CPU for a detail. The values go in as placeholders
 * (`sql.placeholder('id')`), so one prepared query serves every tenant and id. A query is
 * prepared per handle: a transaction gets its own, used only while it lasts.
 *
 * A lookup by id is also a named statement on PostgreSQL: each pooled connection parses it once
 * and may settle on one plan for every value, which for a key lookup is the same plan. A page or
 * a count (`planPorValores`) stays unnamed, so it is planned for the values of each run: the best
 * plan for a company with ten rows, or a rare search term, is not the best for a large company.
 */

interface Preparable<P> {
  prepare(name: string): P;
}

const porHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * PostgreSQL keeps a statement name to 63 bytes and cuts a longer one, so two long names could
 * meet: the name sent is the start of `nombre` (readable in pg_stat_statements) and its hash.
 */
function nombreEnPostgres(nombre: string): string {
  return `${nombre.slice(0, 40)}~${createHash('sha256').update(nombre).digest('hex').slice(0, 16)}`;
}

/**
 * The query `nombre` of `db`, built by `construir` the first time. `nombre` must name one SQL
 * text for good: PostgreSQL keeps it per connection under that name.
 */
/** For a page or a count: planned for the values of each run (see above). */
export const PLAN_POR_VALORES = { planPorValores: true } as const;

export function preparada<P>(
  db: DbOrTx,
  nombre: string,
  construir: (db: DbOrTx) => Preparable<P>,
  opciones: { planPorValores?: boolean } = {},
): P {
  let consultas = porHandle.get(db);
  if (!consultas) porHandle.set(db, (consultas = new Map()));
  let consulta = consultas.get(nombre) as P | undefined;
  if (!consulta) {
    // node-postgres sends a statement without a name as PostgreSQL's unnamed one: planned per run.
    consulta = construir(db).prepare(opciones.planPorValores ? '' : nombreEnPostgres(nombre));
    consultas.set(nombre, consulta);
  }
  return consulta;
}
