import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { RouteAccess } from '../access';

/** A tenant table: integer `id` and the owning company's `empresa_id`. */
export type TenantTable = PgTable & { id: AnyPgColumn; empresa_id: AnyPgColumn };

/** Keys of the list querystring every resource shares (skip, limit, q; empresa_id is the guard's). */
type ListKeys = 'skip' | 'limit' | 'q' | 'empresa_id';

/**
 * A reference from a field of the body to a row of the same company, e.g. `departamento_id`.
 * Ids of another company (or missing) answer 400 with `mensaje` on the field; lists show the
 * referenced row's label under `como` ({ id, nombre }).
 */
export interface Referencia {
  tabla: TenantTable;
  /** Column or expression shown as the row's `nombre`. */
  etiqueta: AnyPgColumn | SQL;
  /** Key of the expanded `{ id, nombre }` in the answer (e.g. 'departamento'). */
  como: string;
  mensaje: string;
}

export interface CrudContext {
  empresaId: number;
  usuarioId: number;
  now: Date;
}

/**
 * One Mi Empresa-style resource as configuration: the table, its zod contracts and how lists
 * search, filter and sort. `registerCrudRoutes` turns it into documented routes under
 * `/{path}/`; `crudService` holds the rules (tenant, references, uniques, audit).
 */
export interface CrudResource<
  TTable extends TenantTable = TenantTable,
  TInput extends z.ZodObject = z.ZodObject,
  TFiltros extends z.ZodObject = z.ZodObject,
  TItem extends z.ZodObject = z.ZodObject,
  TLote extends z.ZodObject = z.ZodObject,
> {
  /** URL segment of SPEC §7 ('trabajadores' → /trabajadores/, /trabajadores/:id, …). */
  path: string;
  /** Entity name written in the audit log ('trabajador'). */
  entidad: string;
  /** Spanish nouns for the OpenAPI summaries. */
  nombre: { singular: string; plural: string };
  tag: string;
  access: RouteAccess;
  table: TTable;
  contracts: {
    /** Create body; PUT takes the same body (PATCH its partial, without defaults). */
    input: TInput;
    /** List querystring: skip, limit, q and the resource's filters. */
    filtros: TFiltros;
    /** One row as answered. */
    item: TItem;
    /** Fields a batch update may change; no batch-update route without it. */
    lote?: TLote;
    /** SPEC says PATCH for some catalogues; default PUT. */
    update?: 'PUT' | 'PATCH';
  };
  /** Folded text expression matched by `q` (see `foldedText` in the schema). */
  busqueda: SQL;
  /** Rewrites the folded search term first (e.g. a RUT typed with dots). */
  terminoBusqueda?: (folded: string) => string;
  /** Equality filters: querystring key → column. */
  filtros: { [K in Exclude<keyof z.output<TFiltros>, ListKeys>]: AnyPgColumn };
  /** Sort columns; `id` is always appended so pages are stable. */
  orden: AnyPgColumn[];
  referencias?: Partial<Record<keyof z.output<TInput> & string, Referencia>>;
  /** Unique index name → field and Spanish message of the 409. */
  unicos?: Record<string, { campo: string; mensaje: string }>;
  /**
   * Extra rules needing the database (region/comuna, no cycles). `actual` is the stored row on
   * update; throw AppError('VALIDACION', …, { campo: mensaje }).
   */
  validar?: (
    tx: DbOrTx,
    ctx: CrudContext,
    valores: Partial<z.output<TInput>>,
    actual?: TTable['$inferSelect'] & { id: number },
  ) => Promise<void>;
}

/** Identity helper that infers the generics of a resource declaration. */
export function defineResource<
  TTable extends TenantTable,
  TInput extends z.ZodObject,
  TFiltros extends z.ZodObject,
  TItem extends z.ZodObject,
  TLote extends z.ZodObject = z.ZodObject,
>(resource: CrudResource<TTable, TInput, TFiltros, TItem, TLote>) {
  return resource;
}
