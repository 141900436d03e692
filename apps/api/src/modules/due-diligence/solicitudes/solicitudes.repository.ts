import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DueDiligenceFiltros } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { DbOrTx } from '../../../db/client';
import {
  archivos,
  due_diligence_archivos,
  due_diligences,
  empresas,
  foldedText,
  usuarios,
} from '../../../db/schema/index';
import { cappedTotal } from '../../../platform/crud/capped-totals';
import { containsPattern, foldText } from '../../../platform/crud/search';

/*
 * Drizzle queries of due-diligence requests. `alcance` is the company whose rows are read, or null
 * for every company (analysts only; the services decide who gets null).
 */

export type Alcance = number | null;
export type DueDiligenceRow = typeof due_diligences.$inferSelect;

const solicitante = alias(usuarios, 'solicitante');
const publicador = alias(usuarios, 'publicador');

const nombreDe = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) =>
  sql<string>`coalesce(trim(${u.nombre} || ' ' || ${u.apellido}), '')`;

const columnas = {
  dd: due_diligences,
  empresa_nombre: empresas.nombre,
  solicitante: nombreDe(solicitante),
  publicado_por: sql<string | null>`case when ${publicador.id} is null then null else ${nombreDe(publicador)} end`,
};

export type DueDiligenceConNombres = {
  dd: DueDiligenceRow;
  empresa_nombre: string;
  solicitante: string;
  publicado_por: string | null;
};

function base(db: DbOrTx) {
  return db
    .select(columnas)
    .from(due_diligences)
    .innerJoin(empresas, eq(empresas.id, due_diligences.empresa_id))
    .leftJoin(solicitante, eq(solicitante.id, due_diligences.solicitado_por))
    .leftJoin(publicador, eq(publicador.id, due_diligences.publicado_por));
}

const delAlcance = (alcance: Alcance) => (alcance === null ? undefined : eq(due_diligences.empresa_id, alcance));

/** en_progreso covers both states between the job's start and publication. */
const ESTADOS_FILTRO = {
  pendiente: ['pendiente'],
  en_progreso: ['procesando', 'en_revision'],
  terminado: ['terminado'],
  fallido: ['fallido'],
} as const;

function condiciones(alcance: Alcance, f: DueDiligenceFiltros, veTodo: boolean): SQL | undefined {
  const where: (SQL | undefined)[] = [delAlcance(alcance)];
  if (f.tipo_persona) where.push(eq(due_diligences.tipo_persona, f.tipo_persona));
  const tipo = f.tipo_dd ?? f.report_type;
  if (tipo) where.push(eq(due_diligences.tipo_de_reporte, tipo));
  if (f.estado) where.push(inArray(due_diligences.estado, [...ESTADOS_FILTRO[f.estado]]));
  if (f.nivel_riesgo) {
    where.push(eq(due_diligences.nivel_riesgo, f.nivel_riesgo));
    // A client only learns the risk of a published report.
    if (!veTodo) where.push(eq(due_diligences.estado, 'terminado'));
  }
  if (f.nombre) {
    const texto = foldedText(
      due_diligences.nombre_completo,
      due_diligences.apellido_paterno,
      due_diligences.apellido_materno,
      due_diligences.razon_social,
      due_diligences.nombre_fantasia,
      due_diligences.rut,
    );
    // A RUT typed with dots ('12.345.678-5') still finds the stored '12345678-5'.
    where.push(
      or(
        like(texto, containsPattern(foldText(f.nombre))),
        like(sql`lower(${due_diligences.rut})`, containsPattern(f.nombre.replaceAll('.', '').toLowerCase())),
      ),
    );
  }
  return and(...where);
}

/** One page, newest first, with the capped total of platform/crud. */
export async function listDueDiligences(db: DbOrTx, alcance: Alcance, f: DueDiligenceFiltros, veTodo: boolean) {
  const where = condiciones(alcance, f, veTodo);
  const filas = db
    .select({ uno: sql`1` })
    .from(due_diligences)
    .where(where);
  const [rows, total] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(due_diligences.created_at), desc(due_diligences.id))
      .offset(f.offset ?? f.skip)
      .limit(f.limit),
    cappedTotal(db, filas),
  ]);
  return { rows, total };
}

export async function findDueDiligence(db: DbOrTx, alcance: Alcance, id: number) {
  const [row] = await base(db)
    .where(and(eq(due_diligences.id, id), delAlcance(alcance)))
    .limit(1);
  return row;
}

/** The bare row, locked until the transaction ends (state changes read and write under it). */
export async function lockDueDiligence(tx: DbOrTx, alcance: Alcance, id: number) {
  const [row] = await tx
    .select()
    .from(due_diligences)
    .where(and(eq(due_diligences.id, id), delAlcance(alcance)))
    .for('update');
  return row;
}

export async function insertDueDiligence(tx: DbOrTx, values: typeof due_diligences.$inferInsert) {
  const [row] = await tx.insert(due_diligences).values(values).returning();
  return row!;
}

export async function updateDueDiligence(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof due_diligences.$inferInsert>,
): Promise<DueDiligenceRow> {
  const [row] = await tx.update(due_diligences).set(values).where(eq(due_diligences.id, id)).returning();
  return row!;
}

// ---- archivos --------------------------------------------------------------------------------

const columnasArchivo = { link: due_diligence_archivos, archivo: archivos };
export type ArchivoDdRow = { link: typeof due_diligence_archivos.$inferSelect; archivo: typeof archivos.$inferSelect };

export async function archivosDe(db: DbOrTx, ddId: number): Promise<ArchivoDdRow[]> {
  return db
    .select(columnasArchivo)
    .from(due_diligence_archivos)
    .innerJoin(archivos, eq(archivos.id, due_diligence_archivos.archivo_id))
    .where(eq(due_diligence_archivos.due_diligence_id, ddId))
    .orderBy(due_diligence_archivos.id);
}

export async function findArchivoDd(db: DbOrTx, ddId: number, linkId: number): Promise<ArchivoDdRow | undefined> {
  const [row] = await db
    .select(columnasArchivo)
    .from(due_diligence_archivos)
    .innerJoin(archivos, eq(archivos.id, due_diligence_archivos.archivo_id))
    .where(and(eq(due_diligence_archivos.due_diligence_id, ddId), eq(due_diligence_archivos.id, linkId)))
    .limit(1);
  return row;
}

export async function insertArchivoDd(tx: DbOrTx, values: typeof due_diligence_archivos.$inferInsert) {
  const [row] = await tx.insert(due_diligence_archivos).values(values).returning();
  return row!;
}

export async function deleteArchivoDd(tx: DbOrTx, ddId: number, linkId: number) {
  await tx
    .delete(due_diligence_archivos)
    .where(and(eq(due_diligence_archivos.due_diligence_id, ddId), eq(due_diligence_archivos.id, linkId)));
}

// ---- usuarios ---------------------------------------------------------------------------------

/** The id of an active user of the company, if `usuarioId` is one. */
export async function findUsuarioActivo(db: DbOrTx, empresaId: number, usuarioId: number) {
  const [u] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.empresa_id, empresaId), eq(usuarios.activo, true)))
    .limit(1);
  return u?.id;
}
