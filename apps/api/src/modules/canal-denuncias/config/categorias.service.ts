import type { z } from 'zod';
import {
  MENSAJES_CANAL_CONFIG,
  type CategoriaDenuncia,
  type categoriaDenunciaInputSchema,
} from '@atalaya/shared/contracts/canal-denuncias/config';
import type { TipoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import {
  actualizarCategoria as actualizarFilaCategoria,
  borrarCategoria,
  categoriaBloqueada,
  categoriasDe,
  insertarCategorias,
  receptoresConNombre,
  receptoresIds,
  reemplazarReceptores,
  usosDeCategorias,
} from './canal-config.repository';
import { usuariosCanal } from './usuarios-canal';

/*
 * Report categories of a company and who receives each (issue 6 §8). A category without
 * receivers goes to every channel user; with receivers, only they (and the company's admins) see
 * its reports. Ley Karin categories always require the reporter's identification (Ley 21.643).
 */

type Input = z.output<typeof categoriaDenunciaInputSchema>;

export function listarCategorias(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
): Promise<{ data: CategoriaDenuncia[]; total: number }> {
  return categoriasConReceptores(db, actor.empresaId);
}

async function categoriasConReceptores(
  db: DbOrTx,
  empresaId: number,
  soloId?: number,
): Promise<{ data: CategoriaDenuncia[]; total: number }> {
  const filas = await categoriasDe(db, empresaId, soloId);
  const ids = filas.map((f) => f.id);
  // One after the other: inside a transaction they share one connection.
  const receptores = await receptoresConNombre(db, empresaId, ids);
  const usos = await usosDeCategorias(db, empresaId, ids);
  const data = filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    descripcion: f.descripcion,
    tipo: f.tipo as TipoDenuncia,
    requiere_identificacion: f.requiere_identificacion,
    activa: f.activa,
    orden: f.orden,
    receptores: receptores
      .filter((r) => r.categoria_id === f.id)
      .map(({ id, nombre, apellido, email }) => ({ id, nombre, apellido, email })),
    denuncias: usos.find((u) => u.categoria_id === f.id)?.n ?? 0,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  }));
  return { data, total: data.length };
}

async function unaCategoria(db: DbOrTx, empresaId: number, id: number): Promise<CategoriaDenuncia> {
  const [categoria] = (await categoriasConReceptores(db, empresaId, id)).data;
  if (!categoria) throw notFound(MENSAJES_CANAL_CONFIG.categoriaNoEncontrada);
  return categoria;
}

/** Receivers must be the company's channel users (another company's id is just as invalid). */
async function validarReceptores(tx: DbOrTx, empresaId: number, ids: readonly number[]): Promise<number[]> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return [];
  const validos = new Set((await usuariosCanal(tx, empresaId)).map((u) => u.id));
  if (unicos.some((id) => !validos.has(id))) {
    throw new AppError('VALIDACION', MENSAJES_CANAL_CONFIG.receptores, {
      receptor_ids: MENSAJES_CANAL_CONFIG.receptores,
    });
  }
  return unicos.sort((a, b) => a - b);
}

function valores(body: Input) {
  return {
    nombre: body.nombre,
    descripcion: body.descripcion,
    tipo: body.tipo,
    requiere_identificacion: body.tipo === 'ley_karin' ? true : body.requiere_identificacion,
    activa: body.activa,
    orden: body.orden,
  };
}

export async function crearCategoria(
  { db }: Pick<Dependencias, 'db'>,
  ctx: Actor,
  body: Input,
): Promise<CategoriaDenuncia> {
  return db.transaction(async (tx) => {
    const receptores = await validarReceptores(tx, ctx.empresaId, body.receptor_ids);
    const datos = valores(body);
    const [fila] = await insertarCategorias(tx, [
      { empresa_id: ctx.empresaId, ...datos, created_at: ctx.now, updated_at: ctx.now },
    ]);
    await reemplazarReceptores(tx, ctx.empresaId, fila!.id, receptores);
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'crear',
        entidad: 'categoria_denuncia',
        entidad_id: fila!.id,
        cambios: { ...datos, receptor_ids: receptores },
      },
      ctx.now,
    );
    return unaCategoria(tx, ctx.empresaId, fila!.id);
  });
}

export async function actualizarCategoria(
  { db }: Pick<Dependencias, 'db'>,
  ctx: Actor,
  { id, ...body }: Input & { id: number },
): Promise<CategoriaDenuncia> {
  return db.transaction(async (tx) => {
    const antes = await categoriaBloqueada(tx, ctx.empresaId, id);
    if (!antes) throw notFound(MENSAJES_CANAL_CONFIG.categoriaNoEncontrada);
    const receptores = await validarReceptores(tx, ctx.empresaId, body.receptor_ids);
    const receptoresAntes = (await receptoresIds(tx, id)).sort((a, b) => a - b);
    const datos = valores(body);
    await actualizarFilaCategoria(tx, id, { ...datos, updated_at: ctx.now });
    await reemplazarReceptores(tx, ctx.empresaId, id, receptores);
    const cambios: Record<string, { antes: unknown; despues: unknown }> = {};
    for (const [campo, valor] of Object.entries(datos) as [keyof typeof datos, unknown][]) {
      if (antes[campo] !== valor) cambios[campo] = { antes: antes[campo], despues: valor };
    }
    if (receptoresAntes.join(',') !== receptores.join(',')) {
      cambios.receptor_ids = { antes: receptoresAntes, despues: receptores };
    }
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'actualizar',
        entidad: 'categoria_denuncia',
        entidad_id: id,
        cambios,
      },
      ctx.now,
    );
    return unaCategoria(tx, ctx.empresaId, id);
  });
}

/** A category some report uses cannot be deleted (its reports keep their history): 409. */
export async function eliminarCategoria(
  { db }: Pick<Dependencias, 'db'>,
  ctx: Actor,
  id: number,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const fila = await categoriaBloqueada(tx, ctx.empresaId, id);
    if (!fila) throw notFound(MENSAJES_CANAL_CONFIG.categoriaNoEncontrada);
    const [uso] = await usosDeCategorias(tx, ctx.empresaId, [id]);
    if ((uso?.n ?? 0) > 0) throw new AppError('CONFLICTO', MENSAJES_CANAL_CONFIG.categoriaEnUso);
    await borrarCategoria(tx, id);
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'eliminar',
        entidad: 'categoria_denuncia',
        entidad_id: id,
        cambios: { nombre: fila.nombre, tipo: fila.tipo },
      },
      ctx.now,
    );
    return { ok: true as const };
  });
}
