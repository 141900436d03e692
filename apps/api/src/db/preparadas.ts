import type { DbOrTx } from './client';

/*
 * Prepared queries for the hottest statements (a record's detail): Drizzle builds their SQL once
 * instead of on every request — building it was half the server's CPU for a detail — and on
 * PostgreSQL each pooled connection parses it once (a named statement) and may reuse its plan.
 * The values go in as placeholders (`sql.placeholder('id')`), so one prepared query serves
 * every tenant and id. A query is prepared per handle: a transaction gets its own, used only
 * while it lasts.
 */

interface Preparable<P> {
  prepare(name: string): P;
}

const porHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * The query `nombre` of `db`, built by `construir` the first time. `nombre` must name one SQL
 * text for good: PostgreSQL keeps it per connection under that name.
 */
export function preparada<P>(db: DbOrTx, nombre: string, construir: (db: DbOrTx) => Preparable<P>): P {
  let consultas = porHandle.get(db);
  if (!consultas) porHandle.set(db, (consultas = new Map()));
  let consulta = consultas.get(nombre) as P | undefined;
  if (!consulta) {
    consulta = construir(db).prepare(nombre);
    consultas.set(nombre, consulta);
  }
  return consulta;
}
