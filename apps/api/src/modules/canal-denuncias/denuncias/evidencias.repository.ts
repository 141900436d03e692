import { and, asc, eq, gt, inArray, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { archivos, evidencias_denuncia } from '../../../db/schema/index';
import { NOMBRE_CIFRADO_SQL, PREFIJO_HUELLA } from '../publico/metadatos-evidencia';

/* Queries of a case's evidence (evidencias_denuncia and the `archivos` row of each file). */

export type EvidenciaRow = typeof evidencias_denuncia.$inferSelect;
export type VinculoEvidencia = 'comentario_id' | 'investigacion_id' | 'plan_accion_id';

/** Which evidence: all of a case, or those linked to some records. */
export type FiltroEvidencias = { denunciaId: number } | { vinculo: VinculoEvidencia; ids: readonly number[] };

/** Evidence of the company matching `filtro` with its file row, oldest first. */
export async function evidenciasConArchivo(db: DbOrTx, empresaId: number, filtro: FiltroEvidencias) {
  const condicion =
    'denunciaId' in filtro
      ? eq(evidencias_denuncia.denuncia_id, filtro.denunciaId)
      : inArray(evidencias_denuncia[filtro.vinculo], [...filtro.ids]);
  return db
    .select({ e: evidencias_denuncia, a: archivos })
    .from(evidencias_denuncia)
    .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
    .where(and(eq(evidencias_denuncia.empresa_id, empresaId), condicion))
    .orderBy(asc(evidencias_denuncia.created_at), asc(evidencias_denuncia.id));
}

export async function insertarEvidencia(
  tx: DbOrTx,
  valores: typeof evidencias_denuncia.$inferInsert,
): Promise<EvidenciaRow> {
  const [fila] = await tx.insert(evidencias_denuncia).values(valores).returning();
  return fila!;
}

/** The case of evidence `id` of the company. */
export async function denunciaDeEvidencia(db: DbOrTx, empresaId: number, id: number): Promise<number | undefined> {
  const [fila] = await db
    .select({ denuncia_id: evidencias_denuncia.denuncia_id })
    .from(evidencias_denuncia)
    .where(and(eq(evidencias_denuncia.id, id), eq(evidencias_denuncia.empresa_id, empresaId)));
  return fila?.denuncia_id;
}

/** The file row of evidence `id` of the company. */
export async function archivoDeEvidencia(db: DbOrTx, empresaId: number, id: number) {
  const [fila] = await db
    .select({ archivo: archivos })
    .from(evidencias_denuncia)
    .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
    .where(and(eq(evidencias_denuncia.empresa_id, empresaId), eq(evidencias_denuncia.id, id)))
    .limit(1);
  return fila?.archivo;
}

/** Ids and storage keys of a case's files. */
export async function archivosDeCaso(tx: DbOrTx, empresaId: number, denunciaId: number) {
  return tx
    .select({ id: archivos.id, key: archivos.storage_key })
    .from(evidencias_denuncia)
    .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
    .where(and(eq(evidencias_denuncia.empresa_id, empresaId), eq(evidencias_denuncia.denuncia_id, denunciaId)));
}

/** The file rows of a purged case (their bytes go after the commit). */
export async function borrarArchivos(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(archivos).where(inArray(archivos.id, [...ids]));
}

// ---- metadatos del formato anterior (migrar-metadatos-evidencia.ts) -----------------------------

/** A file row of an evidence still holding a plain name or a plain SHA-256. */
const pendiente = or(
  not(sql`${archivos.nombre_original} ~ ${NOMBRE_CIFRADO_SQL}`),
  and(not(sql`starts_with(${archivos.sha256}, ${PREFIJO_HUELLA})`), sql`${archivos.sha256} ~ '^[0-9a-f]{64}$'`),
);

/** Evidence file rows still in the old format after id `ultimo`, by id. */
export async function metadatosPendientes(db: DbOrTx, ultimo: number, lote: number) {
  return db
    .select({
      id: archivos.id,
      empresa_id: archivos.empresa_id,
      storage_key: archivos.storage_key,
      nombre: archivos.nombre_original,
      sha256: archivos.sha256,
    })
    .from(archivos)
    .innerJoin(evidencias_denuncia, eq(evidencias_denuncia.archivo_id, archivos.id))
    .where(and(gt(archivos.id, ultimo), pendiente))
    .orderBy(asc(archivos.id))
    .limit(lote);
}

/** Rewrites a row's name and hash only if it still holds what was read; whether it did. */
export async function reemplazarMetadatos(
  tx: DbOrTx,
  leido: { id: number; nombre: string; sha256: string },
  nuevo: { nombre: string; sha256: string },
): Promise<boolean> {
  const hechas = await tx
    .update(archivos)
    .set({ nombre_original: nuevo.nombre, sha256: nuevo.sha256 })
    .where(
      and(eq(archivos.id, leido.id), eq(archivos.nombre_original, leido.nombre), eq(archivos.sha256, leido.sha256)),
    )
    .returning({ id: archivos.id });
  return hechas.length > 0;
}

/** Rewrites the table so superseded row versions (with the plain values) are gone. */
export async function compactarArchivos(db: DbOrTx): Promise<void> {
  await db.execute(sql`VACUUM FULL archivos`);
}
