import type { Evidencia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { DbOrTx } from '../../../db/client';
import { agrupar, cargarEvidencias } from './denuncia-dto';
import type { VinculoEvidencia } from './evidencias.repository';

/**
 * The evidence of a page of comments, investigations or plans, by record id (one query for the
 * page); `clave` is the company key, fetched before any transaction.
 */
export async function evidenciasPorRegistro(
  db: DbOrTx,
  clave: Buffer,
  empresaId: number,
  vinculo: VinculoEvidencia,
  registros: readonly { id: number }[],
): Promise<Map<number, Evidencia[]>> {
  if (registros.length === 0) return new Map();
  const ids = registros.map((r) => r.id);
  return agrupar(await cargarEvidencias(db, clave, empresaId, { vinculo, ids }), vinculo);
}
