import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { EstadoPublicado } from '@atalaya/shared/phases';
import type { DbOrTx } from '../../db/client';
import {
  categorias_requisito,
  documento_flujos,
  documento_requisitos,
  documentos,
  empresas,
  requisitos,
} from '../../db/schema/index';
import { cappedTotal } from '../../platform/crud/capped-totals';
import { containsPattern, foldText } from '../../platform/crud/search';

/*
 * Published versions (SPEC §3 'Published document'): every flow that reached publication, with
 * its state computed in SQL so the estado filter, the page and the overview agree.
 */

const f = documento_flujos;
const d = documentos;

/** Days as an exact span (a day is 24 h here, as in `estadoPublicado`), not a calendar day. */
const dias = (n: SQL | number) => sql`(${n} * interval '24 hours')`;

/** Publication instant and expiry (stored at publication; else publication + vigencia). */
export const fechaPublicacionSql = sql<Date>`coalesce(${f.fecha_publicacion}, ${f.created_at})`;
export const fechaVencimientoSql = sql<Date>`coalesce(${f.fecha_vencimiento}, ${fechaPublicacionSql} + ${dias(sql`${d.vigencia}`)})`;

/** An instant as epoch milliseconds (drivers disagree on how they hand back computed timestamps). */
const epochMs = (expr: SQL) => sql<number>`(extract(epoch from ${expr}) * 1000)::float8`.mapWith(Number);

/** `estadoPublicado` of phases.ts in SQL: obsoleto, vencido, por_vencer within `diasAviso`, else vigente. */
export function estadoSql(now: Date, diasAviso: number) {
  const ahora = sql`${now.toISOString()}::timestamptz`;
  return sql<EstadoPublicado>`case
    when ${f.fase} = 'obsoleto' then 'obsoleto'
    when ${fechaVencimientoSql} <= ${ahora} then 'vencido'
    when ${fechaVencimientoSql} <= ${ahora} + ${dias(diasAviso)} then 'por_vencer'
    else 'vigente' end`;
}

export async function diasAvisoDe(db: DbOrTx, empresaId: number) {
  const [row] = await db
    .select({ dias: empresas.dias_aviso_vencimiento })
    .from(empresas)
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return row?.dias;
}

export async function setDiasAviso(db: DbOrTx, empresaId: number, diasAviso: number, now: Date) {
  await db
    .update(empresas)
    .set({ dias_aviso_vencimiento: diasAviso, updated_at: now })
    .where(eq(empresas.id, empresaId));
}

/** Category of the document's first requirement by name. */
const categoriaSql = sql<string | null>`(
  select ${categorias_requisito.nombre} from ${documento_requisitos}
  join ${requisitos} on ${requisitos.id} = ${documento_requisitos.requisito_id}
  left join ${categorias_requisito} on ${categorias_requisito.id} = ${requisitos.categoria_id}
  where ${documento_requisitos.documento_id} = ${d.id} and ${documento_requisitos.empresa_id} = ${d.empresa_id}
  order by ${requisitos.nombre}, ${requisitos.id} limit 1)`;

/** Names of the document's requirements, by name, joined with ', '. */
const requisitoSql = sql<string | null>`(
  select string_agg(${requisitos.nombre}, ', ' order by ${requisitos.nombre}, ${requisitos.id}) from ${documento_requisitos}
  join ${requisitos} on ${requisitos.id} = ${documento_requisitos.requisito_id}
  where ${documento_requisitos.documento_id} = ${d.id} and ${documento_requisitos.empresa_id} = ${d.empresa_id})`;

export interface PublicadosQuery {
  q?: string;
  estado?: EstadoPublicado;
  skip: number;
  limit: number;
}

/** One page of published and obsolete versions, by code then newest version; total capped as in platform/crud. */
export async function listPublicados(
  db: DbOrTx,
  empresaId: number,
  query: PublicadosQuery,
  now: Date,
  diasAviso: number,
) {
  const estado = estadoSql(now, diasAviso);
  const where: SQL[] = [eq(f.empresa_id, empresaId), inArray(f.fase, ['publicacion', 'obsoleto'])];
  if (query.q) where.push(like(d.busqueda, containsPattern(foldText(query.q))));
  if (query.estado) where.push(sql`${estado} = ${query.estado}`);
  const condicion = and(...where);
  const filas = db
    .select({ uno: sql`1` })
    .from(f)
    .innerJoin(d, eq(d.id, f.documento_id))
    .where(condicion);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: f.id,
        documento_id: d.id,
        codigo: d.codigo,
        nombre_documento: d.nombre_documento,
        version_num: f.version_num,
        fase: f.fase,
        categoria: categoriaSql,
        requisito: requisitoSql,
        fecha_publicacion: epochMs(fechaPublicacionSql),
        fecha_vencimiento: epochMs(fechaVencimientoSql),
      })
      .from(f)
      .innerJoin(d, eq(d.id, f.documento_id))
      .where(condicion)
      .orderBy(asc(d.codigo), desc(f.version_num), asc(f.id))
      .offset(query.skip)
      .limit(query.limit),
    cappedTotal(db, filas),
  ]);
  return { rows, total };
}

/**
 * Counts for the overview cards. `total` counts every version the unfiltered list shows (in force
 * and obsolete), so the 'Todas las versiones' card matches the list it opens; the other counts are
 * by state (an obsolete version is none of them).
 */
export async function contarPublicados(db: DbOrTx, empresaId: number, now: Date, diasAviso: number) {
  const estado = estadoSql(now, diasAviso);
  const [row] = await db
    .select({
      total: count(),
      vigentes: sql<number>`count(*) filter (where ${estado} = 'vigente')`.mapWith(Number),
      por_vencer: sql<number>`count(*) filter (where ${estado} = 'por_vencer')`.mapWith(Number),
      vencidos: sql<number>`count(*) filter (where ${estado} = 'vencido')`.mapWith(Number),
    })
    .from(f)
    .innerJoin(d, eq(d.id, f.documento_id))
    .where(and(eq(f.empresa_id, empresaId), inArray(f.fase, ['publicacion', 'obsoleto'])));
  return {
    total: Number(row?.total ?? 0),
    vigentes: row?.vigentes ?? 0,
    por_vencer: row?.por_vencer ?? 0,
    vencidos: row?.vencidos ?? 0,
  };
}

/**
 * Company requirements that apply (estado_cumplimiento ≠ no_aplica), and how many of them are
 * covered: marked 'cumple' by the company, or backed by a published, unexpired linked document.
 */
export async function contarRequisitosCubiertos(db: DbOrTx, empresaId: number, now: Date) {
  const ahora = sql`${now.toISOString()}::timestamptz`;
  const cubierto = sql`exists (
    select 1 from ${documento_requisitos}
    join ${d} on ${d.id} = ${documento_requisitos.documento_id}
    join ${f} on ${f.documento_id} = ${d.id}
    where ${documento_requisitos.requisito_id} = ${requisitos.id}
      and ${documento_requisitos.empresa_id} = ${empresaId}
      and ${f.fase} = 'publicacion'
      and ${fechaVencimientoSql} > ${ahora})`;
  const [row] = await db
    .select({
      total: count(),
      cubiertos:
        sql<number>`count(*) filter (where ${requisitos.estado_cumplimiento} = 'cumple' or ${cubierto})`.mapWith(
          Number,
        ),
    })
    .from(requisitos)
    .where(and(eq(requisitos.empresa_id, empresaId), sql`${requisitos.estado_cumplimiento} <> 'no_aplica'`));
  return { total: Number(row?.total ?? 0), cubiertos: row?.cubiertos ?? 0 };
}
