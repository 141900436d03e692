import type { AccionDenuncia, EstadoDenuncia, TipoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { accionesPermitidas, evaluarAccion, type ContextoDenuncia } from '@atalaya/shared/flujos/denuncia';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { Actor, DenunciaRow } from './acceso-denuncia';
import { actualizarDenuncia, type CambiosDenuncia } from './denuncias.repository';
import { causasYPlanes } from './subrecursos.repository';

/* Asks the pure case-flow table (shared flujos/denuncia.ts) about a loaded case and applies its answer. */

export async function contextoDe(db: DbOrTx, denuncia: DenunciaRow): Promise<ContextoDenuncia> {
  const { causasRaiz, planesAccion } = await causasYPlanes(db, denuncia.empresa_id, denuncia.id);
  return {
    tipo: denuncia.tipo as TipoDenuncia,
    causasRaiz,
    planesAccion,
    derivadaDt: denuncia.derivada_dt_at !== null,
  };
}

export async function permitidasDe(db: DbOrTx, denuncia: DenunciaRow): Promise<AccionDenuncia[]> {
  return accionesPermitidas(denuncia.estado as EstadoDenuncia, await contextoDe(db, denuncia));
}

/**
 * Checks `accion` on `denuncia` (locked by the caller) and, when the table moves the case, writes
 * its new state plus `cambios`. Refusals answer the table's code (CONFLICTO) and Spanish reason.
 * Returns the state before and after.
 */
export async function aplicarAccion(
  tx: DbOrTx,
  actor: Actor,
  denuncia: DenunciaRow,
  accion: AccionDenuncia,
  cambios: CambiosDenuncia = {},
): Promise<{ desde: EstadoDenuncia; hacia: EstadoDenuncia; denuncia: DenunciaRow }> {
  const desde = denuncia.estado as EstadoDenuncia;
  const resultado = evaluarAccion(desde, accion, await contextoDe(tx, denuncia));
  if (!resultado.ok) throw new AppError(resultado.codigo, resultado.mensaje);
  const valores = { ...cambios, ...(resultado.cambiaEstado ? { estado: resultado.hacia } : {}) };
  if (Object.keys(valores).length === 0) return { desde, hacia: resultado.hacia, denuncia };
  const actualizada = await actualizarDenuncia(tx, actor.empresaId, denuncia.id, {
    ...valores,
    updated_at: actor.now,
  });
  return { desde, hacia: resultado.hacia, denuncia: actualizada! };
}
