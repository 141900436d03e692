import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  causas_raiz,
  implementaciones,
  investigaciones,
  medidas_resguardo,
  planes_accion,
} from '../../../db/schema/index';

/*
 * Queries of a case's work records (investigations, root causes, action plans, implementations,
 * protective measures), generic over their tables: every one has empresa_id, denuncia_id and the
 * author and times.
 */

const TABLAS = { investigaciones, causas_raiz, planes_accion, implementaciones, medidas_resguardo } as const;

/** A kind of work record, by its table's name. */
export type TablaCaso = keyof typeof TABLAS;
type Tabla = (typeof TABLAS)[TablaCaso];
export type FilaCaso<T extends TablaCaso> = (typeof TABLAS)[T]['$inferSelect'];
export type NuevaFilaCaso<T extends TablaCaso> = (typeof TABLAS)[T]['$inferInsert'];

/** The table, widened: the queries below use only the columns every one of them has. */
const tablaDe = (t: TablaCaso) => TABLAS[t] as Tabla;

const deCaso = (tabla: Tabla, empresaId: number, denunciaId: number) =>
  and(eq(tabla.empresa_id, empresaId), eq(tabla.denuncia_id, denunciaId));

export async function contarRegistros(db: DbOrTx, tabla: TablaCaso, empresaId: number, denunciaId: number) {
  const t = tablaDe(tabla);
  const [total] = await db
    .select({ n: count() })
    .from(t)
    .where(deCaso(t, empresaId, denunciaId));
  return Number(total?.n ?? 0);
}

/** A page of a case's records, oldest first. */
export async function paginaRegistros<T extends TablaCaso>(
  db: DbOrTx,
  tabla: T,
  empresaId: number,
  denunciaId: number,
  limit: number,
  offset: number,
): Promise<FilaCaso<T>[]> {
  const t = tablaDe(tabla);
  return (await db
    .select()
    .from(t)
    .where(deCaso(t, empresaId, denunciaId))
    .orderBy(asc(t.created_at), asc(t.id))
    .limit(limit)
    .offset(offset)) as FilaCaso<T>[];
}

export async function registroDeEmpresa<T extends TablaCaso>(
  db: DbOrTx,
  tabla: T,
  empresaId: number,
  id: number,
): Promise<FilaCaso<T> | undefined> {
  const t = tablaDe(tabla);
  const [fila] = (await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.empresa_id, empresaId)))) as FilaCaso<T>[];
  return fila;
}

export async function insertarRegistro<T extends TablaCaso>(
  tx: DbOrTx,
  tabla: T,
  valores: NuevaFilaCaso<T>,
): Promise<FilaCaso<T>> {
  const [fila] = (await tx
    .insert(tablaDe(tabla))
    .values(valores as Tabla['$inferInsert'])
    .returning()) as FilaCaso<T>[];
  return fila!;
}

export async function actualizarRegistro<T extends TablaCaso>(
  tx: DbOrTx,
  tabla: T,
  empresaId: number,
  id: number,
  valores: Partial<NuevaFilaCaso<T>>,
): Promise<FilaCaso<T>> {
  const t = tablaDe(tabla);
  const [fila] = (await tx
    .update(t)
    .set(valores as Partial<Tabla['$inferInsert']>)
    .where(and(eq(t.id, id), eq(t.empresa_id, empresaId)))
    .returning()) as FilaCaso<T>[];
  return fila!;
}

/** How many root causes and action plans a case has (what the case-flow table asks). */
export async function causasYPlanes(db: DbOrTx, empresaId: number, denunciaId: number) {
  // Sequential: inside a transaction both engines run one query at a time on its connection.
  const causasRaiz = await contarRegistros(db, 'causas_raiz', empresaId, denunciaId);
  const planesAccion = await contarRegistros(db, 'planes_accion', empresaId, denunciaId);
  return { causasRaiz, planesAccion };
}

export async function titulosDePlanes(db: DbOrTx, empresaId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: planes_accion.id, titulo: planes_accion.titulo })
    .from(planes_accion)
    .where(and(eq(planes_accion.empresa_id, empresaId), inArray(planes_accion.id, [...ids])));
}

export async function esPlanDeDenuncia(db: DbOrTx, empresaId: number, denunciaId: number, id: number) {
  const [fila] = await db
    .select({ id: planes_accion.id })
    .from(planes_accion)
    .where(
      and(eq(planes_accion.id, id), eq(planes_accion.empresa_id, empresaId), eq(planes_accion.denuncia_id, denunciaId)),
    )
    .limit(1);
  return fila !== undefined;
}

/** An investigation or plan of the company, with its case (where an evidence file goes). */
export async function registroConCaso(
  db: DbOrTx,
  tabla: 'investigaciones' | 'planes_accion',
  empresaId: number,
  id: number,
): Promise<{ id: number; denuncia_id: number } | undefined> {
  const t = tablaDe(tabla);
  const [fila] = await db
    .select({ id: t.id, denuncia_id: t.denuncia_id })
    .from(t)
    .where(and(eq(t.id, id), eq(t.empresa_id, empresaId)));
  return fila;
}
