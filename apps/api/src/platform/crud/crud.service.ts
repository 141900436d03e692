import { like, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit';
import { AppError, notFound } from '../errors';
import {
  deleteRows,
  findRow,
  findRows,
  hasTenantColumn,
  insertRow,
  labelsOf,
  labelsOfAll,
  labelsOfOne,
  linksOf,
  listRows,
  replaceLinksOf,
  updateRows,
  type Scope,
} from './crud.repository';
import { foreignKeyViolation, uniqueViolation } from './db-errors';
import type { CrudContext, CrudDto, CrudResource, CrudTable, Enlace, Referencia } from './resource';
import { containsPattern, foldText } from './search';

/** Columns never echoed back nor written from a body. */
const INTERNAL = new Set(['empresa_id']);
const SNAPSHOT_SKIP = new Set(['empresa_id', 'created_at', 'updated_at']);

type AnyResource = CrudResource<CrudTable, z.ZodObject, z.ZodObject, z.ZodObject, z.ZodObject>;
type Values = Record<string, unknown>;
type StoredRow = Record<string, unknown> & { id: number };

function referencias(resource: AnyResource): [string, Referencia][] {
  return Object.entries(resource.referencias ?? {}).filter((e): e is [string, Referencia] => !!e[1]);
}

function enlaces(resource: AnyResource): [string, Enlace][] {
  return Object.entries(resource.enlaces ?? {}).filter((e): e is [string, Enlace] => !!e[1]);
}

/**
 * A row as answered: no tenant column, ISO timestamps, each reference expanded to { id, nombre },
 * each link as { id, nombre }[], then the resource's computed fields.
 */
async function toDtos(db: DbOrTx, resource: AnyResource, empresaId: Scope, rows: StoredRow[], filtros?: Values) {
  const refs = referencias(resource);
  // One record (a detail, or the answer to a write): the resource's prepared lookup.
  const labels =
    rows.length === 1
      ? await labelsOfOne(
          db,
          empresaId,
          resource.path,
          refs.map(([campo, ref]) => {
            const id = rows[0]![campo];
            return { tabla: ref.tabla, etiqueta: ref.etiqueta, id: typeof id === 'number' ? id : null };
          }),
        )
      : await labelsOfAll(
          db,
          empresaId,
          refs.map(([campo, ref]) => ({
            tabla: ref.tabla,
            etiqueta: ref.etiqueta,
            ids: [...new Set(rows.map((r) => r[campo]).filter((v): v is number => typeof v === 'number'))],
          })),
        );
  const expanded = new Map(refs.map(([campo], i) => [campo, labels[i]!]));
  const dtos = rows.map((row) => {
    const dto: Values = {};
    for (const [k, v] of Object.entries(row)) {
      if (!INTERNAL.has(k)) dto[k] = v instanceof Date ? v.toISOString() : v;
    }
    for (const [campo, ref] of referencias(resource)) {
      const refId = row[campo];
      const nombre = typeof refId === 'number' ? expanded.get(campo)?.get(refId) : undefined;
      dto[ref.como] = typeof refId === 'number' && nombre !== undefined ? { id: refId, nombre } : null;
    }
    return dto as CrudDto;
  });
  for (const [, enlace] of enlaces(resource)) {
    const links = await linksOf(
      db,
      enlace,
      empresaId,
      dtos.map((d) => d.id),
    );
    for (const dto of dtos) dto[enlace.como] = links.get(dto.id) ?? [];
  }
  return resource.enriquecer ? resource.enriquecer(db, empresaId, dtos, filtros) : dtos;
}

function snapshot(row: StoredRow): Values {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SNAPSHOT_SKIP.has(k)));
}

/** Changed fields as { campo: { antes, despues } } for the audit log. */
function diff(before: StoredRow, after: StoredRow, fields: string[]): Values {
  const out: Values = {};
  for (const f of fields) {
    if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) out[f] = { antes: before[f], despues: after[f] };
  }
  return out;
}

/** Referenced ids must be rows of the same company (or global rows): 400 with the field's message otherwise. */
async function checkReferences(tx: DbOrTx, resource: AnyResource, empresaId: Scope, values: Values) {
  const errores: Record<string, string> = {};
  for (const [campo, ref] of referencias(resource)) {
    const refId = values[campo];
    if (typeof refId !== 'number') continue;
    const found = await labelsOf(tx, ref.tabla, ref.etiqueta, empresaId, [refId]);
    if (!found.has(refId)) errores[campo] = ref.mensaje;
  }
  if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
}

/**
 * Runs a mutation in one transaction; a unique-index violation becomes a 409 on its field, and
 * deleting a row other rows still reference (restrict foreign key) a 409 saying so.
 */
async function mutate<T>(db: Database, resource: AnyResource, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    const fk = foreignKeyViolation(err);
    if (fk !== undefined) {
      throw new AppError('CONFLICTO', resource.enUso?.[fk] ?? MENSAJE_EN_USO);
    }
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    const unico = resource.unicos?.[constraint];
    const mensaje = unico?.mensaje ?? 'Ya existe un registro con esos datos.';
    throw new AppError('CONFLICTO', mensaje, unico ? { [unico.campo]: mensaje } : undefined);
  }
}

const MENSAJE_EN_USO = 'No se puede completar la operación: el registro está en uso por otros registros.';

function uniqueIds(ids: number[]) {
  return [...new Set(ids)];
}

/**
 * The rules of a configured resource, shared by every Mi Empresa list: the tenant comes from the
 * caller, references must stay inside it, each mutation is one transaction with its audit rows,
 * and batches touch all their ids or none.
 */
export function crudService<
  TTable extends CrudTable,
  TInput extends z.ZodObject,
  TFiltros extends z.ZodObject,
  TItem extends z.ZodObject,
  TLote extends z.ZodObject,
>(resourceIn: CrudResource<TTable, TInput, TFiltros, TItem, TLote>) {
  const resource = resourceIn as unknown as AnyResource;
  const { table } = resource;
  const global = resource.alcance === 'global';
  if (global === hasTenantColumn(table)) {
    throw new Error(
      global
        ? `El recurso global ${resource.path} no puede usar una tabla con empresa_id`
        : `El recurso ${resource.path} necesita una tabla con empresa_id (o alcance 'global')`,
    );
  }
  /** The rows' scope: the caller's tenant, or null (platform rows, platform audit chain). */
  const scope = (empresaId: number): Scope => (global ? null : empresaId);
  const audit = (tx: DbOrTx, ctx: CrudContext, accion: string, entidadId: number, cambios: unknown) =>
    recordAudit(
      tx,
      {
        empresa_id: scope(ctx.empresaId),
        usuario_id: ctx.usuarioId,
        accion,
        entidad: resource.entidad,
        entidad_id: entidadId,
        cambios,
      },
      ctx.now,
    );

  /** Locks and returns all of `ids` in the tenant, or refuses the whole request with 404. */
  async function lockAll(tx: DbOrTx, ctx: CrudContext, ids: number[]) {
    const rows = (await findRows(tx, table, scope(ctx.empresaId), ids, true)) as StoredRow[];
    if (rows.length !== ids.length) throw notFound();
    return rows;
  }

  /** Body fields that are link id lists: taken out of the row's values. */
  function splitLinks(body: Values) {
    const values = { ...body };
    const links = new Map<Enlace, number[]>();
    for (const [campo, enlace] of enlaces(resource)) {
      const ids = values[campo];
      delete values[campo];
      if (Array.isArray(ids)) links.set(enlace, uniqueIds(ids as number[]));
    }
    return { values, links };
  }

  /** Checks and writes the links of `id`, with one audit row per list sent. */
  async function writeLinks(tx: DbOrTx, ctx: CrudContext, id: number, links: Map<Enlace, number[]>) {
    const errores: Record<string, string> = {};
    for (const [campo, enlace] of enlaces(resource)) {
      const ids = links.get(enlace);
      if (!ids) continue;
      const found = await labelsOf(tx, enlace.destino, enlace.etiqueta, scope(ctx.empresaId), ids);
      if (ids.some((x) => !found.has(x))) errores[campo] = enlace.mensaje;
    }
    if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
    for (const [campo, enlace] of enlaces(resource)) {
      const ids = links.get(enlace);
      if (!ids) continue;
      await replaceLinksOf(tx, enlace, scope(ctx.empresaId), id, ids);
      await audit(tx, ctx, enlace.accion, id, { [campo]: ids });
    }
  }

  async function applyUpdate(tx: DbOrTx, ctx: CrudContext, ids: number[], body: Values, lote: boolean) {
    const split = splitLinks(body);
    const { links } = split;
    let { values } = split;
    const current = await lockAll(tx, ctx, ids);
    await checkReferences(tx, resource, scope(ctx.empresaId), values);
    for (const row of current) await resource.validar?.(tx, ctx, values, row as never);
    if (!lote && resource.preparar) values = await resource.preparar(tx, ctx, values, current[0] as never);
    // A body with only link lists leaves the row itself untouched.
    const soloEnlaces = links.size > 0 && Object.keys(values).length === 0;
    const updated = soloEnlaces
      ? current
      : ((await updateRows(tx, table, scope(ctx.empresaId), ids, values)) as StoredRow[]);
    const before = new Map(current.map((r) => [r.id, r]));
    for (const row of updated) {
      if (!soloEnlaces) {
        await audit(tx, ctx, 'actualizar', row.id, diff(before.get(row.id)!, row, Object.keys(values)));
      }
      await writeLinks(tx, ctx, row.id, links);
    }
    return updated;
  }

  return {
    async list(db: Database, empresaId: number, query: Values) {
      const where: SQL[] = [];
      for (const [key, filtro] of Object.entries(resource.filtros)) {
        const value = query[key];
        if (value === undefined || value === null || value === '') continue;
        where.push(typeof filtro === 'function' ? (filtro as (v: unknown) => SQL)(value) : eq(filtro, value));
      }
      if (resource.condiciones) where.push(...(await resource.condiciones(db, query)));
      if (typeof query.q === 'string' && query.q.trim()) {
        const folded = foldText(query.q.trim());
        const term = resource.terminoBusqueda ? resource.terminoBusqueda(folded) : folded;
        where.push(like(resource.busqueda, containsPattern(term)));
      }
      const { rows, total } = await listRows(db, table, scope(empresaId), {
        where,
        orden: resource.orden,
        skip: Number(query.skip ?? 0),
        limit: Number(query.limit ?? 10),
      });
      return { data: await toDtos(db, resource, scope(empresaId), rows as StoredRow[], query), total };
    },

    async get(db: Database, empresaId: number, id: number) {
      const row = (await findRow(db, table, scope(empresaId), id)) as StoredRow | undefined;
      if (!row) throw notFound();
      const [dto] = await toDtos(db, resource, scope(empresaId), [row]);
      return dto!;
    },

    async create(db: Database, ctx: CrudContext, body: Values) {
      const { values, links } = splitLinks(body);
      const row = await mutate(db, resource, async (tx) => {
        await checkReferences(tx, resource, scope(ctx.empresaId), values);
        await resource.validar?.(tx, ctx, values);
        const stored = resource.preparar ? await resource.preparar(tx, ctx, values) : values;
        const inserted = (await insertRow(tx, table, scope(ctx.empresaId), stored)) as StoredRow;
        await audit(tx, ctx, 'crear', inserted.id, snapshot(inserted));
        await writeLinks(tx, ctx, inserted.id, links);
        return inserted;
      });
      const [dto] = await toDtos(db, resource, scope(ctx.empresaId), [row]);
      return dto!;
    },

    async update(db: Database, ctx: CrudContext, id: number, values: Values) {
      const [row] = await mutate(db, resource, (tx) => applyUpdate(tx, ctx, [id], values, false));
      const [dto] = await toDtos(db, resource, scope(ctx.empresaId), [row!]);
      return dto!;
    },

    async remove(db: Database, ctx: CrudContext, id: number) {
      await mutate(db, resource, async (tx) => {
        const [row] = await lockAll(tx, ctx, [id]);
        await resource.antesDeEliminar?.(tx, ctx, [row!]);
        await deleteRows(tx, table, scope(ctx.empresaId), [id]);
        await audit(tx, ctx, 'eliminar', id, snapshot(row!));
      });
      return { ok: true as const };
    },

    async batchDelete(db: Database, ctx: CrudContext, idsIn: number[]) {
      const ids = uniqueIds(idsIn);
      await mutate(db, resource, async (tx) => {
        const rows = await lockAll(tx, ctx, ids);
        await resource.antesDeEliminar?.(tx, ctx, rows);
        await deleteRows(tx, table, scope(ctx.empresaId), ids);
        for (const row of rows) await audit(tx, ctx, 'eliminar', row.id, snapshot(row));
      });
      return { procesados: ids.length };
    },

    async batchUpdate(db: Database, ctx: CrudContext, idsIn: number[], cambios: Values) {
      const ids = uniqueIds(idsIn);
      const values = Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined));
      await mutate(db, resource, (tx) => applyUpdate(tx, ctx, ids, values, true));
      return { procesados: ids.length };
    },
  };
}
