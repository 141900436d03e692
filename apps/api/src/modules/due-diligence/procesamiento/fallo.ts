import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { devolverCreditos, registrarMovimiento } from '../solicitudes/creditos.repository';
import { avisarFallo } from './avisos';
import { fallarSolicitud } from './procesamiento.repository';

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
    const fila = await fallarSolicitud(tx, id, error, ahora);
    if (!fila) return false;
    const creditos = fila.creditos_reembolsados;
    if (creditos > 0) {
      const saldo = await devolverCreditos(tx, fila.empresa_id, creditos);
      await registrarMovimiento(tx, {
        empresa_id: fila.empresa_id,
        cantidad: creditos,
        saldo,
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
