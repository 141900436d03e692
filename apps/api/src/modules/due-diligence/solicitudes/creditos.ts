import { MENSAJES_DD } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { descontarCreditos, saldoDe } from './creditos.repository';

/** Motive of a spend in creditos_movimientos (refunds are the job's 'reembolso'). */
export const MOTIVO_GASTO = 'due_diligence';

/**
 * Takes `costo` credits from the company or throws 402 with the balance; call it inside the
 * transaction that creates what the credits pay for.
 */
export async function gastarCreditos(tx: DbOrTx, mov: { empresaId: number; costo: number }): Promise<number> {
  const saldo = await descontarCreditos(tx, mov.empresaId, mov.costo);
  if (saldo !== undefined) return saldo;
  const actual = await saldoDe(tx, mov.empresaId);
  throw new AppError('CREDITOS_INSUFICIENTES', MENSAJES_DD.creditosInsuficientes(mov.costo, actual ?? 0));
}
