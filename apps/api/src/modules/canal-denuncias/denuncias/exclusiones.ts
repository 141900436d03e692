import type {
  DenunciaDetalle,
  DetalleExclusiones,
  PersonaExclusion,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { cargarDenuncia, ROLES_TODAS_LAS_CATEGORIAS, type Actor } from './acceso-denuncia';
import { exclusionesDe, nombresDeUsuarios, receptoresRestantes, reemplazarExclusiones } from './denuncias.repository';
import { llavesDe, type DepsDenuncias } from './denuncias.service';
import { construirDetalle } from './detalle';
import { dejarRastro } from './eventos';
import { exigirUsuario } from './validaciones';

/*
 * Exclusions keep people with a conflict of interest out of a case (issue 6 §9). They need a
 * reason and name, in the case's history and the audit, who was excluded, by whom and why
 * (issue 24 F3), so the remaining receivers can see and undo them. The caller never excludes
 * themself (they would lose the case mid-work; a recusal is asked of another receiver, which
 * traces a second person), and the case always keeps a receiver of the company.
 */

export const MENSAJE_SIN_RECEPTORES =
  'No se puede excluir a todos: debe quedar al menos una persona de la empresa que pueda ver la denuncia ' +
  '(un usuario activo del canal que reciba su categoría, o un administrador de la empresa).';

/** 'Nombre Apellido' of each id (any company: the caller may be a platform administrator), by name. */
async function nombres(tx: DbOrTx, ids: readonly number[]): Promise<PersonaExclusion[]> {
  const filas = await nombresDeUsuarios(tx, ids);
  return filas.map((f) => ({ id: f.id, nombre: `${f.nombre} ${f.apellido}`.trim() }));
}

/** Replaces who is kept out of the case, with the reason; all or nothing. */
export async function fijarExclusiones(
  deps: DepsDenuncias,
  actor: Actor,
  id: number,
  entrada: { usuario_ids: readonly number[]; motivo: string },
): Promise<DenunciaDetalle> {
  const ids = [...new Set(entrada.usuario_ids)];
  if (ids.includes(actor.usuarioId)) {
    throw new AppError('VALIDACION', MENSAJES.datosInvalidos, {
      usuario_ids: 'No puede excluirse a sí mismo de una denuncia.',
    });
  }
  const llaves = await llavesDe(deps, actor.empresaId);
  return deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id, { bloquear: true });
    for (const usuarioId of ids) {
      await exigirUsuario(tx, actor.empresaId, usuarioId, 'usuario_ids', 'Seleccione usuarios válidos de la empresa.');
    }
    if ((await receptoresRestantes(tx, fila, ids, ROLES_TODAS_LAS_CATEGORIAS)).length === 0) {
      throw new AppError('CONFLICTO', MENSAJE_SIN_RECEPTORES);
    }
    const antes = new Set(await exclusionesDe(tx, actor.empresaId, id));
    const ahora = new Set(ids);
    // Sequential: one connection per transaction.
    const excluidos = await nombres(tx, ids);
    const agregados = await nombres(
      tx,
      ids.filter((u) => !antes.has(u)),
    );
    const quitados = await nombres(
      tx,
      [...antes].filter((u) => !ahora.has(u)),
    );
    const [por] = await nombres(tx, [actor.usuarioId]);
    await reemplazarExclusiones(tx, actor.empresaId, id, ids);
    const detalle: DetalleExclusiones = {
      excluidos,
      agregados,
      quitados,
      motivo: entrada.motivo,
      por: por ?? null,
    };
    await dejarRastro(tx, actor, { denunciaId: id, evento: 'exclusiones', accion: 'excluir', detalle });
    return construirDetalle(tx, llaves, fila, actor.now);
  });
}
