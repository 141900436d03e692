import { and, asc, count, desc, eq, inArray, isNull, like, max, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Fase } from '@atalaya/shared/phases';
import type { DbOrTx } from '../../db/client';
import {
  archivos,
  documento_archivos,
  documento_ciclo_vida,
  documento_comentarios,
  documento_flujos,
  documentos,
  empresas,
  usuarios,
} from '../../db/schema/index';
import { containsPattern, foldText } from '../../platform/crud/search';
import type { PersonaRow } from './documento-dto';

/* Drizzle queries of document flows (versions); every function takes the tenant id and uses it. */

export type FlujoRow = typeof documento_flujos.$inferSelect;
export type DocumentoRow = typeof documentos.$inferSelect;
export type CicloVidaRow = typeof documento_ciclo_vida.$inferSelect;
export type ComentarioRow = typeof documento_comentarios.$inferSelect;

/** Phases of a version no longer in progress (the partial unique index uses the same list). */
export const FASES_CERRADAS: Fase[] = ['publicacion', 'obsoleto'];

/** Flow `id` of the company. */
const flujoDeEmpresa = (empresaId: number, id: number) =>
  and(eq(documento_flujos.empresa_id, empresaId), eq(documento_flujos.id, id));

/** The company's flows (versions) of one document, narrowed by `mas`. */
const flujosDelDocumento = (empresaId: number, documentoId: number, ...mas: SQL[]) =>
  and(eq(documento_flujos.empresa_id, empresaId), eq(documento_flujos.documento_id, documentoId), ...mas);

/** Flows joined to their document; callers add the conditions. */
const flujosConDocumento = (db: DbOrTx) =>
  db
    .select({ flujo: documento_flujos, documento: documentos })
    .from(documento_flujos)
    .innerJoin(documentos, eq(documentos.id, documento_flujos.documento_id));

export async function findFlujo(
  db: DbOrTx,
  empresaId: number,
  id: number,
  forUpdate = false,
): Promise<FlujoRow | null> {
  const q = db.select().from(documento_flujos).where(flujoDeEmpresa(empresaId, id)).limit(1);
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

export async function findDocumento(
  db: DbOrTx,
  empresaId: number,
  id: number,
  forUpdate = false,
): Promise<DocumentoRow | null> {
  const q = db
    .select()
    .from(documentos)
    .where(and(eq(documentos.empresa_id, empresaId), eq(documentos.id, id)))
    .limit(1);
  const [row] = await (forUpdate ? q.for('update') : q);
  return row ?? null;
}

/**
 * Locks a flow and its document for the rest of the transaction, document first (the order every
 * writer uses), so concurrent moves of one document run one after the other.
 */
export async function lockFlujo(
  tx: DbOrTx,
  empresaId: number,
  flujoId: number,
): Promise<{ flujo: FlujoRow; documento: DocumentoRow } | null> {
  const pista = await findFlujo(tx, empresaId, flujoId);
  if (!pista) return null;
  const documento = await findDocumento(tx, empresaId, pista.documento_id, true);
  if (!documento) return null;
  const flujo = await findFlujo(tx, empresaId, flujoId, true);
  return flujo ? { flujo, documento } : null;
}

/** The version in progress of a document (at most one), if any. */
export async function findFlujoAbierto(db: DbOrTx, empresaId: number, documentoId: number): Promise<FlujoRow | null> {
  const [row] = await db
    .select()
    .from(documento_flujos)
    .where(flujosDelDocumento(empresaId, documentoId, notInArray(documento_flujos.fase, FASES_CERRADAS)))
    .limit(1);
  return row ?? null;
}

export async function flujosDeDocumento(db: DbOrTx, empresaId: number, documentoId: number): Promise<FlujoRow[]> {
  return db
    .select()
    .from(documento_flujos)
    .where(flujosDelDocumento(empresaId, documentoId))
    .orderBy(desc(documento_flujos.version_num));
}

export async function maxVersion(db: DbOrTx, empresaId: number, documentoId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(documento_flujos.version_num) })
    .from(documento_flujos)
    .where(flujosDelDocumento(empresaId, documentoId));
  return row?.n ?? 0;
}

export async function insertFlujo(db: DbOrTx, values: typeof documento_flujos.$inferInsert): Promise<FlujoRow> {
  const [row] = await db.insert(documento_flujos).values(values).returning();
  return row!;
}

export async function updateFlujo(
  db: DbOrTx,
  empresaId: number,
  id: number,
  values: Partial<typeof documento_flujos.$inferInsert>,
): Promise<FlujoRow> {
  const [row] = await db.update(documento_flujos).set(values).where(flujoDeEmpresa(empresaId, id)).returning();
  return row!;
}

export async function updateDocumento(
  db: DbOrTx,
  empresaId: number,
  id: number,
  values: Partial<typeof documentos.$inferInsert>,
): Promise<void> {
  await db
    .update(documentos)
    .set(values)
    .where(and(eq(documentos.empresa_id, empresaId), eq(documentos.id, id)));
}

/** Other versions of the document currently published (they become obsolete). */
export async function otrosPublicados(db: DbOrTx, empresaId: number, documentoId: number, exceptoId: number) {
  return db
    .select()
    .from(documento_flujos)
    .where(
      flujosDelDocumento(
        empresaId,
        documentoId,
        eq(documento_flujos.fase, 'publicacion'),
        ne(documento_flujos.id, exceptoId),
      ),
    )
    .for('update');
}

export async function hayVersionPublicada(db: DbOrTx, empresaId: number, documentoId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(documento_flujos)
    .where(flujosDelDocumento(empresaId, documentoId, inArray(documento_flujos.fase, FASES_CERRADAS)));
  return (row?.n ?? 0) > 0;
}

// ---- ciclo de vida y comentarios ----------------------------------------------------------------

export async function insertCicloVida(db: DbOrTx, values: typeof documento_ciclo_vida.$inferInsert): Promise<void> {
  await db.insert(documento_ciclo_vida).values(values);
}

/** The flow's lifecycle, oldest first. */
export async function cicloVidaDe(db: DbOrTx, empresaId: number, flujoId: number) {
  return db
    .select({
      id: documento_ciclo_vida.id,
      estado: documento_ciclo_vida.estado,
      fecha_cambio: documento_ciclo_vida.fecha_cambio,
      comentario: documento_ciclo_vida.comentario,
      usuario_id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
    })
    .from(documento_ciclo_vida)
    .leftJoin(usuarios, eq(usuarios.id, documento_ciclo_vida.usuario_id))
    .where(and(eq(documento_ciclo_vida.empresa_id, empresaId), eq(documento_ciclo_vida.flujo_id, flujoId)))
    .orderBy(asc(documento_ciclo_vida.fecha_cambio), asc(documento_ciclo_vida.id));
}

/** The newest lifecycle row of each flow. */
export async function ultimosCiclosVida(db: DbOrTx, empresaId: number, flujoIds: number[]) {
  if (flujoIds.length === 0)
    return new Map<number, { estado: string; fecha_cambio: Date; usuario: PersonaRow | null }>();
  const rows = await db
    .selectDistinctOn([documento_ciclo_vida.flujo_id], {
      flujo_id: documento_ciclo_vida.flujo_id,
      estado: documento_ciclo_vida.estado,
      fecha_cambio: documento_ciclo_vida.fecha_cambio,
      usuario_id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
    })
    .from(documento_ciclo_vida)
    .leftJoin(usuarios, eq(usuarios.id, documento_ciclo_vida.usuario_id))
    .where(and(eq(documento_ciclo_vida.empresa_id, empresaId), inArray(documento_ciclo_vida.flujo_id, flujoIds)))
    .orderBy(documento_ciclo_vida.flujo_id, desc(documento_ciclo_vida.fecha_cambio), desc(documento_ciclo_vida.id));
  return new Map(
    rows.map((r) => [
      r.flujo_id,
      {
        estado: r.estado,
        fecha_cambio: r.fecha_cambio,
        usuario:
          r.usuario_id === null
            ? null
            : { id: r.usuario_id, nombre: r.nombre ?? '', apellido: r.apellido ?? '', email: r.email ?? '' },
      },
    ]),
  );
}

export async function insertComentario(
  db: DbOrTx,
  values: typeof documento_comentarios.$inferInsert,
): Promise<ComentarioRow> {
  const [row] = await db.insert(documento_comentarios).values(values).returning();
  return row!;
}

/** The flow's comment thread, oldest first. */
export async function comentariosDe(db: DbOrTx, empresaId: number, flujoId: number): Promise<ComentarioRow[]> {
  return db
    .select()
    .from(documento_comentarios)
    .where(and(eq(documento_comentarios.empresa_id, empresaId), eq(documento_comentarios.flujo_id, flujoId)))
    .orderBy(asc(documento_comentarios.created_at), asc(documento_comentarios.id));
}

// ---- personas -------------------------------------------------------------------------------

export async function personasPorId(db: DbOrTx, empresaId: number, ids: (number | null)[]) {
  const unicos = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unicos.length === 0) return new Map<number, PersonaRow>();
  const rows = await db
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), inArray(usuarios.id, unicos)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function empresaExiste(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id)).limit(1);
  return row !== undefined;
}

// ---- listas -----------------------------------------------------------------------------------

export interface FiltrosFlujo {
  search?: string;
  phase?: Fase;
  documento_id?: number;
  offset: number;
  limit: number;
}

export interface FlujoConDocumento {
  flujo: FlujoRow;
  documento: DocumentoRow;
}

export async function listFlujos(db: DbOrTx, empresaId: number, f: FiltrosFlujo) {
  const where: SQL[] = [eq(documento_flujos.empresa_id, empresaId)];
  if (f.phase) where.push(eq(documento_flujos.fase, f.phase));
  if (f.documento_id) where.push(eq(documento_flujos.documento_id, f.documento_id));
  if (f.search) {
    where.push(like(documentos.busqueda, containsPattern(foldText(f.search))));
  }
  return paginaConDocumento(db, and(...where), [desc(documento_flujos.created_at), desc(documento_flujos.id)], f);
}

/** A page of flows (with their document) matching `where`, and how many match in all. */
async function paginaConDocumento(
  db: DbOrTx,
  where: SQL | undefined,
  orden: SQL[],
  pagina: { offset?: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    flujosConDocumento(db)
      .where(where)
      .orderBy(...orden)
      .offset(pagina.offset ?? 0)
      .limit(pagina.limit),
    db
      .select({ n: count() })
      .from(documento_flujos)
      .innerJoin(documentos, eq(documentos.id, documento_flujos.documento_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function flujoConDocumento(db: DbOrTx, empresaId: number, id: number): Promise<FlujoConDocumento | null> {
  const [row] = await flujosConDocumento(db).where(flujoDeEmpresa(empresaId, id)).limit(1);
  return row ?? null;
}

/** The conditions of each mis-flujos bucket for `usuarioId` (SPEC §2 mis-flujos). */
export function condicionesMisFlujos(usuarioId: number) {
  return {
    por_iniciar: or(
      and(
        inArray(documento_flujos.fase, ['no_iniciado', 'borrador']),
        or(eq(documentos.solicitante_id, usuarioId), eq(documento_flujos.autor_id, usuarioId)),
      ),
      // Nobody asked for it: anyone who may author it (not its revisor or aprobador) can start it.
      and(
        eq(documento_flujos.fase, 'no_iniciado'),
        isNull(documentos.solicitante_id),
        sql`${documentos.revisor_id} is distinct from ${usuarioId}`,
        sql`${documentos.aprobador_id} is distinct from ${usuarioId}`,
      ),
    )!,
    por_revisar: and(eq(documento_flujos.fase, 'revision'), eq(documentos.revisor_id, usuarioId))!,
    por_aprobar: and(eq(documento_flujos.fase, 'en_aprobacion'), eq(documentos.aprobador_id, usuarioId))!,
    rechazados: and(eq(documento_flujos.fase, 'rechazado'), eq(documento_flujos.autor_id, usuarioId))!,
  };
}

export async function bucketMisFlujos(db: DbOrTx, empresaId: number, cond: SQL, limit: number) {
  return paginaConDocumento(
    db,
    and(eq(documento_flujos.empresa_id, empresaId), cond),
    [desc(documento_flujos.updated_at), desc(documento_flujos.id)],
    { limit },
  );
}

// ---- archivos ----------------------------------------------------------------------------------

export type DocumentoArchivoRow = {
  link: typeof documento_archivos.$inferSelect;
  archivo: typeof archivos.$inferSelect;
};

/** File links joined to their stored file; callers add the conditions. */
const archivosConLink = (db: DbOrTx) =>
  db
    .select({ link: documento_archivos, archivo: archivos })
    .from(documento_archivos)
    .innerJoin(archivos, eq(archivos.id, documento_archivos.archivo_id));

/** The flow's current principal file link. */
const principalDe = (empresaId: number, flujoId: number) =>
  and(
    eq(documento_archivos.empresa_id, empresaId),
    eq(documento_archivos.flujo_id, flujoId),
    eq(documento_archivos.es_principal, true),
  );

export async function archivosDeFlujos(db: DbOrTx, empresaId: number, flujoIds: number[]) {
  if (flujoIds.length === 0) return [] as DocumentoArchivoRow[];
  return archivosConLink(db)
    .where(and(eq(documento_archivos.empresa_id, empresaId), inArray(documento_archivos.flujo_id, flujoIds)))
    .orderBy(desc(documento_archivos.es_principal), asc(documento_archivos.created_at), asc(documento_archivos.id));
}

export async function findDocumentoArchivo(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await archivosConLink(db)
    .where(and(eq(documento_archivos.empresa_id, empresaId), eq(documento_archivos.id, id)))
    .limit(1);
  return row ?? null;
}

export async function tienePrincipal(db: DbOrTx, empresaId: number, flujoId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(documento_archivos).where(principalDe(empresaId, flujoId));
  return (row?.n ?? 0) > 0;
}

/** Unlinks the current principal file (its `archivos` row stays for the record). */
export async function quitarPrincipal(db: DbOrTx, empresaId: number, flujoId: number): Promise<void> {
  await db.delete(documento_archivos).where(principalDe(empresaId, flujoId));
}

export async function insertDocumentoArchivo(db: DbOrTx, values: typeof documento_archivos.$inferInsert) {
  const [row] = await db.insert(documento_archivos).values(values).returning();
  return row!;
}

export async function deleteDocumentoArchivo(db: DbOrTx, empresaId: number, id: number): Promise<void> {
  await db
    .delete(documento_archivos)
    .where(and(eq(documento_archivos.empresa_id, empresaId), eq(documento_archivos.id, id)));
}
