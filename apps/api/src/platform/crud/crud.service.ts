import { like, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit';
import { AppError, notFound } from '../errors';
import { deleteRows, findRows, insertRow, labelsOf, listRows, updateRows } from './crud.repository';
import { uniqueViolation } from './db-errors';
import type { CrudContext, CrudResource, Referencia, TenantTable } from './resource';
import { containsPattern, foldText } from './search';

/** Columns never echoed back nor written from a body. */
const INTERNAL = new Set(['empresa_id']);
const SNAPSHOT_SKIP = new Set(['empresa_id', 'created_at', 'updated_at']);

type AnyResource = CrudResource<TenantTable, z.ZodObject, z.ZodObject, z.ZodObject, z.ZodObject>;
type Values = Record<string, unknown>;
type StoredRow = Record<string, unknown> & { id: number };

function referencias(resource: AnyResource): [string, Referencia][] {
  return Object.entries(resource.referencias ?? {}).filter((e): e is [string, Referencia] => !!e[1]);
}

/** A row as answered: no tenant column, ISO timestamps, each reference expanded to { id, nombre }. */
async function toDtos(db: DbOrTx, resource: AnyResource, empresaId: number, rows: StoredRow[]) {
  const expanded = new Map<string, Map<number, string>>();
  for (const [campo, ref] of referencias(resource)) {
    const ids = [...new Set(rows.map((r) => r[campo]).filter((v): v is number => typeof v === 'number'))];
    expanded.set(campo, await labelsOf(db, ref.tabla, ref.etiqueta, empresaId, ids));
  }
  return rows.map((row) => {
    const dto: Values = {};
    for (const [k, v] of Object.entries(row)) {
      if (!INTERNAL.has(k)) dto[k] = v instanceof Date ? v.toISOString() : v;
    }
    for (const [campo, ref] of referencias(resource)) {
      const refId = row[campo];
      const nombre = typeof refId === 'number' ? expanded.get(campo)?.get(refId) : undefined;
      dto[ref.como] = typeof refId === 'number' && nombre !== undefined ? { id: refId, nombre } : null;
    }
    return dto;
  });
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

/** Referenced ids must be rows of the same company: 400 with the field's message otherwise. */
async function checkReferences(tx: DbOrTx, resource: AnyResource, empresaId: number, values: Values) {
  const errores: Record<string, string> = {};
  for (const [campo, ref] of referencias(resource)) {
    const refId = values[campo];
    if (typeof refId !== 'number') continue;
    const found = await labelsOf(tx, ref.tabla, ref.etiqueta, empresaId, [refId]);
    if (!found.has(refId)) errores[campo] = ref.mensaje;
  }
  if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
}

/** Runs a mutation in one transaction; a unique-index violation becomes a 409 on its field. */
async function mutate<T>(db: Database, resource: AnyResource, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === undefined) throw err;
    const unico = resource.unicos?.[constraint];
    const mensaje = unico?.mensaje ?? 'Ya existe un registro con esos datos.';
    throw new AppError('CONFLICTO', mensaje, unico ? { [unico.campo]: mensaje } : undefined);
  }
}

function uniqueIds(ids: number[]) {
  return [...new Set(ids)];
}

/**
 * The rules of a configured resource, shared by every Mi Empresa list: the tenant comes from the
 * caller, references must stay inside it, each mutation is one transaction with its audit rows,
 * and batches touch all their ids or none.
 */
export function crudService<R extends AnyResource>(resourceIn: R) {
  const resource = resourceIn as AnyResource;
  const { table } = resource;
  const audit = (tx: DbOrTx, ctx: CrudContext, accion: string, entidadId: number, cambios: unknown) =>
    recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
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
    const rows = (await findRows(tx, table, ctx.empresaId, ids, true)) as StoredRow[];
    if (rows.length !== ids.length) throw notFound();
    return rows;
  }

  async function applyUpdate(tx: DbOrTx, ctx: CrudContext, ids: number[], values: Values) {
    const current = await lockAll(tx, ctx, ids);
    await checkReferences(tx, resource, ctx.empresaId, values);
    for (const row of current) await resource.validar?.(tx, ctx, values, row as never);
    const updated = (await updateRows(tx, table, ctx.empresaId, ids, values)) as StoredRow[];
    const before = new Map(current.map((r) => [r.id, r]));
    for (const row of updated)
      await audit(tx, ctx, 'actualizar', row.id, diff(before.get(row.id)!, row, Object.keys(values)));
    return updated;
  }

  return {
    async list(db: Database, empresaId: number, query: Values) {
      const where: SQL[] = [];
      for (const [key, column] of Object.entries(resource.filtros)) {
        const value = query[key];
        if (value !== undefined && value !== null && value !== '') where.push(eq(column, value));
      }
      if (typeof query.q === 'string' && query.q.trim()) {
        const folded = foldText(query.q.trim());
        const term = resource.terminoBusqueda ? resource.terminoBusqueda(folded) : folded;
        where.push(like(resource.busqueda, containsPattern(term)));
      }
      const { rows, total } = await listRows(db, table, empresaId, {
        where,
        orden: resource.orden,
        skip: Number(query.skip ?? 0),
        limit: Number(query.limit ?? 10),
      });
      return { data: await toDtos(db, resource, empresaId, rows as StoredRow[]), total };
    },

    async get(db: Database, empresaId: number, id: number) {
      const [row] = (await findRows(db, table, empresaId, [id])) as StoredRow[];
      if (!row) throw notFound();
      const [dto] = await toDtos(db, resource, empresaId, [row]);
      return dto!;
    },

    async create(db: Database, ctx: CrudContext, values: Values) {
      const row = await mutate(db, resource, async (tx) => {
        await checkReferences(tx, resource, ctx.empresaId, values);
        await resource.validar?.(tx, ctx, values);
        const inserted = (await insertRow(tx, table, ctx.empresaId, values)) as StoredRow;
        await audit(tx, ctx, 'crear', inserted.id, snapshot(inserted));
        return inserted;
      });
      const [dto] = await toDtos(db, resource, ctx.empresaId, [row]);
      return dto!;
    },

    async update(db: Database, ctx: CrudContext, id: number, values: Values) {
      const [row] = await mutate(db, resource, (tx) => applyUpdate(tx, ctx, [id], values));
      const [dto] = await toDtos(db, resource, ctx.empresaId, [row!]);
      return dto!;
    },

    async remove(db: Database, ctx: CrudContext, id: number) {
      await mutate(db, resource, async (tx) => {
        const [row] = await lockAll(tx, ctx, [id]);
        await deleteRows(tx, table, ctx.empresaId, [id]);
        await audit(tx, ctx, 'eliminar', id, snapshot(row!));
      });
      return { ok: true as const };
    },

    async batchDelete(db: Database, ctx: CrudContext, idsIn: number[]) {
      const ids = uniqueIds(idsIn);
      await mutate(db, resource, async (tx) => {
        const rows = await lockAll(tx, ctx, ids);
        await deleteRows(tx, table, ctx.empresaId, ids);
        for (const row of rows) await audit(tx, ctx, 'eliminar', row.id, snapshot(row));
      });
      return { procesados: ids.length };
    },

    async batchUpdate(db: Database, ctx: CrudContext, idsIn: number[], cambios: Values) {
      const ids = uniqueIds(idsIn);
      const values = Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined));
      await mutate(db, resource, (tx) => applyUpdate(tx, ctx, ids, values));
      return { procesados: ids.length };
    },
  };
}
