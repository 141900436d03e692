import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DenunciaDetalle, DetalleExclusiones, PersonaExclusion } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { MENSAJES } from '@atalaya/shared/messages';
import { ACCESS } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import {
  categoria_denuncia_receptores,
  denuncia_exclusiones,
  roles,
  usuario_roles,
  usuarios,
} from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { exclusionesDe } from '../publico/canal-publico.repository';
import { cargarDenuncia, ROLES_TODAS_LAS_CATEGORIAS, type Actor, type DenunciaRow } from './acceso-denuncia';
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

/**
 * Users of the company who would still see the case with `excluidos` out: active, with a channel
 * role, and — when its category has receivers — one of them or a company administrator
 * (the rule of `condicionVisible`, counted over the company's own users).
 */
async function receptoresRestantes(tx: DbOrTx, fila: DenunciaRow, excluidos: readonly number[]): Promise<number[]> {
  const todas = sql`exists (select 1 from ${usuario_roles} ur join ${roles} r on r.id = ur.rol_id
    where ur.usuario_id = ${usuarios.id} and r.nombre in (${sql.join(
      ROLES_TODAS_LAS_CATEGORIAS.map((r) => sql`${r}`),
      sql`, `,
    )}))`;
  const categoria =
    fila.categoria_id === null
      ? undefined
      : or(
          todas,
          sql`not exists (select 1 from ${categoria_denuncia_receptores} c where c.categoria_id = ${fila.categoria_id})`,
          sql`exists (select 1 from ${categoria_denuncia_receptores} c where c.categoria_id = ${fila.categoria_id} and c.usuario_id = ${usuarios.id})`,
        );
  const filas = await tx
    .selectDistinct({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(
        eq(usuarios.empresa_id, fila.empresa_id),
        eq(usuarios.activo, true),
        inArray(roles.nombre, [...ACCESS.canalDenuncias]),
        excluidos.length > 0 ? notInArray(usuarios.id, [...excluidos]) : undefined,
        categoria,
      ),
    );
  return filas.map((f) => f.id);
}

/** 'Nombre Apellido' of each id (any company: the caller may be a platform administrator), by name. */
async function nombres(tx: DbOrTx, ids: readonly number[]): Promise<PersonaExclusion[]> {
  if (ids.length === 0) return [];
  const filas = await tx
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido })
    .from(usuarios)
    .where(inArray(usuarios.id, [...ids]))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
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
    if ((await receptoresRestantes(tx, fila, ids)).length === 0) {
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
    await tx
      .delete(denuncia_exclusiones)
      .where(and(eq(denuncia_exclusiones.empresa_id, actor.empresaId), eq(denuncia_exclusiones.denuncia_id, id)));
    if (ids.length > 0) {
      await tx
        .insert(denuncia_exclusiones)
        .values(ids.map((usuario_id) => ({ empresa_id: actor.empresaId, denuncia_id: id, usuario_id })));
    }
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
