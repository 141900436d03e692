import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  archivos,
  canales_denuncia,
  categoria_denuncia_receptores,
  categorias_denuncia,
  comentarios,
  denuncias,
  empresas,
  evidencias_denuncia,
  planes,
  usuarios,
} from '../../../db/schema/index';
import { filasUsuariosCanal } from '../config/canal-config.repository';
import { exclusionesDe } from '../denuncias/denuncias.repository';
import { leerNombre } from './metadatos-evidencia';

/* Queries of the public channel. Nothing here reads or writes an address or a user agent. */

export type CanalRow = typeof canales_denuncia.$inferSelect & {
  empresa_nombre: string;
  logo_url: string | null;
};
export type CategoriaRow = typeof categorias_denuncia.$inferSelect;
export type DenunciaRow = typeof denuncias.$inferSelect;

/**
 * The channel behind a public token: only for an active company whose plan includes the channel
 * and whose channel is configured and enabled.
 */
export async function canalPorToken(db: DbOrTx, token: string): Promise<CanalRow | null> {
  const [fila] = await db
    .select({ canal: canales_denuncia, empresa_nombre: empresas.nombre, logo_url: empresas.logo_url })
    .from(empresas)
    .innerJoin(canales_denuncia, eq(canales_denuncia.empresa_id, empresas.id))
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(
      and(
        eq(empresas.token_canal, token),
        eq(empresas.activo, true),
        eq(canales_denuncia.habilitado, true),
        sql`(${empresas.es_plataforma} OR 'canal_denuncias' = ANY(${planes.modulos}))`,
      ),
    )
    .limit(1);
  return fila ? { ...fila.canal, empresa_nombre: fila.empresa_nombre, logo_url: fila.logo_url } : null;
}

/** Id of the company owning a token (any state): to tell "another company" from "no channel". */
export async function empresaDeToken(db: DbOrTx, token: string): Promise<number | null> {
  const [fila] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.token_canal, token)).limit(1);
  return fila?.id ?? null;
}

export async function categoriasActivas(db: DbOrTx, empresaId: number): Promise<CategoriaRow[]> {
  return db
    .select()
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.empresa_id, empresaId), eq(categorias_denuncia.activa, true)))
    .orderBy(asc(categorias_denuncia.orden), asc(categorias_denuncia.id));
}

export async function categoriaActiva(db: DbOrTx, empresaId: number, id: number): Promise<CategoriaRow | null> {
  const [fila] = await db
    .select()
    .from(categorias_denuncia)
    .where(
      and(
        eq(categorias_denuncia.empresa_id, empresaId),
        eq(categorias_denuncia.id, id),
        eq(categorias_denuncia.activa, true),
      ),
    )
    .limit(1);
  return fila ?? null;
}

/** Active receivers of the given categories: categoria_id → [{id, nombre}]. */
export async function receptoresDe(
  db: DbOrTx,
  empresaId: number,
  categoriaIds: readonly number[],
): Promise<Map<number, { id: number; nombre: string }[]>> {
  const mapa = new Map<number, { id: number; nombre: string }[]>();
  if (categoriaIds.length === 0) return mapa;
  const filas = await db
    .select({
      categoria_id: categoria_denuncia_receptores.categoria_id,
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
    })
    .from(categoria_denuncia_receptores)
    .innerJoin(usuarios, eq(usuarios.id, categoria_denuncia_receptores.usuario_id))
    .where(
      and(
        eq(categoria_denuncia_receptores.empresa_id, empresaId),
        eq(usuarios.empresa_id, empresaId),
        eq(usuarios.activo, true),
        inArray(categoria_denuncia_receptores.categoria_id, [...categoriaIds]),
      ),
    )
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido));
  for (const f of filas) {
    const lista = mapa.get(f.categoria_id) ?? [];
    lista.push({ id: f.id, nombre: `${f.nombre} ${f.apellido}`.trim() });
    mapa.set(f.categoria_id, lista);
  }
  return mapa;
}

/** Active users of the company with a channel role (who receive reports of a category without receivers). */
export async function usuariosDelCanal(db: DbOrTx, empresaId: number): Promise<number[]> {
  return [...new Set((await filasUsuariosCanal(db, empresaId)).map((f) => f.id))];
}

/** Users to tell about a report: its category's receivers (or the channel's users), minus exclusions. */
export async function destinatariosDeDenuncia(
  db: DbOrTx,
  denuncia: Pick<DenunciaRow, 'id' | 'empresa_id' | 'categoria_id'>,
): Promise<number[]> {
  const receptores = denuncia.categoria_id
    ? ((await receptoresDe(db, denuncia.empresa_id, [denuncia.categoria_id])).get(denuncia.categoria_id) ?? [])
    : [];
  const ids = receptores.length > 0 ? receptores.map((r) => r.id) : await usuariosDelCanal(db, denuncia.empresa_id);
  const excluidos = new Set(await exclusionesDe(db, denuncia.empresa_id, denuncia.id));
  return ids.filter((id) => !excluidos.has(id));
}

/** Next staff number of the company (DEN-000123), serialized by a transaction-scoped lock. */
export async function siguienteNumero(tx: DbOrTx, empresaId: number): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`denuncias:numero:${empresaId}`}))`);
  const [fila] = await tx
    .select({ max: sql<number>`coalesce(max(${denuncias.numero}), 0)::int` })
    .from(denuncias)
    .where(eq(denuncias.empresa_id, empresaId));
  return Number(fila?.max ?? 0) + 1;
}

export async function denunciaPorCodigo(db: DbOrTx, codigoHash: string): Promise<DenunciaRow | null> {
  const [fila] = await db.select().from(denuncias).where(eq(denuncias.codigo_hash, codigoHash)).limit(1);
  return fila ?? null;
}

export async function nombreCategoria(db: DbOrTx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [fila] = await db
    .select({ nombre: categorias_denuncia.nombre })
    .from(categorias_denuncia)
    .where(eq(categorias_denuncia.id, id));
  return fila?.nombre ?? null;
}

/** Messages the reporter reads (both directions), oldest first. */
export async function mensajesDelDenunciante(db: DbOrTx, empresaId: number, denunciaId: number) {
  return db
    .select()
    .from(comentarios)
    .where(
      and(
        eq(comentarios.empresa_id, empresaId),
        eq(comentarios.commentable_type, 'denuncia'),
        eq(comentarios.commentable_id, denunciaId),
        eq(comentarios.visibilidad, 'denunciante'),
      ),
    )
    .orderBy(asc(comentarios.created_at), asc(comentarios.id));
}

export interface EvidenciaVisible {
  id: number;
  comentario_id: number | null;
  nombre: string;
  tamano: number;
  created_at: Date;
}

/**
 * Evidence the reporter may see: what they sent with the report (origen 'denuncia', by the
 * reporter) and the files of messages addressed to them or sent by them. Names are decrypted with
 * `clave`, the company key.
 */
export async function evidenciasDelDenunciante(
  db: DbOrTx,
  clave: Buffer,
  empresaId: number,
  denunciaId: number,
  comentarioIds: readonly number[],
): Promise<EvidenciaVisible[]> {
  const filas = await db
    .select({
      id: evidencias_denuncia.id,
      origen: evidencias_denuncia.origen,
      tipo_usuario: evidencias_denuncia.tipo_usuario,
      comentario_id: evidencias_denuncia.comentario_id,
      nombre: archivos.nombre_original,
      storage_key: archivos.storage_key,
      tamano: archivos.tamano,
      created_at: evidencias_denuncia.created_at,
    })
    .from(evidencias_denuncia)
    .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
    .where(and(eq(evidencias_denuncia.empresa_id, empresaId), eq(evidencias_denuncia.denuncia_id, denunciaId)))
    .orderBy(asc(evidencias_denuncia.created_at), asc(evidencias_denuncia.id));
  const visibles = new Set(comentarioIds);
  return filas
    .filter((f) =>
      f.comentario_id !== null
        ? visibles.has(f.comentario_id)
        : f.origen === 'denuncia' && f.tipo_usuario === 'denunciante',
    )
    .map(({ id, comentario_id, nombre, storage_key, tamano, created_at }) => ({
      id,
      comentario_id,
      nombre: leerNombre(clave, storage_key, nombre),
      tamano,
      created_at,
    }));
}

/** A reporter's own message of this report (to attach files to it). */
export async function mensajePropio(db: DbOrTx, empresaId: number, denunciaId: number, comentarioId: number) {
  const [fila] = await db
    .select({ id: comentarios.id })
    .from(comentarios)
    .where(
      and(
        eq(comentarios.empresa_id, empresaId),
        eq(comentarios.commentable_type, 'denuncia'),
        eq(comentarios.commentable_id, denunciaId),
        eq(comentarios.id, comentarioId),
        eq(comentarios.tipo_usuario, 'denunciante'),
        isNotNull(comentarios.texto_cifrado),
      ),
    )
    .limit(1);
  return fila ?? null;
}
