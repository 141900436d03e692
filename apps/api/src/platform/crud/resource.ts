import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { RouteAccess } from '../access';

/** Any table the layer serves: integer `id`. */
export type CrudTable = PgTable & { id: AnyPgColumn };
/** A tenant table: integer `id` and the owning company's `empresa_id`. */
export type TenantTable = CrudTable & { empresa_id: AnyPgColumn };
/** A platform (global) table: integer `id`, no `empresa_id` (the Globales catalogue). */
export type GlobalTable = CrudTable;

/**
 * Whose rows a resource serves: `empresa` (default) scopes every query to the caller's company;
 * `global` serves platform rows without `empresa_id` (declare `access.plataforma()` or similar)
 * and audits on the platform chain (empresa_id null).
 */
export type Alcance = 'empresa' | 'global';

/** Keys of the list querystring every resource shares (skip, limit, q; empresa_id is the guard's). */
type ListKeys = 'skip' | 'limit' | 'q' | 'empresa_id';

/**
 * A reference from a field of the body to a row of the same company, e.g. `departamento_id`, or
 * to a global row when `tabla` has no `empresa_id` (a global resource may only point at those).
 * Ids of another company (or missing) answer 400 with `mensaje` on the field; lists show the
 * referenced row's label under `como` ({ id, nombre }).
 */
export interface Referencia {
  tabla: CrudTable;
  /** Column or expression shown as the row's `nombre`. */
  etiqueta: AnyPgColumn | SQL;
  /** Key of the expanded `{ id, nombre }` in the answer (e.g. 'departamento'). */
  como: string;
  mensaje: string;
}

export interface CrudContext {
  /** The caller's tenant; ignored (0) by global resources. */
  empresaId: number;
  usuarioId: number;
  now: Date;
}

/** A row as answered (references expanded, ISO timestamps). */
export type CrudDto = Record<string, unknown> & { id: number };

/**
 * A many-to-many link written from an id list of the body (e.g. `mitigacion_ids`) in the same
 * transaction as the row, and answered as `{ id, nombre }[]` under `como`. The list replaces the
 * previous links; an absent field (PATCH, batch) leaves them as they are. Ids must be rows of
 * `destino` in the resource's scope (400 with `mensaje` on the field otherwise).
 */
export interface Enlace {
  /** Link table, e.g. riesgo_global_mitigaciones. */
  tabla: PgTable;
  /** Its column pointing at this resource's row. */
  propio: AnyPgColumn;
  /** Its column pointing at the linked row. */
  otro: AnyPgColumn;
  /** Its `empresa_id` column, for tenant link tables. */
  empresa?: AnyPgColumn;
  /** The linked table and the label shown as `nombre`. */
  destino: CrudTable;
  etiqueta: AnyPgColumn | SQL;
  /** Key of the `{ id, nombre }[]` in the answer (e.g. 'mitigaciones'). */
  como: string;
  mensaje: string;
  /** Audit verb of the link row written after each change (e.g. 'vincular_mitigaciones'). */
  accion: string;
}

/**
 * One Mi Empresa-style resource as configuration: the table, its zod contracts and how lists
 * search, filter and sort. `registerCrudRoutes` turns it into documented routes under
 * `/{path}/`; `crudService` holds the rules (tenant, references, uniques, audit).
 */
export interface CrudResource<
  TTable extends CrudTable = TenantTable,
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
  /** Default 'empresa'; 'global' for platform tables without empresa_id. */
  alcance?: Alcance;
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
  /** Folded text matched by `q`: a `foldedText` expression, or a stored column of it on large tables. */
  busqueda: SQL | AnyPgColumn;
  /** Rewrites the folded search term first (e.g. a RUT typed with dots). */
  terminoBusqueda?: (folded: string) => string;
  /** Filters: querystring key → column (equality) or the condition a given value sets. */
  filtros: {
    [K in Exclude<keyof z.output<TFiltros>, ListKeys>]:
      AnyPgColumn | ((valor: NonNullable<z.output<TFiltros>[K]>) => SQL);
  };
  /**
   * Further list conditions that need the database (e.g. roles a company may hold); may throw
   * (404 for a missing company).
   */
  condiciones?: (db: DbOrTx, filtros: z.output<TFiltros>) => Promise<SQL[]>;
  /** GET /{path}/ answers `{ total, [claveLista]: rows }` instead of `{ data, total }` (roles). */
  claveLista?: string;
  /** Sort columns; `id` is always appended so pages are stable. */
  orden: AnyPgColumn[];
  referencias?: Partial<Record<keyof z.output<TInput> & string, Referencia>>;
  /**
   * Stored computed columns (e.g. a risk's inherent level): gets the checked body and answers the
   * values to write. Runs on create and on PUT/PATCH (`actual` = stored row), not on batch updates;
   * throw AppError('VALIDACION', …) to refuse.
   */
  preparar?: (
    tx: DbOrTx,
    ctx: CrudContext,
    valores: Partial<z.output<TInput>>,
    actual?: TTable['$inferSelect'] & { id: number },
  ) => Promise<Record<string, unknown>>;
  /** Many-to-many id lists of the body (field → link), e.g. `mitigacion_ids`. */
  enlaces?: Partial<Record<keyof z.output<TInput> & string, Enlace>>;
  /**
   * Computed fields of the answered rows (e.g. risk levels), after references and links are
   * expanded. `empresaId` is null for global resources; `filtros` is the list querystring (absent
   * for a single row).
   */
  enriquecer?: (
    db: DbOrTx,
    empresaId: number | null,
    dtos: CrudDto[],
    filtros?: z.output<TFiltros>,
  ) => Promise<CrudDto[]>;
  /**
   * Rules a delete (single or batch) must pass, on the locked rows before they go: throw
   * AppError('CONFLICTO', …) to refuse all of them (e.g. system roles, roles held by users).
   */
  antesDeEliminar?: (tx: DbOrTx, ctx: CrudContext, filas: (TTable['$inferSelect'] & { id: number })[]) => Promise<void>;
  /** Name of a restrict foreign key → Spanish message of the 409 when a row still in use is deleted. */
  enUso?: Record<string, string>;
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
  TTable extends CrudTable,
  TInput extends z.ZodObject,
  TFiltros extends z.ZodObject,
  TItem extends z.ZodObject,
  TLote extends z.ZodObject = z.ZodObject,
>(resource: CrudResource<TTable, TInput, TFiltros, TItem, TLote>) {
  return resource;
}
