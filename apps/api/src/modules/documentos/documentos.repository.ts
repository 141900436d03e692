import { and, asc, count, desc, eq, gte, inArray, like, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { documentoFiltrosSchema } from '@atalaya/shared/contracts/documentos';
import type { Referencia } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { DbOrTx } from '../../db/client';
import { PLAN_POR_VALORES, preparada } from '../../db/preparadas';
import {
  archivos,
  documento_archivos,
  documento_ciclo_vida,
  documento_flujos,
  documento_requisitos,
  documento_riesgos,
  documentos,
  procesos,
  requisitos,
  riesgos,
  usuarios,
} from '../../db/schema/index';
import { cappedTotalPreparado } from '../../platform/crud/capped-totals';
import { containsPattern, foldText } from '../../platform/crud/search';

/* Drizzle queries of the document register; every function takes the tenant and every where uses it. */

export type DocumentoRow = typeof documentos.$inferSelect;
type Filtros = z.output<typeof documentoFiltrosSchema>;

/** A value the prepared page and count take when they run. */
const valor = (nombre: string) => sql.placeholder(nombre);

/** Start of a calendar day in Chile as an instant (the database resolves DST). */
const inicioDelDia = (dia: ReturnType<typeof valor>, masDias = 0) =>
  sql`((${dia}::date + ${masDias}::int)::timestamp at time zone 'America/Santiago')`;

/** The company and each filter in use, under the name of its placeholder. */
function valoresDeFiltros(empresaId: number, f: Filtros): Record<string, string | number> {
  const valores: Record<string, string | number> = { empresa: empresaId };
  if (f.q) valores.q = containsPattern(foldText(f.q));
  if (f.status) valores.status = f.status;
  if (f.proceso_id) valores.proceso_id = f.proceso_id;
  if (f.riesgo_id) valores.riesgo_id = f.riesgo_id;
  if (f.requisito_id) valores.requisito_id = f.requisito_id;
  if (f.date_from) valores.date_from = f.date_from;
  if (f.date_to) valores.date_to = f.date_to;
  return valores;
}

/** The conditions of the filters in `usados`, each taking its value from its placeholder. */
function condiciones(usados: ReadonlySet<string>): SQL[] {
  const empresa = valor('empresa');
  const where: SQL[] = [eq(documentos.empresa_id, empresa)];
  if (usados.has('q')) where.push(like(documentos.busqueda, valor('q')));
  if (usados.has('status')) where.push(eq(documentos.status, valor('status')));
  if (usados.has('proceso_id')) where.push(eq(documentos.proceso_id, valor('proceso_id')));
  if (usados.has('riesgo_id')) {
    where.push(
      sql`exists (select 1 from ${documento_riesgos} where ${documento_riesgos.documento_id} = ${documentos.id}
            and ${documento_riesgos.empresa_id} = ${empresa} and ${documento_riesgos.riesgo_id} = ${valor('riesgo_id')})`,
    );
  }
  if (usados.has('requisito_id')) {
    where.push(
      sql`exists (select 1 from ${documento_requisitos} where ${documento_requisitos.documento_id} = ${documentos.id}
            and ${documento_requisitos.empresa_id} = ${empresa} and ${documento_requisitos.requisito_id} = ${valor('requisito_id')})`,
    );
  }
  // Inclusive calendar days in Chile: [date_from 00:00, date_to + 1 day 00:00).
  if (usados.has('date_from')) where.push(gte(documentos.created_at, inicioDelDia(valor('date_from'))));
  if (usados.has('date_to')) where.push(lt(documentos.created_at, inicioDelDia(valor('date_to'), 1)));
  return where;
}

/**
 * One page of the company's documents, newest first, with the total exact up to TOTAL_MAXIMO and
 * capped beyond it (the convention of platform/crud). Page and count are prepared once per set of
 * filters in use: a page reloaded after every document transition no longer rebuilds its SQL.
 */
export async function listDocumentos(db: DbOrTx, empresaId: number, f: Filtros) {
  const valores = valoresDeFiltros(empresaId, f);
  const usados = new Set(Object.keys(valores));
  const forma = [...usados].sort().join(',');
  const pagina = preparada(
    db,
    `documentos_pagina:${forma}`,
    (d) =>
      documentosConNombres(d)
        .where(and(...condiciones(usados)))
        .orderBy(desc(documentos.created_at), desc(documentos.id))
        .offset(valor('skip'))
        .limit(valor('limit')),
    PLAN_POR_VALORES,
  );
  const [rows, total] = await Promise.all([
    pagina.execute({ ...valores, skip: f.skip, limit: f.limit }),
    cappedTotalPreparado(db, `documentos_total:${forma}`, valores, (d) =>
      d
        .select({ uno: sql`1` })
        .from(documentos)
        .where(and(...condiciones(usados))),
    ),
  ]);
  return { rows, total };
}

export async function findDocumento(db: DbOrTx, empresaId: number, id: number, forUpdate = false) {
  const q = db
    .select()
    .from(documentos)
    .where(and(eq(documentos.empresa_id, empresaId), eq(documentos.id, id)));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
}

export async function codigoEnUso(db: DbOrTx, empresaId: number, codigo: string, exceptoId?: number) {
  const [row] = await db
    .select({ id: documentos.id })
    .from(documentos)
    .where(
      and(
        eq(documentos.empresa_id, empresaId),
        eq(documentos.codigo, codigo),
        exceptoId ? sql`${documentos.id} <> ${exceptoId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** Requirements or risks linked to the document in the select, `[{ id, nombre }]` sorted by name, as JSON. */
function vinculosJson(enlace: PgTable, columna: 'requisito_id' | 'riesgo_id', destino: PgTable) {
  return sql<Referencia[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'nombre', v.nombre) order by v.nombre, v.id)
    from ${enlace} e join ${destino} v on v.id = e.${sql.raw(columna)}
    where e.empresa_id = ${documentos.empresa_id} and e.documento_id = ${documentos.id}), '[]'::json)`;
}

/** One of a document's people, joined under its own name and only from the document's company. */
function personaUnida<Rol extends 'solicitante' | 'revisor' | 'aprobador'>(rol: Rol, id: PgColumn) {
  const u = alias(usuarios, rol);
  return {
    tabla: u,
    on: and(eq(u.id, id), eq(u.empresa_id, documentos.empresa_id)),
    campos: { id: u.id, nombre: u.nombre, apellido: u.apellido, email: u.email },
  };
}

/**
 * Documents as answered, in one statement: the process, the three people and their links joined
 * within the company, and the flow each shows (SPEC's id_documentacion): the version in progress,
 * or else the highest. Add `where`, order and page.
 */
export function documentosConNombres(db: DbOrTx) {
  const solicitante = personaUnida('solicitante', documentos.solicitante_id);
  const revisor = personaUnida('revisor', documentos.revisor_id);
  const aprobador = personaUnida('aprobador', documentos.aprobador_id);
  const flujo = db
    .select({ id: documento_flujos.id, fase: documento_flujos.fase })
    .from(documento_flujos)
    .where(
      and(eq(documento_flujos.empresa_id, documentos.empresa_id), eq(documento_flujos.documento_id, documentos.id)),
    )
    .orderBy(asc(sql`${documento_flujos.fase} in ('publicacion', 'obsoleto')`), desc(documento_flujos.version_num))
    .limit(1)
    .as('flujo_visible');
  return db
    .select({
      documento: documentos,
      proceso: { id: procesos.id, nombre: procesos.nombre_proceso },
      solicitante: solicitante.campos,
      revisor: revisor.campos,
      aprobador: aprobador.campos,
      flujo: { id: flujo.id, fase: flujo.fase },
      requisitos: vinculosJson(documento_requisitos, 'requisito_id', requisitos),
      riesgos: vinculosJson(documento_riesgos, 'riesgo_id', riesgos),
    })
    .from(documentos)
    .leftJoin(procesos, and(eq(procesos.id, documentos.proceso_id), eq(procesos.empresa_id, documentos.empresa_id)))
    .leftJoin(solicitante.tabla, solicitante.on)
    .leftJoin(revisor.tabla, revisor.on)
    .leftJoin(aprobador.tabla, aprobador.on)
    .leftJoinLateral(flujo, sql`true`)
    .$dynamic();
}

/** One document as answered (its detail, or the answer to a write), through a prepared query. */
export async function findDocumentoConNombres(db: DbOrTx, empresaId: number, id: number) {
  const consulta = preparada(db, 'documento_con_nombres', (d) =>
    documentosConNombres(d).where(
      and(eq(documentos.empresa_id, sql.placeholder('empresa')), eq(documentos.id, sql.placeholder('id'))),
    ),
  );
  const [row] = await consulta.execute({ empresa: empresaId, id });
  return row;
}

export type DocumentoConNombres = Awaited<ReturnType<ReturnType<typeof documentosConNombres>['execute']>>[number];

export async function procesosPorId(db: DbOrTx, empresaId: number, ids: (number | null)[]) {
  const unicos = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (unicos.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: procesos.id, nombre: procesos.nombre_proceso })
    .from(procesos)
    .where(and(eq(procesos.empresa_id, empresaId), inArray(procesos.id, unicos)));
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/** How many of `ids` are requisitos of the company. */
export async function requisitosDeEmpresa(db: DbOrTx, empresaId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [r] = await db
    .select({ n: count() })
    .from(requisitos)
    .where(and(eq(requisitos.empresa_id, empresaId), inArray(requisitos.id, ids)));
  return Number(r?.n ?? 0);
}

export async function riesgosDeEmpresa(db: DbOrTx, empresaId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [r] = await db
    .select({ n: count() })
    .from(riesgos)
    .where(and(eq(riesgos.empresa_id, empresaId), inArray(riesgos.id, ids)));
  return Number(r?.n ?? 0);
}

/** Ids among `ids` that are active users of the company. */
export async function usuariosActivos(db: DbOrTx, empresaId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.activo, true), inArray(usuarios.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertDocumento(db: DbOrTx, values: typeof documentos.$inferInsert) {
  const [row] = await db.insert(documentos).values(values).returning();
  return row!;
}

export async function updateDocumento(
  db: DbOrTx,
  empresaId: number,
  id: number,
  values: Partial<typeof documentos.$inferInsert>,
) {
  const [row] = await db
    .update(documentos)
    .set(values)
    .where(and(eq(documentos.empresa_id, empresaId), eq(documentos.id, id)))
    .returning();
  return row!;
}

/** Replaces the document's requirement and risk links. */
export async function replaceVinculos(
  db: DbOrTx,
  empresaId: number,
  documentoId: number,
  requisitoIds: number[],
  riesgoIds: number[],
) {
  await db
    .delete(documento_requisitos)
    .where(and(eq(documento_requisitos.empresa_id, empresaId), eq(documento_requisitos.documento_id, documentoId)));
  await db
    .delete(documento_riesgos)
    .where(and(eq(documento_riesgos.empresa_id, empresaId), eq(documento_riesgos.documento_id, documentoId)));
  if (requisitoIds.length) {
    await db
      .insert(documento_requisitos)
      .values(requisitoIds.map((requisito_id) => ({ empresa_id: empresaId, documento_id: documentoId, requisito_id })));
  }
  if (riesgoIds.length) {
    await db
      .insert(documento_riesgos)
      .values(riesgoIds.map((riesgo_id) => ({ empresa_id: empresaId, documento_id: documentoId, riesgo_id })));
  }
}

/** The first version of a new document (phase no_iniciado) and its first lifecycle entry. */
export async function insertPrimerFlujo(
  db: DbOrTx,
  input: { empresaId: number; documentoId: number; usuarioId: number; now: Date },
) {
  const [flujo] = await db
    .insert(documento_flujos)
    .values({
      empresa_id: input.empresaId,
      documento_id: input.documentoId,
      version_num: 1,
      fase: 'no_iniciado',
      autor_id: null,
      created_by: input.usuarioId,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning();
  await db.insert(documento_ciclo_vida).values({
    empresa_id: input.empresaId,
    flujo_id: flujo!.id,
    estado: 'NO_INICIADO',
    usuario_id: input.usuarioId,
    fecha_cambio: input.now,
  });
  return flujo!;
}

/** Whether any version of the document was ever published (its history must then be kept). */
export async function fuePublicado(db: DbOrTx, empresaId: number, documentoId: number) {
  const [row] = await db
    .select({ id: documento_flujos.id })
    .from(documento_flujos)
    .where(
      and(
        eq(documento_flujos.empresa_id, empresaId),
        eq(documento_flujos.documento_id, documentoId),
        or(
          inArray(documento_flujos.fase, ['publicacion', 'obsoleto']),
          sql`${documento_flujos.fecha_publicacion} is not null`,
          sql`exists (select 1 from ${documento_ciclo_vida} where ${documento_ciclo_vida.flujo_id} = ${documento_flujos.id}
                and ${documento_ciclo_vida.estado} in ('PUBLICADO', 'PUBLICACION'))`,
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** Stored files (archivos ids) of every version of the document. */
export async function archivosDeDocumento(db: DbOrTx, empresaId: number, documentoId: number) {
  const rows = await db
    .select({ archivo_id: documento_archivos.archivo_id })
    .from(documento_archivos)
    .innerJoin(documento_flujos, eq(documento_flujos.id, documento_archivos.flujo_id))
    .where(and(eq(documento_archivos.empresa_id, empresaId), eq(documento_flujos.documento_id, documentoId)));
  return [...new Set(rows.map((r) => r.archivo_id))];
}

export async function deleteDocumento(db: DbOrTx, empresaId: number, id: number) {
  await db.delete(documentos).where(and(eq(documentos.empresa_id, empresaId), eq(documentos.id, id)));
}

/**
 * Deletes the file rows among `ids` no document version still uses; answers their storage keys
 * so the bytes can go once the transaction has committed.
 */
export async function deleteArchivosHuerfanos(db: DbOrTx, empresaId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(archivos)
    .where(
      and(
        eq(archivos.empresa_id, empresaId),
        inArray(archivos.id, ids),
        notExists(
          db
            .select({ uno: sql`1` })
            .from(documento_archivos)
            .where(eq(documento_archivos.archivo_id, archivos.id)),
        ),
      ),
    )
    .returning({ storage_key: archivos.storage_key });
  return rows.map((r) => r.storage_key);
}

/** Requirements and risks linked to `documentoIds` of the company, each list sorted by name. */
export async function vinculosDeDocumentos(db: DbOrTx, empresaId: number, documentoIds: number[]) {
  const [reqs, ries] = await Promise.all([
    db
      .select({ documento_id: documento_requisitos.documento_id, id: requisitos.id, nombre: requisitos.nombre })
      .from(documento_requisitos)
      .innerJoin(requisitos, eq(requisitos.id, documento_requisitos.requisito_id))
      .where(
        and(eq(documento_requisitos.empresa_id, empresaId), inArray(documento_requisitos.documento_id, documentoIds)),
      )
      .orderBy(asc(requisitos.nombre), asc(requisitos.id)),
    db
      .select({ documento_id: documento_riesgos.documento_id, id: riesgos.id, nombre: riesgos.nombre })
      .from(documento_riesgos)
      .innerJoin(riesgos, eq(riesgos.id, documento_riesgos.riesgo_id))
      .where(and(eq(documento_riesgos.empresa_id, empresaId), inArray(documento_riesgos.documento_id, documentoIds)))
      .orderBy(asc(riesgos.nombre), asc(riesgos.id)),
  ]);
  return { reqs, ries };
}
