import { and, eq, gte, sql } from 'drizzle-orm';
import { MENSAJES_DD } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { DbOrTx } from '../../../db/client';
import { creditos_movimientos, empresas, planes } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';

/*
 * Due-diligence credits: a company's balance (empresas.creditos_due_diligence) and the ledger of
 * every movement. A spend is one conditional UPDATE, so two concurrent requests can never take the
 * balance below zero.
 */

/** Motive of a spend in creditos_movimientos (refunds are the job's 'reembolso'). */
export const MOTIVO_GASTO = 'due_diligence';

/** Plan costs of a company; a company without a plan pays the column defaults. */
export async function costosDe(db: DbOrTx, empresaId: number) {
  const [fila] = await db
    .select({
      saldo: empresas.creditos_due_diligence,
      activo: empresas.activo,
      modulos: planes.modulos,
      lite: sql<number>`coalesce(${planes.costo_dd_lite}, 1)`,
      full: sql<number>`coalesce(${planes.costo_dd_full}, 3)`,
    })
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return fila && { ...fila, lite: Number(fila.lite), full: Number(fila.full), modulos: fila.modulos ?? [] };
}

/**
 * Takes `costo` credits from the company or throws 402 with the balance; call it inside the
 * transaction that creates what the credits pay for.
 */
export async function gastarCreditos(tx: DbOrTx, mov: { empresaId: number; costo: number }): Promise<number> {
  const [fila] = await tx
    .update(empresas)
    .set({ creditos_due_diligence: sql`${empresas.creditos_due_diligence} - ${mov.costo}` })
    .where(and(eq(empresas.id, mov.empresaId), gte(empresas.creditos_due_diligence, mov.costo)))
    .returning({ saldo: empresas.creditos_due_diligence });
  if (fila) return fila.saldo;
  const [actual] = await tx
    .select({ saldo: empresas.creditos_due_diligence })
    .from(empresas)
    .where(eq(empresas.id, mov.empresaId));
  throw new AppError('CREDITOS_INSUFICIENTES', MENSAJES_DD.creditosInsuficientes(mov.costo, actual?.saldo ?? 0));
}

export async function registrarMovimiento(tx: DbOrTx, values: typeof creditos_movimientos.$inferInsert) {
  await tx.insert(creditos_movimientos).values(values);
}
