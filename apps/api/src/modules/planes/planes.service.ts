import { and, asc, count, eq, inArray, like, type SQL } from 'drizzle-orm';
import { MENSAJES_PLANES, type Plan } from '@atalaya/shared/contracts/planes';
import { PLAN_MODULES, type PlanModule } from '@atalaya/shared/roles';
import type { Database, DbOrTx } from '../../db/client';
import { empresas, foldedText, planes } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { uniqueViolation } from '../../platform/crud/db-errors';
import type { CrudContext } from '../../platform/crud/resource';
import { containsPattern, foldText } from '../../platform/crud/search';
import { AppError, notFound } from '../../platform/errors';

/* Globales → planes (admin_atalaya): modules enabled and due-diligence credits included. */

type PlanRow = typeof planes.$inferSelect;
export interface PlanBody {
  nombre: string;
  descripcion: string;
  modulos: PlanModule[];
  creditos_due_diligence: number;
  activo: boolean;
}

const esModulo = (m: string): m is PlanModule => (PLAN_MODULES as readonly string[]).includes(m);

function toDto(r: PlanRow, empresasN: number): Plan {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    modulos: r.modulos.filter(esModulo),
    creditos_due_diligence: r.creditos_due_diligence,
    activo: r.activo,
    empresas: empresasN,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function empresasPorPlan(db: DbOrTx, ids: number[]) {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ plan_id: empresas.plan_id, n: count() })
    .from(empresas)
    .where(inArray(empresas.plan_id, ids))
    .groupBy(empresas.plan_id);
  for (const r of rows) if (r.plan_id !== null) out.set(r.plan_id, Number(r.n));
  return out;
}

function audit(tx: DbOrTx, ctx: CrudContext, accion: string, id: number, cambios: unknown) {
  return recordAudit(
    tx,
    { empresa_id: null, usuario_id: ctx.usuarioId, accion, entidad: 'plan', entidad_id: id, cambios },
    ctx.now,
  );
}

function duplicado(err: unknown): never {
  if (uniqueViolation(err) !== undefined) {
    throw new AppError('CONFLICTO', MENSAJES_PLANES.duplicado, { nombre: MENSAJES_PLANES.duplicado });
  }
  throw err;
}

export const planesService = {
  async list(db: Database, f: { q?: string; activo?: boolean; skip: number; limit: number }) {
    const where: SQL[] = [];
    if (f.q) where.push(like(foldedText(planes.nombre, planes.descripcion), containsPattern(foldText(f.q))));
    if (f.activo !== undefined) where.push(eq(planes.activo, f.activo));
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(planes)
        .where(cond)
        .orderBy(asc(planes.creditos_due_diligence), asc(planes.nombre), asc(planes.id))
        .offset(f.skip)
        .limit(f.limit),
      db.select({ n: count() }).from(planes).where(cond),
    ]);
    const counts = await empresasPorPlan(
      db,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => toDto(r, counts.get(r.id) ?? 0)), total: total?.n ?? 0 };
  },

  async get(db: DbOrTx, id: number) {
    const [row] = await db.select().from(planes).where(eq(planes.id, id)).limit(1);
    if (!row) throw notFound();
    return toDto(row, (await empresasPorPlan(db, [id])).get(id) ?? 0);
  },

  async create(db: Database, ctx: CrudContext, body: PlanBody) {
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(planes).values(body).returning({ id: planes.id });
        await audit(tx, ctx, 'crear', row!.id, body);
        return row!.id;
      });
      return await this.get(db, id);
    } catch (err) {
      duplicado(err);
    }
  },

  async update(db: Database, ctx: CrudContext, id: number, body: PlanBody) {
    try {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(planes).where(eq(planes.id, id)).for('update').limit(1);
        if (!before) throw notFound();
        await tx.update(planes).set(body).where(eq(planes.id, id));
        const cambios: Record<string, { antes: unknown; despues: unknown }> = {};
        for (const k of Object.keys(body) as (keyof PlanBody)[]) {
          if (JSON.stringify(before[k]) !== JSON.stringify(body[k]))
            cambios[k] = { antes: before[k], despues: body[k] };
        }
        await audit(tx, ctx, 'actualizar', id, cambios);
      });
      return await this.get(db, id);
    } catch (err) {
      duplicado(err);
    }
  },

  /** All-or-nothing; a plan some company is on cannot be deleted (409). */
  async eliminar(db: Database, ctx: CrudContext, ids: number[]) {
    const unicos = [...new Set(ids)];
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(planes)
        .where(inArray(planes.id, unicos))
        .orderBy(asc(planes.id))
        .for('update');
      if (rows.length !== unicos.length) throw notFound();
      const enUso = await empresasPorPlan(tx, unicos);
      if ([...enUso.values()].some((n) => n > 0)) throw new AppError('CONFLICTO', MENSAJES_PLANES.enUso);
      await tx.delete(planes).where(inArray(planes.id, unicos));
      for (const r of rows) await audit(tx, ctx, 'eliminar', r.id, { nombre: r.nombre });
    });
    return { procesados: unicos.length };
  },
};
