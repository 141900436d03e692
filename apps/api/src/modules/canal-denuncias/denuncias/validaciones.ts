import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { esCategoriaDeEmpresa, esInvestigadorPosible, esUsuarioActivo } from './denuncias.repository';
import { esPlanDeDenuncia } from './subrecursos.repository';

/* Checks that ids sent to the case routes name rows of the same company (else 400 on the field). */

const invalido = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', MENSAJES.datosInvalidos, { [campo]: mensaje });

/** An active user of the company (responsables of plans and measures). */
export async function exigirUsuario(db: DbOrTx, empresaId: number, id: number | null, campo: string, mensaje: string) {
  if (id === null) return;
  if (!(await esUsuarioActivo(db, empresaId, id))) throw invalido(campo, mensaje);
}

/**
 * An investigator: an active user of the company with a channel role, not excluded from the case
 * (the person a report involves never investigates it).
 */
export async function exigirInvestigador(
  db: DbOrTx,
  empresaId: number,
  denunciaId: number,
  id: number | null,
  campo = 'investigador_id',
) {
  if (id === null) return;
  const mensaje = 'Seleccione un investigador válido: un usuario del canal de denuncias no excluido del caso.';
  if (!(await esInvestigadorPosible(db, empresaId, denunciaId, id))) throw invalido(campo, mensaje);
}

export async function exigirCategoria(db: DbOrTx, empresaId: number, id: number) {
  if (!(await esCategoriaDeEmpresa(db, empresaId, id)))
    throw invalido('categoria_id', 'Seleccione una categoría válida.');
}

/** An action plan of this very case. */
export async function exigirPlanDeDenuncia(db: DbOrTx, empresaId: number, denunciaId: number, id: number | null) {
  if (id === null) return;
  if (!(await esPlanDeDenuncia(db, empresaId, denunciaId, id))) {
    throw invalido('plan_accion_id', 'Seleccione un plan de acción de esta denuncia.');
  }
}
