import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documento_flujos, empresas } from '../../db/schema/index';
import { lockFlujo, type FlujoRow } from './flujo.repository';

/*
 * Queries of the daily expiry job. It runs over every company, so it starts from flow ids and
 * takes each flow's tenant from the flow itself; the rest goes through flujo.repository.
 */

/** Largest per-company threshold (configuracionVencimientoSchema): bounds the index range scan. */
const MAX_DIAS_AVISO = 365;

/**
 * Up to `lote` published, not yet expired flows after `desdeId`, by id, that are due at `ahora`:
 * expired, or inside their company's 'por vencer' window and not yet warned.
 */
export async function flujosPorRevisar(db: DbOrTx, ahora: Date, desdeId: number, lote: number): Promise<number[]> {
  const ahoraSql = sql`${ahora.toISOString()}::timestamptz`;
  const filas = await db
    .select({ id: documento_flujos.id })
    .from(documento_flujos)
    .innerJoin(empresas, eq(empresas.id, documento_flujos.empresa_id))
    .where(
      and(
        eq(documento_flujos.fase, 'publicacion'),
        isNull(documento_flujos.vencido_at),
        isNotNull(documento_flujos.fecha_vencimiento),
        sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql} + make_interval(days => ${MAX_DIAS_AVISO})`,
        gt(documento_flujos.id, desdeId),
        or(
          sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql}`,
          and(
            isNull(documento_flujos.aviso_por_vencer_at),
            sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql} + make_interval(secs => ${empresas.dias_aviso_vencimiento} * 86400)`,
          ),
        ),
      ),
    )
    .orderBy(asc(documento_flujos.id))
    .limit(lote);
  return filas.map((f) => f.id);
}

/** Locks flow `flujoId` of whichever company with its document (lockFlujo's order). */
export async function lockFlujoDeCualquierEmpresa(tx: DbOrTx, flujoId: number) {
  const [pista] = await tx
    .select({ empresa_id: documento_flujos.empresa_id })
    .from(documento_flujos)
    .where(eq(documento_flujos.id, flujoId));
  return pista ? lockFlujo(tx, pista.empresa_id, flujoId) : null;
}

/**
 * Inserts a version unless one in progress exists already (the partial unique index on open
 * flows, also against a concurrent insert): its id, or null.
 */
export async function insertFlujoSiNoHayAbierto(
  tx: DbOrTx,
  values: typeof documento_flujos.$inferInsert,
): Promise<FlujoRow['id'] | null> {
  const [nuevo] = await tx
    .insert(documento_flujos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: documento_flujos.id });
  return nuevo?.id ?? null;
}
