import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { creditos_movimientos, empresas, planes } from '../../../db/schema/index';

/*
 * Due-diligence credits: a company's balance (empresas.creditos_due_diligence) and the ledger of
 * every movement. A spend is one conditional UPDATE, so two concurrent requests can never take the
 * balance below zero.
 */

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

/** Takes `costo` credits if the balance covers them: the new balance, else undefined (nothing changed). */
export async function descontarCreditos(tx: DbOrTx, empresaId: number, costo: number): Promise<number | undefined> {
  const [fila] = await tx
    .update(empresas)
    .set({ creditos_due_diligence: sql`${empresas.creditos_due_diligence} - ${costo}` })
    .where(and(eq(empresas.id, empresaId), gte(empresas.creditos_due_diligence, costo)))
    .returning({ saldo: empresas.creditos_due_diligence });
  return fila?.saldo;
}

/** Gives `creditos` back to the company: its new balance. */
export async function devolverCreditos(tx: DbOrTx, empresaId: number, creditos: number): Promise<number> {
  const [fila] = await tx
    .update(empresas)
    .set({ creditos_due_diligence: sql`${empresas.creditos_due_diligence} + ${creditos}` })
    .where(eq(empresas.id, empresaId))
    .returning({ saldo: empresas.creditos_due_diligence });
  return fila!.saldo;
}

export async function saldoDe(db: DbOrTx, empresaId: number): Promise<number | undefined> {
  const [fila] = await db
    .select({ saldo: empresas.creditos_due_diligence })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return fila?.saldo;
}

/** Sum of every company's balance (the analysts' dashboard over all companies). */
export async function saldoTotal(db: DbOrTx): Promise<number> {
  const [suma] = await db
    .select({ n: sql<number>`coalesce(sum(${empresas.creditos_due_diligence}), 0)`.mapWith(Number) })
    .from(empresas);
  return suma?.n ?? 0;
}

export async function registrarMovimiento(tx: DbOrTx, values: typeof creditos_movimientos.$inferInsert) {
  await tx.insert(creditos_movimientos).values(values);
}
