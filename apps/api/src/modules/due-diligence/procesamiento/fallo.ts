import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { due_diligences, empresas } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import { registrarMovimiento } from '../solicitudes/creditos';
import { avisarFallo } from './avisos';

/** Motive of a refund in creditos_movimientos. */
export const MOTIVO_REEMBOLSO = 'reembolso';

/**
 * The job's last attempt failed: the request ends fallido with the reason (plain Spanish, shown
 * to the company), the company gets its credits back (balance and ledger; the request then holds
 * none and records the refund) and the requester is told, all in one transaction. A request
 * already out of pendiente/procesando is left alone, so a refund happens at most once.
 */
export async function marcarFallido(db: Database, id: number, error: string, ahora: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fila] = await tx
      .update(due_diligences)
      .set({
        estado: 'fallido',
        error,
        creditos_usados: 0,
        creditos_reembolsados: sql`${due_diligences.creditos_usados}`,
        updated_at: ahora,
      })
      .where(and(eq(due_diligences.id, id), inArray(due_diligences.estado, ['pendiente', 'procesando'])))
      .returning();
    if (!fila) return false;
    const creditos = fila.creditos_reembolsados;
    if (creditos > 0) {
      const [empresa] = await tx
        .update(empresas)
        .set({ creditos_due_diligence: sql`${empresas.creditos_due_diligence} + ${creditos}` })
        .where(eq(empresas.id, fila.empresa_id))
        .returning({ saldo: empresas.creditos_due_diligence });
      await registrarMovimiento(tx, {
        empresa_id: fila.empresa_id,
        cantidad: creditos,
        saldo: empresa!.saldo,
        motivo: MOTIVO_REEMBOLSO,
        due_diligence_id: fila.id,
        usuario_id: null,
        created_at: ahora,
      });
    }
    await recordAudit(
      tx,
      {
        empresa_id: fila.empresa_id,
        usuario_id: null,
        accion: 'fallar',
        entidad: 'due_diligence',
        entidad_id: fila.id,
        cambios: { estado: 'fallido', error, creditos_reembolsados: creditos },
      },
      ahora,
    );
    await avisarFallo(tx, fila, creditos);
    return true;
  });
}
