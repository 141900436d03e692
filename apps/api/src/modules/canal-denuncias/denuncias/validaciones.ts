import { and, eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import {
  categorias_denuncia,
  denuncia_exclusiones,
  planes_accion,
  roles,
  usuario_roles,
  usuarios,
} from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';

/* Checks that ids sent to the case routes name rows of the same company (else 400 on the field). */

const invalido = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', MENSAJES.datosInvalidos, { [campo]: mensaje });

/** An active user of the company (responsables of plans and measures). */
export async function exigirUsuario(db: DbOrTx, empresaId: number, id: number | null, campo: string, mensaje: string) {
  if (id === null) return;
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.empresa_id, empresaId), eq(usuarios.activo, true)))
    .limit(1);
  if (!fila) throw invalido(campo, mensaje);
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
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(
        eq(usuarios.id, id),
        eq(usuarios.empresa_id, empresaId),
        eq(usuarios.activo, true),
        inArray(roles.nombre, [...ACCESS.canalDenuncias]),
        sql`not exists (select 1 from ${denuncia_exclusiones} x where x.denuncia_id = ${denunciaId} and x.usuario_id = ${usuarios.id})`,
      ),
    )
    .limit(1);
  if (!fila) throw invalido(campo, mensaje);
}

export async function exigirCategoria(db: DbOrTx, empresaId: number, id: number) {
  const [fila] = await db
    .select({ id: categorias_denuncia.id })
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.id, id), eq(categorias_denuncia.empresa_id, empresaId)))
    .limit(1);
  if (!fila) throw invalido('categoria_id', 'Seleccione una categoría válida.');
}

/** An action plan of this very case. */
export async function exigirPlanDeDenuncia(db: DbOrTx, empresaId: number, denunciaId: number, id: number | null) {
  if (id === null) return;
  const [fila] = await db
    .select({ id: planes_accion.id })
    .from(planes_accion)
    .where(
      and(eq(planes_accion.id, id), eq(planes_accion.empresa_id, empresaId), eq(planes_accion.denuncia_id, denunciaId)),
    )
    .limit(1);
  if (!fila) throw invalido('plan_accion_id', 'Seleccione un plan de acción de esta denuncia.');
}
