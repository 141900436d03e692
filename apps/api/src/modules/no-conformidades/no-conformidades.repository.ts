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
  mitigaciones,
  no_conformidades,
  procesos,
  requisitos,
  riesgo_mitigaciones,
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

export type CatalogoNcRow = typeof fuentes_nc.$inferSelect;
export type TipoCatalogoNc = 'fuente' | 'clasificacion';
type TablaCatalogoNc = typeof fuentes_nc | typeof clasificaciones_nc;
const CATALOGOS: Record<TipoCatalogoNc, TablaCatalogoNc> = { fuente: fuentes_nc, clasificacion: clasificaciones_nc };
type CatalogoNcInput = Pick<typeof fuentes_nc.$inferInsert, 'nombre' | 'descripcion'>;

const nombreUsuario = (u: { nombre: AnyPgColumn; apellido: AnyPgColumn }) =>
  sql<string>`trim(${u.nombre} || ' ' || ${u.apellido})`;
const nombreTrabajador = (t: typeof trabajadores) =>
  sql<string>`trim(${t.nombres} || ' ' || ${t.apellido_paterno} || ' ' || ${t.apellido_materno})`;

// ---- catalogues (sources, classifications) -------------------------------------------------------

const visibles = (tabla: TablaCatalogoNc, empresaId: number) =>
  or(isNull(tabla.empresa_id), eq(tabla.empresa_id, empresaId))!;

/** Active global rows plus the company's own, by name. */
export async function listCatalogo(db: DbOrTx, tipo: TipoCatalogoNc, empresaId: number, skip: number, limit: number) {
  const tabla = CATALOGOS[tipo];
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
export async function findCatalogo(db: DbOrTx, tipo: TipoCatalogoNc, empresaId: number, id: number) {
  const tabla = CATALOGOS[tipo];
  const [row] = await db
    .select()
    .from(tabla)
    .where(and(eq(tabla.id, id), visibles(tabla, empresaId)));
  return row;
}

/** A visible row with that name (case-insensitive), other than `exceptoId`. */
export async function findCatalogoPorNombre(
  db: DbOrTx,
  tipo: TipoCatalogoNc,
  empresaId: number,
  nombre: string,
  exceptoId?: number,
) {
  const tabla = CATALOGOS[tipo];
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

export async function catalogoEnUso(db: DbOrTx, tipo: TipoCatalogoNc, id: number): Promise<boolean> {
  const columna = tipo === 'fuente' ? no_conformidades.fuente_id : no_conformidades.clasificacion_id;
  const [row] = await db.select({ id: no_conformidades.id }).from(no_conformidades).where(eq(columna, id)).limit(1);
  return !!row;
}

export async function insertCatalogo(
  db: DbOrTx,
  tipo: TipoCatalogoNc,
  empresaId: number,
  d: CatalogoNcInput,
  now: Date,
): Promise<CatalogoNcRow> {
  const tabla = CATALOGOS[tipo];
  const [row] = await db
    .insert(tabla)
    .values({ empresa_id: empresaId, ...d, created_at: now, updated_at: now })
    .returning();
  return row!;
}

/** Changes a row of the company (`activo` too); undefined when it is not the company's. */
export async function updateCatalogo(
  db: DbOrTx,
  tipo: TipoCatalogoNc,
  empresaId: number,
  id: number,
  cambios: Partial<CatalogoNcInput & { activo: boolean }>,
  now: Date,
): Promise<CatalogoNcRow | undefined> {
  const tabla = CATALOGOS[tipo];
  const [row] = await db
    .update(tabla)
    .set({ ...cambios, updated_at: now })
    .where(and(eq(tabla.id, id), eq(tabla.empresa_id, empresaId)))
    .returning();
  return row;
}

export async function deleteCatalogo(db: DbOrTx, tipo: TipoCatalogoNc, empresaId: number, id: number) {
  const tabla = CATALOGOS[tipo];
  await db.delete(tabla).where(and(eq(tabla.id, id), eq(tabla.empresa_id, empresaId)));
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

/** The tables an NC's link fields point to. */
const VINCULOS = {
  proceso_id: procesos,
  departamento_id: departamentos,
  detectado_por_id: trabajadores,
  riesgo_id: riesgos,
  requisito_id: requisitos,
  denuncia_id: denuncias,
} as const;
export type CampoVinculoNc = keyof typeof VINCULOS;

/** Whether `id` is a row of the company in the table the link field `campo` points to. */
export async function existeEnEmpresa(
  db: DbOrTx,
  campo: CampoVinculoNc,
  empresaId: number,
  id: number,
): Promise<boolean> {
  const tabla = VINCULOS[campo];
  const [row] = await db
    .select({ id: tabla.id })
    .from(tabla)
    .where(and(eq(tabla.id, id), eq(tabla.empresa_id, empresaId)))
    .limit(1);
  return !!row;
}

// ---- writes ---------------------------------------------------------------------------------------

/** The states of the NC's actions (for the workflow's context). */
export function estadosAcciones(db: DbOrTx, empresaId: number, ncId: number) {
  return db
    .select({ estado: acciones_nc.estado })
    .from(acciones_nc)
    .where(and(eq(acciones_nc.empresa_id, empresaId), eq(acciones_nc.no_conformidad_id, ncId)));
}

export async function insertNoConformidad(db: DbOrTx, valores: typeof no_conformidades.$inferInsert): Promise<number> {
  const [row] = await db.insert(no_conformidades).values(valores).returning({ id: no_conformidades.id });
  return row!.id;
}

export async function updateNoConformidad(
  db: DbOrTx,
  id: number,
  cambios: Partial<typeof no_conformidades.$inferInsert>,
) {
  await db.update(no_conformidades).set(cambios).where(eq(no_conformidades.id, id));
}

export async function insertVerificacion(db: DbOrTx, valores: typeof verificaciones_nc.$inferInsert): Promise<number> {
  const [row] = await db.insert(verificaciones_nc).values(valores).returning({ id: verificaciones_nc.id });
  return row!.id;
}

export async function insertAnalisis(db: DbOrTx, valores: typeof analisis_causa_nc.$inferInsert): Promise<AnalisisRow> {
  const [row] = await db.insert(analisis_causa_nc).values(valores).returning();
  return row!;
}

export async function updateAnalisis(
  db: DbOrTx,
  id: number,
  cambios: Partial<typeof analisis_causa_nc.$inferInsert>,
): Promise<AnalisisRow> {
  const [row] = await db.update(analisis_causa_nc).set(cambios).where(eq(analisis_causa_nc.id, id)).returning();
  return row!;
}

export async function insertAccion(db: DbOrTx, valores: typeof acciones_nc.$inferInsert): Promise<AccionRow> {
  const [row] = await db.insert(acciones_nc).values(valores).returning();
  return row!;
}

export async function updateAccion(db: DbOrTx, id: number, cambios: Partial<typeof acciones_nc.$inferInsert>) {
  await db.update(acciones_nc).set(cambios).where(eq(acciones_nc.id, id));
}

export async function deleteAccion(db: DbOrTx, id: number) {
  await db.delete(acciones_nc).where(eq(acciones_nc.id, id));
}

export async function insertCierre(db: DbOrTx, valores: typeof cierres_nc.$inferInsert): Promise<number> {
  const [row] = await db.insert(cierres_nc).values(valores).returning({ id: cierres_nc.id });
  return row!.id;
}

/** Deletes an evidence row and its `archivos` row (the bytes go after the commit). */
export async function deleteEvidencia(db: DbOrTx, id: number, archivoId: number) {
  await db.delete(evidencias_nc).where(eq(evidencias_nc.id, id));
  await db.delete(archivos).where(eq(archivos.id, archivoId));
}

export async function insertEvidencia(db: DbOrTx, valores: typeof evidencias_nc.$inferInsert): Promise<number> {
  const [row] = await db.insert(evidencias_nc).values(valores).returning({ id: evidencias_nc.id });
  return row!.id;
}

// ---- the linked risk (closing on it) ----------------------------------------------------------------

export type RiesgoRow = typeof riesgos.$inferSelect;

/** The company's risk locked for a change (undefined when missing). */
export async function lockRiesgo(db: DbOrTx, empresaId: number, id: number): Promise<RiesgoRow | undefined> {
  const [row] = await db
    .select()
    .from(riesgos)
    .where(and(eq(riesgos.id, id), eq(riesgos.empresa_id, empresaId)))
    .for('update');
  return row;
}

/** A mitigation linked to the risk; its id. */
export async function insertMitigacionDeRiesgo(
  db: DbOrTx,
  riesgoId: number,
  valores: typeof mitigaciones.$inferInsert,
): Promise<number> {
  const [m] = await db.insert(mitigaciones).values(valores).returning({ id: mitigaciones.id });
  await db.insert(riesgo_mitigaciones).values({
    empresa_id: valores.empresa_id,
    riesgo_id: riesgoId,
    mitigacion_id: m!.id,
    created_at: valores.created_at,
  });
  return m!.id;
}

export async function updateEstadoRiesgo(db: DbOrTx, id: number, estado: string, now: Date) {
  await db.update(riesgos).set({ estado, updated_at: now }).where(eq(riesgos.id, id));
}
