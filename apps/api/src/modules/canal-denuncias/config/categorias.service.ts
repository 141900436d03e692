import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENSAJES_CANAL_CONFIG,
  type CategoriaDenuncia,
  type categoriaDenunciaInputSchema,
} from '@atalaya/shared/contracts/canal-denuncias/config';
import type { TipoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { Database, DbOrTx } from '../../../db/client';
import { categoria_denuncia_receptores, categorias_denuncia, denuncias, usuarios } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';
import { usuariosCanal } from './usuarios-canal';

/*
 * Report categories of a company and who receives each (issue 6 §8). A category without
 * receivers goes to every channel user; with receivers, only they (and the company's admins) see
 * its reports. Ley Karin categories always require the reporter's identification (Ley 21.643).
 */

type Input = z.output<typeof categoriaDenunciaInputSchema>;

export async function listarCategorias(
  db: DbOrTx,
  empresaId: number,
  soloId?: number,
): Promise<{ data: CategoriaDenuncia[]; total: number }> {
  const filas = await db
    .select()
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.empresa_id, empresaId), soloId ? eq(categorias_denuncia.id, soloId) : undefined))
    .orderBy(asc(categorias_denuncia.orden), asc(categorias_denuncia.nombre), asc(categorias_denuncia.id));
  const ids = filas.map((f) => f.id);
  // One after the other: inside a transaction they share one connection.
  const receptores = ids.length
    ? await db
        .select({
          categoria_id: categoria_denuncia_receptores.categoria_id,
          id: usuarios.id,
          nombre: usuarios.nombre,
          apellido: usuarios.apellido,
          email: usuarios.email,
        })
        .from(categoria_denuncia_receptores)
        .innerJoin(usuarios, eq(usuarios.id, categoria_denuncia_receptores.usuario_id))
        .where(
          and(
            eq(categoria_denuncia_receptores.empresa_id, empresaId),
            inArray(categoria_denuncia_receptores.categoria_id, ids),
          ),
        )
        .orderBy(asc(usuarios.apellido), asc(usuarios.nombre))
    : [];
  const usos = ids.length
    ? await db
        .select({ categoria_id: denuncias.categoria_id, n: count() })
        .from(denuncias)
        .where(and(eq(denuncias.empresa_id, empresaId), inArray(denuncias.categoria_id, ids)))
        .groupBy(denuncias.categoria_id)
    : [];
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
  const [categoria] = (await listarCategorias(db, empresaId, id)).data;
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

async function guardarReceptores(tx: DbOrTx, empresaId: number, categoriaId: number, ids: number[]) {
  await tx.delete(categoria_denuncia_receptores).where(eq(categoria_denuncia_receptores.categoria_id, categoriaId));
  if (ids.length) {
    await tx
      .insert(categoria_denuncia_receptores)
      .values(ids.map((usuario_id) => ({ empresa_id: empresaId, categoria_id: categoriaId, usuario_id })));
  }
}

export async function crearCategoria(db: Database, ctx: CrudContext, body: Input): Promise<CategoriaDenuncia> {
  return db.transaction(async (tx) => {
    const receptores = await validarReceptores(tx, ctx.empresaId, body.receptor_ids);
    const datos = valores(body);
    const [fila] = await tx
      .insert(categorias_denuncia)
      .values({ empresa_id: ctx.empresaId, ...datos, created_at: ctx.now, updated_at: ctx.now })
      .returning({ id: categorias_denuncia.id });
    await guardarReceptores(tx, ctx.empresaId, fila!.id, receptores);
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
  db: Database,
  ctx: CrudContext,
  id: number,
  body: Input,
): Promise<CategoriaDenuncia> {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(categorias_denuncia)
      .where(and(eq(categorias_denuncia.id, id), eq(categorias_denuncia.empresa_id, ctx.empresaId)))
      .for('update');
    if (!antes) throw notFound(MENSAJES_CANAL_CONFIG.categoriaNoEncontrada);
    const receptores = await validarReceptores(tx, ctx.empresaId, body.receptor_ids);
    const receptoresAntes = (
      await tx
        .select({ id: categoria_denuncia_receptores.usuario_id })
        .from(categoria_denuncia_receptores)
        .where(eq(categoria_denuncia_receptores.categoria_id, id))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const datos = valores(body);
    await tx
      .update(categorias_denuncia)
      .set({ ...datos, updated_at: ctx.now })
      .where(eq(categorias_denuncia.id, id));
    await guardarReceptores(tx, ctx.empresaId, id, receptores);
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
export async function eliminarCategoria(db: Database, ctx: CrudContext, id: number): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [fila] = await tx
      .select()
      .from(categorias_denuncia)
      .where(and(eq(categorias_denuncia.id, id), eq(categorias_denuncia.empresa_id, ctx.empresaId)))
      .for('update');
    if (!fila) throw notFound(MENSAJES_CANAL_CONFIG.categoriaNoEncontrada);
    const [uso] = await tx
      .select({ n: count() })
      .from(denuncias)
      .where(and(eq(denuncias.empresa_id, ctx.empresaId), eq(denuncias.categoria_id, id)));
    if ((uso?.n ?? 0) > 0) throw new AppError('CONFLICTO', MENSAJES_CANAL_CONFIG.categoriaEnUso);
    await tx.delete(categorias_denuncia).where(eq(categorias_denuncia.id, id));
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
