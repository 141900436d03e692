import { AppError, notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import type { ActorDueDiligence } from '../contexto';
import type { DatosReporte } from './modelo-reporte';
import { findDatosReporte } from './reporte.repository';

export const MENSAJE_REPORTE_NO_DISPONIBLE = 'El reporte aún no está disponible.';

/**
 * The data of a due diligence's report, if the caller may read it: a company reads its own
 * published (terminado) reports; a platform analyst reads any once the job has processed it, to
 * review it before publishing (the report then says it is a draft).
 */
export async function datosReporte(
  deps: Pick<Dependencias, 'db'>,
  actor: ActorDueDiligence,
  id: number,
): Promise<DatosReporte> {
  const row = await findDatosReporte(deps.db, id);
  if (!row || (!actor.esAnalista && row.empresa_id !== actor.empresaId)) throw notFound();
  const disponible = actor.esAnalista ? row.procesado_at !== null : row.estado === 'terminado';
  if (!disponible) throw new AppError('CONFLICTO', MENSAJE_REPORTE_NO_DISPONIBLE);
  return row;
}
