import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { due_diligences, empresas } from '../../../db/schema/index';
import type { DueDiligenceRow } from '../solicitudes/solicitudes.repository';

/*
 * The processing job's writes: each one conditional on the request's state, so a request someone
 * else finished, failed or changed meanwhile is left as it is.
 */

/** States of a request the job may still work on. */
export const EN_CURSO = ['pendiente', 'procesando'];

export async function findSolicitud(db: DbOrTx, id: number): Promise<DueDiligenceRow | undefined> {
  const [fila] = await db.select().from(due_diligences).where(eq(due_diligences.id, id)).limit(1);
  return fila;
}

export async function nombreEmpresa(db: DbOrTx, empresaId: number): Promise<string | undefined> {
  const [fila] = await db.select({ nombre: empresas.nombre }).from(empresas).where(eq(empresas.id, empresaId));
  return fila?.nombre;
}

/** The job's progress (and state) while the request is still in course. */
export async function avanzarSolicitud(
  db: DbOrTx,
  id: number,
  cambios: { progreso: number; estado?: 'procesando'; updated_at: Date },
): Promise<void> {
  await db
    .update(due_diligences)
    .set(cambios)
    .where(and(eq(due_diligences.id, id), inArray(due_diligences.estado, EN_CURSO)));
}

/** Stores the job's result on a request still 'procesando': the updated row, else undefined. */
export async function completarSolicitud(
  tx: DbOrTx,
  id: number,
  valores: Partial<typeof due_diligences.$inferInsert>,
): Promise<DueDiligenceRow | undefined> {
  const [fila] = await tx
    .update(due_diligences)
    .set(valores)
    .where(and(eq(due_diligences.id, id), eq(due_diligences.estado, 'procesando')))
    .returning();
  return fila;
}

/**
 * A request in course ends fallido with `error`, its credits moved to creditos_reembolsados: the
 * updated row, else undefined (it was no longer in course).
 */
export async function fallarSolicitud(
  tx: DbOrTx,
  id: number,
  error: string,
  ahora: Date,
): Promise<DueDiligenceRow | undefined> {
  const [fila] = await tx
    .update(due_diligences)
    .set({
      estado: 'fallido',
      error,
      creditos_usados: 0,
      creditos_reembolsados: sql`${due_diligences.creditos_usados}`,
      updated_at: ahora,
    })
    .where(and(eq(due_diligences.id, id), inArray(due_diligences.estado, EN_CURSO)))
    .returning();
  return fila;
}
