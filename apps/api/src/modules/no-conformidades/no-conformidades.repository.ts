import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { noConformidadFiltrosSchema } from '@atalaya/shared/contracts/no-conformidades';
import type { DbOrTx } from '../../db/client';
import {
  acciones_nc,
  analisis_causa_nc,
  archivos,
  cierres_nc,
  clasificaciones_nc,
  denuncias,
  departamentos,
  evidencias_nc,
  fuentes_nc,
  no_conformidades,
  procesos,
  requisitos,
  riesgos,
  trabajadores,
  usuarios,
  verificaciones_nc,
} from '../../db/schema/index';
import { cappedTotal } from '../../platform/crud/capped-totals';
import { containsPattern, foldText } from '../../platform/crud/search';

/*
 * Queries of non-conformities and their sub-records. Every where is scoped to the acting company;
 * the catalogue tables (sources, classifications) also show the platform's global rows.
 */

export type NoConformidadRow = typeof no_conformidades.$inferSelect;
export type AnalisisRow = typeof analisis_causa_nc.$inferSelect;
export type AccionRow = typeof acciones_nc.$inferSelect;
export type VerificacionRow = typeof verificaciones_nc.$inferSelect;
export type CierreRow = typeof cierres_nc.$inferSelect;
type Filtros = z.output<typeof noConformidadFiltrosSchema>;

export type TablaCatalogoNc = typeof fuentes_nc | typeof clasificaciones_nc;
export type CatalogoNcRow = typeof fuentes_nc.$inferSelect;

const nombreUsuario = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) =>
  sql<string>`trim(${u.nombre} || ' ' || ${u.apellido})`;
const nombreTrabajador = (t: typeof trabajadores) =>
  sql<string>`trim(${t.nombres} || ' ' || ${t.apellido_paterno} || ' ' || ${t.apellido_materno})`;

// ---- catalogues (sources, classifications) -------------------------------------------------------

const visibles = (tabla: TablaCatalogoNc, empresaId: number) =>
  or(isNull(tabla.empresa_id), eq(tabla.empresa_id, empresaId))!;

/** Active global rows plus the company's own, by name. */
export async function listCatalogo(db: DbOrTx, tabla: TablaCatalogoNc, empresaId: number, skip: number, limit: number) {
  const where = and(visibles(tabla, empresaId), eq(tabla.activo, true));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tabla)
      .where(where)
      .orderBy(sql`lower(${tabla.nombre})`, asc(tabla.id))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(tabla).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A visible row (global or the company's own), active or not. */
export async function findCatalogo(db: DbOrTx, tabla: TablaCatalogoNc, empresaId: number, id: number) {
  const [row] = await db
    .select()
    .from(tabla)
    .where(and(eq(tabla.id, id), visibles(tabla, empresaId)));
  return row;
}

/** A visible row with that name (case-insensitive), other than `exceptoId`. */
export async function findCatalogoPorNombre(
  db: DbOrTx,
  tabla: TablaCatalogoNc,
  empresaId: number,
  nombre: string,
  exceptoId?: number,
) {
  const [row] = await db
    .select()
    .from(tabla)
    .where(
      and(
        visibles(tabla, empresaId),
        eq(sql`lower(${tabla.nombre})`, nombre.toLowerCase()),
        exceptoId ? ne(tabla.id, exceptoId) : undefined,
      ),
    )
    .orderBy(asc(tabla.id))
    .limit(1);
  return row;
}

export async function catalogoEnUso(db: DbOrTx, tabla: TablaCatalogoNc, id: number): Promise<boolean> {
  const columna = tabla === fuentes_nc ? no_conformidades.fuente_id : no_conformidades.clasificacion_id;
  const [row] = await db.select({ id: no_conformidades.id }).from(no_conformidades).where(eq(columna, id)).limit(1);
  return !!row;
}

// ---- non-conformities -----------------------------------------------------------------------------

const responsable = alias(usuarios, 'responsable');
const creador = alias(usuarios, 'creador');

/** The list item's columns: the row and the names of what it links to. */
const seleccion = {
  nc: no_conformidades,
  fuente_nombre: fuentes_nc.nombre,
  proceso_nombre: procesos.nombre_proceso,
  departamento_nombre: departamentos.nombre,
  detectado_por_nombre: sql<string | null>`${nombreTrabajador(trabajadores)}`,
  clasificacion_nombre: clasificaciones_nc.nombre,
  responsable_nombre: sql<string | null>`${nombreUsuario(responsable)}`,
  creador_nombre: sql<string | null>`${nombreUsuario(creador)}`,
  riesgo_nombre: riesgos.nombre,
  requisito_nombre: sql<string | null>`${requisitos.codigo} || ' ' || ${requisitos.nombre}`,
  denuncia_numero: denuncias.numero,
};

function listadoBase(db: DbOrTx) {
  return db
    .select(seleccion)
    .from(no_conformidades)
    .leftJoin(fuentes_nc, eq(fuentes_nc.id, no_conformidades.fuente_id))
    .leftJoin(procesos, eq(procesos.id, no_conformidades.proceso_id))
    .leftJoin(departamentos, eq(departamentos.id, no_conformidades.departamento_id))
    .leftJoin(trabajadores, eq(trabajadores.id, no_conformidades.detectado_por_id))
    .leftJoin(clasificaciones_nc, eq(clasificaciones_nc.id, no_conformidades.clasificacion_id))
    .leftJoin(responsable, eq(responsable.id, no_conformidades.responsable_id))
    .leftJoin(creador, eq(creador.id, no_conformidades.created_by))
    .leftJoin(riesgos, eq(riesgos.id, no_conformidades.riesgo_id))
    .leftJoin(requisitos, eq(requisitos.id, no_conformidades.requisito_id))
    .leftJoin(denuncias, eq(denuncias.id, no_conformidades.denuncia_id));
}

function condiciones(empresaId: number, f: Filtros): SQL[] {
  const where: SQL[] = [eq(no_conformidades.empresa_id, empresaId)];
  if (f.etapa) where.push(eq(no_conformidades.etapa, f.etapa));
  if (f.riesgo_id) where.push(eq(no_conformidades.riesgo_id, f.riesgo_id));
  if (f.denuncia_id) where.push(eq(no_conformidades.denuncia_id, f.denuncia_id));
  if (f.q) where.push(like(no_conformidades.busqueda, containsPattern(foldText(f.q))));
  return where;
}

/** One page, newest first; total capped as in platform/crud. */
export async function listNoConformidades(db: DbOrTx, empresaId: number, f: Filtros) {
  const where = and(...condiciones(empresaId, f));
  const [rows, total] = await Promise.all([
    listadoBase(db)
      .where(where)
      .orderBy(desc(no_conformidades.created_at), desc(no_conformidades.id))
      .offset(f.skip)
      .limit(f.limit),
    cappedTotal(
      db,
      db
        .select({ uno: sql`1` })
        .from(no_conformidades)
        .where(where),
    ),
  ]);
  return { rows, total };
}

export async function findListado(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await listadoBase(db).where(
    and(eq(no_conformidades.id, id), eq(no_conformidades.empresa_id, empresaId)),
  );
  return row;
}
export type NoConformidadListado = NonNullable<Awaited<ReturnType<typeof findListado>>>;

/** The row, locked for a change when `bloquear` (another company's → undefined). */
export async function findNoConformidad(db: DbOrTx, empresaId: number, id: number, bloquear = false) {
  const q = db
    .select()
    .from(no_conformidades)
    .where(and(eq(no_conformidades.id, id), eq(no_conformidades.empresa_id, empresaId)));
  const [row] = bloquear ? await q.for('update') : await q;
  return row;
}

/** Next NC-YYYY-NNNN of the company for `anio`; serialised per company and year (call inside the insert's transaction). */
export async function siguienteCodigo(tx: DbOrTx, empresaId: number, anio: number): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`no_conformidades:codigo:${empresaId}:${anio}`}))`);
  const prefijo = `NC-${anio}-`;
  const [fila] = await tx
    .select({
      max: sql<number>`coalesce(max(split_part(${no_conformidades.codigo}, '-', 3)::int), 0)::int`,
    })
    .from(no_conformidades)
    .where(and(eq(no_conformidades.empresa_id, empresaId), like(no_conformidades.codigo, `${prefijo}%`)));
  return `${prefijo}${String(Number(fila?.max ?? 0) + 1).padStart(4, '0')}`;
}

// ---- sub-records ----------------------------------------------------------------------------------

export async function analisisDe(db: DbOrTx, empresaId: number, ncId: number) {
  const [row] = await db
    .select()
    .from(analisis_causa_nc)
    .where(and(eq(analisis_causa_nc.empresa_id, empresaId), eq(analisis_causa_nc.no_conformidad_id, ncId)));
  return row;
}

export async function findAnalisis(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await db
    .select()
    .from(analisis_causa_nc)
    .where(and(eq(analisis_causa_nc.empresa_id, empresaId), eq(analisis_causa_nc.id, id)));
  return row;
}

const accionResponsable = alias(usuarios, 'accion_responsable');

const seleccionAccion = {
  accion: acciones_nc,
  responsable_nombre: sql<string | null>`${nombreUsuario(accionResponsable)}`,
  evidencias: sql<number>`(select count(*)::int from ${evidencias_nc} where ${evidencias_nc.accion_id} = ${acciones_nc.id})`,
};

export async function accionesDe(db: DbOrTx, empresaId: number, ncId: number) {
  return db
    .select(seleccionAccion)
    .from(acciones_nc)
    .leftJoin(accionResponsable, eq(accionResponsable.id, acciones_nc.responsable_id))
    .where(and(eq(acciones_nc.empresa_id, empresaId), eq(acciones_nc.no_conformidad_id, ncId)))
    .orderBy(asc(acciones_nc.plazo), asc(acciones_nc.id));
}
export type AccionListado = Awaited<ReturnType<typeof accionesDe>>[number];

export async function findAccionListado(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await db
    .select(seleccionAccion)
    .from(acciones_nc)
    .leftJoin(accionResponsable, eq(accionResponsable.id, acciones_nc.responsable_id))
    .where(and(eq(acciones_nc.empresa_id, empresaId), eq(acciones_nc.id, id)));
  return row;
}

export async function findAccion(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await db
    .select()
    .from(acciones_nc)
    .where(and(eq(acciones_nc.empresa_id, empresaId), eq(acciones_nc.id, id)));
  return row;
}

const subidoPor = alias(usuarios, 'subido_por');

const seleccionEvidencia = {
  evidencia: evidencias_nc,
  archivo: archivos,
  subido_por_nombre: sql<string | null>`${nombreUsuario(subidoPor)}`,
};

export async function evidenciasDe(db: DbOrTx, empresaId: number, ncId: number, tipo?: string) {
  return db
    .select(seleccionEvidencia)
    .from(evidencias_nc)
    .innerJoin(archivos, eq(archivos.id, evidencias_nc.archivo_id))
    .leftJoin(subidoPor, eq(subidoPor.id, evidencias_nc.created_by))
    .where(
      and(
        eq(evidencias_nc.empresa_id, empresaId),
        eq(evidencias_nc.no_conformidad_id, ncId),
        tipo ? eq(evidencias_nc.tipo, tipo) : undefined,
      ),
    )
    .orderBy(asc(evidencias_nc.created_at), asc(evidencias_nc.id));
}
export type EvidenciaListado = Awaited<ReturnType<typeof evidenciasDe>>[number];

export async function findEvidencia(db: DbOrTx, empresaId: number, id: number) {
  const [row] = await db
    .select(seleccionEvidencia)
    .from(evidencias_nc)
    .innerJoin(archivos, eq(archivos.id, evidencias_nc.archivo_id))
    .leftJoin(subidoPor, eq(subidoPor.id, evidencias_nc.created_by))
    .where(and(eq(evidencias_nc.empresa_id, empresaId), eq(evidencias_nc.id, id)));
  return row;
}

export async function evidenciasPorIds(db: DbOrTx, empresaId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(seleccionEvidencia)
    .from(evidencias_nc)
    .innerJoin(archivos, eq(archivos.id, evidencias_nc.archivo_id))
    .leftJoin(subidoPor, eq(subidoPor.id, evidencias_nc.created_by))
    .where(and(eq(evidencias_nc.empresa_id, empresaId), inArray(evidencias_nc.id, ids)))
    .orderBy(asc(evidencias_nc.id));
}

const verificador = alias(usuarios, 'verificador');

/** Newest first. */
export async function verificacionesDe(db: DbOrTx, empresaId: number, ncId: number) {
  return db
    .select({
      verificacion: verificaciones_nc,
      verificado_por_nombre: sql<string | null>`${nombreUsuario(verificador)}`,
    })
    .from(verificaciones_nc)
    .leftJoin(verificador, eq(verificador.id, verificaciones_nc.verificado_por))
    .where(and(eq(verificaciones_nc.empresa_id, empresaId), eq(verificaciones_nc.no_conformidad_id, ncId)))
    .orderBy(desc(verificaciones_nc.created_at), desc(verificaciones_nc.id));
}
export type VerificacionListado = Awaited<ReturnType<typeof verificacionesDe>>[number];

const cerradoPor = alias(usuarios, 'cerrado_por');

export async function cierreDe(db: DbOrTx, empresaId: number, ncId: number) {
  const [row] = await db
    .select({ cierre: cierres_nc, cerrado_por_nombre: sql<string | null>`${nombreUsuario(cerradoPor)}` })
    .from(cierres_nc)
    .leftJoin(cerradoPor, eq(cerradoPor.id, cierres_nc.cerrado_por))
    .where(and(eq(cierres_nc.empresa_id, empresaId), eq(cierres_nc.no_conformidad_id, ncId)));
  return row;
}
export type CierreListado = NonNullable<Awaited<ReturnType<typeof cierreDe>>>;

// ---- people and links -----------------------------------------------------------------------------

/** Active users of the company, by name; `id` narrows to one. */
export async function usuariosActivos(db: DbOrTx, empresaId: number, id?: number) {
  return db
    .select({ id: usuarios.id, nombre: nombreUsuario(usuarios) })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.activo, true), id ? eq(usuarios.id, id) : undefined))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
}

/** Whether `id` is a row of `tabla` of the company. */
export async function existeEnEmpresa(
  db: DbOrTx,
  tabla:
    | typeof procesos
    | typeof departamentos
    | typeof trabajadores
    | typeof riesgos
    | typeof requisitos
    | typeof denuncias,
  empresaId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tabla.id })
    .from(tabla)
    .where(and(eq(tabla.id, id), eq(tabla.empresa_id, empresaId)))
    .limit(1);
  return !!row;
}
