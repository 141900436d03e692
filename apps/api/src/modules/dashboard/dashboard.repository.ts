import { and, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  denuncias,
  documento_flujos,
  due_diligences,
  no_conformidades,
  riesgos,
  trabajadores,
} from '../../db/schema/index';
import { fechaPublicacionSql } from '../documentos/publicados.repository';
import { COLUMNAS_PLAZOS } from '../canal-denuncias/plazos/plazos.repository';

/*
 * The dashboard's aggregates: one grouped query per area, every one scoped to the company
 * (issue 8 §4). Months are read on the America/Santiago calendar.
 */

const contar = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

/** Versions whose flow left No Iniciado, and those that reached publication (obsolete ones did too). */
export async function contarFlujos(db: DbOrTx, empresaId: number) {
  const f = documento_flujos;
  const [row] = await db
    .select({
      iniciados: contar(sql`${f.fase} <> 'no_iniciado'`),
      completados: contar(inArray(f.fase, ['publicacion', 'obsoleto'])),
    })
    .from(f)
    .where(eq(f.empresa_id, empresaId));
  return { iniciados: row?.iniciados ?? 0, completados: row?.completados ?? 0 };
}

export async function contarRiesgos(db: DbOrTx, empresaId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      no_cubiertos: contar(eq(riesgos.estado, 'No cubierto')),
      en_proceso: contar(eq(riesgos.estado, 'En proceso')),
      sin_cubrir: contar(sql`${riesgos.estado} <> 'Cubierto'`),
    })
    .from(riesgos)
    .where(eq(riesgos.empresa_id, empresaId));
  return {
    total: row?.total ?? 0,
    no_cubiertos: row?.no_cubiertos ?? 0,
    en_proceso: row?.en_proceso ?? 0,
    sin_cubrir: row?.sin_cubrir ?? 0,
  };
}

/** Workers of tipo contratista by estado (activo | bloqueado | en_validacion). */
export async function contarContratistas(db: DbOrTx, empresaId: number) {
  const t = trabajadores;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      activo: contar(eq(t.estado, 'activo')),
      bloqueado: contar(eq(t.estado, 'bloqueado')),
      en_validacion: contar(eq(t.estado, 'en_validacion')),
    })
    .from(t)
    .where(and(eq(t.empresa_id, empresaId), eq(t.tipo, 'contratista')));
  return {
    total: row?.total ?? 0,
    activo: row?.activo ?? 0,
    bloqueado: row?.bloqueado ?? 0,
    en_validacion: row?.en_validacion ?? 0,
  };
}

/** The open cases `visible` lets the caller see, with the columns their legal clocks need. */
export function denunciasAbiertas(db: DbOrTx, empresaId: number, visible: SQL) {
  return db
    .select({
      estado: denuncias.estado,
      ...COLUMNAS_PLAZOS,
    })
    .from(denuncias)
    .where(and(eq(denuncias.empresa_id, empresaId), sql`${denuncias.estado} <> 'cerrada'`, visible));
}

/** Due diligences by state (en_progreso = procesando or en_revision) and published ones by risk. */
export async function contarDueDiligences(db: DbOrTx, empresaId: number) {
  const d = due_diligences;
  const terminado = eq(d.estado, 'terminado');
  const [row] = await db
    .select({
      pendientes: contar(eq(d.estado, 'pendiente')),
      en_progreso: contar(inArray(d.estado, ['procesando', 'en_revision'])),
      terminadas: contar(terminado),
      bajo: contar(and(terminado, eq(d.nivel_riesgo, 'bajo'))!),
      monitoreo: contar(and(terminado, eq(d.nivel_riesgo, 'monitoreo'))!),
      alto: contar(and(terminado, eq(d.nivel_riesgo, 'alto'))!),
    })
    .from(d)
    .where(eq(d.empresa_id, empresaId));
  return {
    pendientes: row?.pendientes ?? 0,
    en_progreso: row?.en_progreso ?? 0,
    terminadas: row?.terminadas ?? 0,
    riesgo: { bajo: row?.bajo ?? 0, monitoreo: row?.monitoreo ?? 0, alto: row?.alto ?? 0 },
  };
}

/** Non-conformities by stage. */
export async function contarNoConformidades(db: DbOrTx, empresaId: number) {
  const filas = await db
    .select({ etapa: no_conformidades.etapa, n: sql<number>`count(*)`.mapWith(Number) })
    .from(no_conformidades)
    .where(eq(no_conformidades.empresa_id, empresaId))
    .groupBy(no_conformidades.etapa);
  return new Map(filas.map((f) => [f.etapa, f.n]));
}

/**
 * Rows per Santiago month ('YYYY-MM') of `instante`, from the Santiago month `desde` ('YYYY-MM')
 * on, among the rows matching `where`.
 */
async function porMes(
  db: DbOrTx,
  tabla: PgTable,
  instante: SQL | PgColumn,
  desde: string,
  where: SQL | undefined,
): Promise<Map<string, number>> {
  const local = sql`(${instante} at time zone 'America/Santiago')`;
  const mes = sql<string>`to_char(${local}, 'YYYY-MM')`;
  const filas = await db
    .select({ mes, n: sql<number>`count(*)`.mapWith(Number) })
    .from(tabla)
    .where(and(where, gte(local, sql`${`${desde}-01 00:00:00`}::timestamp`)))
    .groupBy(mes);
  return new Map(filas.map((f) => [String(f.mes), f.n]));
}

export const tendencia = {
  denunciasRecibidas: (db: DbOrTx, empresaId: number, desde: string, visible: SQL) =>
    porMes(db, denuncias, denuncias.created_at, desde, and(eq(denuncias.empresa_id, empresaId), visible)),
  documentosPublicados: (db: DbOrTx, empresaId: number, desde: string) =>
    porMes(
      db,
      documento_flujos,
      fechaPublicacionSql,
      desde,
      and(eq(documento_flujos.empresa_id, empresaId), inArray(documento_flujos.fase, ['publicacion', 'obsoleto'])),
    ),
  ncAbiertas: (db: DbOrTx, empresaId: number, desde: string) =>
    porMes(db, no_conformidades, no_conformidades.created_at, desde, eq(no_conformidades.empresa_id, empresaId)),
  ncCerradas: (db: DbOrTx, empresaId: number, desde: string) =>
    porMes(
      db,
      no_conformidades,
      no_conformidades.cerrada_at,
      desde,
      and(eq(no_conformidades.empresa_id, empresaId), isNotNull(no_conformidades.cerrada_at)),
    ),
  ddSolicitadas: (db: DbOrTx, empresaId: number, desde: string) =>
    porMes(db, due_diligences, due_diligences.created_at, desde, eq(due_diligences.empresa_id, empresaId)),
};
