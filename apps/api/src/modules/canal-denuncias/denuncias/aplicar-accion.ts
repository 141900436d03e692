import { and, count, eq } from 'drizzle-orm';
import type { AccionDenuncia, EstadoDenuncia, TipoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { accionesPermitidas, evaluarAccion, type ContextoDenuncia } from '@atalaya/shared/flujos/denuncia';
import type { DbOrTx } from '../../../db/client';
import { causas_raiz, denuncias, planes_accion } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { Actor, DenunciaRow } from './acceso-denuncia';

/* Asks the pure case-flow table (shared flujos/denuncia.ts) about a loaded case and applies its answer. */

export async function contextoDe(db: DbOrTx, denuncia: DenunciaRow): Promise<ContextoDenuncia> {
  const donde = <T extends typeof causas_raiz | typeof planes_accion>(t: T) =>
    and(eq(t.empresa_id, denuncia.empresa_id), eq(t.denuncia_id, denuncia.id));
  // Sequential: inside a transaction both engines run one query at a time on its connection.
  const [causas] = await db.select({ n: count() }).from(causas_raiz).where(donde(causas_raiz));
  const [planes] = await db.select({ n: count() }).from(planes_accion).where(donde(planes_accion));
  return {
    tipo: denuncia.tipo as TipoDenuncia,
    causasRaiz: Number(causas?.n ?? 0),
    planesAccion: Number(planes?.n ?? 0),
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
  cambios: Partial<typeof denuncias.$inferInsert> = {},
): Promise<{ desde: EstadoDenuncia; hacia: EstadoDenuncia; denuncia: DenunciaRow }> {
  const desde = denuncia.estado as EstadoDenuncia;
  const resultado = evaluarAccion(desde, accion, await contextoDe(tx, denuncia));
  if (!resultado.ok) throw new AppError(resultado.codigo, resultado.mensaje);
  const valores = { ...cambios, ...(resultado.cambiaEstado ? { estado: resultado.hacia } : {}) };
  if (Object.keys(valores).length === 0) return { desde, hacia: resultado.hacia, denuncia };
  const [actualizada] = await tx
    .update(denuncias)
    .set({ ...valores, updated_at: actor.now })
    .where(and(eq(denuncias.id, denuncia.id), eq(denuncias.empresa_id, actor.empresaId)))
    .returning();
  return { desde, hacia: resultado.hacia, denuncia: actualizada! };
}
