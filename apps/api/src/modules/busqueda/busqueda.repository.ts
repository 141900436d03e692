import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  categorias_denuncia,
  denuncias,
  documentos,
  due_diligences,
  no_conformidades,
  tickets,
  trabajadores,
} from '../../db/schema/index';
import { foldedText } from '../../db/schema/empresa';
import { condicionVisible } from '../denuncias/acceso-denuncia';
import type { Termino } from './termino';

/*
 * One query per kind, every one scoped to the acting company and limited to `limite` rows, ranked
 * 0 = exact code / RUT / number, 1 = a word of the record starts with the term, 2 = contains it.
 * Text is compared folded (lower case, no accents) against the same expressions the lists search,
 * so the trigram indexes those lists use serve these queries too.
 */

const escapar = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contiene = (s: string) => `%${escapar(s)}%`;
const empieza = (s: string) => `${escapar(s)}%`;

/** 1 when a word of `texto` (folded) starts with `t`, else 2 (the row already contains it). */
const rangoTexto = (texto: SQL | PgColumn, t: string): SQL =>
  sql`case when ${texto} like ${empieza(t)} or ${texto} like ${`% ${empieza(t)}`} then 1 else 2 end`;

const rango = (exacto: SQL | undefined, texto: SQL | PgColumn, t: string): SQL<number> =>
  (exacto ? sql`case when ${exacto} then 0 else ${rangoTexto(texto, t)} end` : rangoTexto(texto, t)).mapWith(
    Number,
  ) as SQL<number>;

export async function buscarTrabajadores(db: DbOrTx, empresaId: number, t: Termino, limite: number) {
  const w = trabajadores;
  // A RUT is compared without dots (the stored form 12345678-5, folded to lower case for the K).
  const termino = t.rut ? t.rut.compacto : t.texto;
  const exacto = t.rut?.exacto ? eq(w.rut, t.rut.exacto) : undefined;
  const coincide = or(like(w.busqueda, contiene(termino)), exacto)!;
  const r = rango(exacto, w.busqueda, termino);
  return db
    .select({
      id: w.id,
      rut: w.rut,
      nombres: w.nombres,
      apellido_paterno: w.apellido_paterno,
      apellido_materno: w.apellido_materno,
      cargo: w.cargo,
      rango: r,
    })
    .from(w)
    .where(and(eq(w.empresa_id, empresaId), coincide))
    .orderBy(asc(r), asc(w.apellido_paterno), asc(w.nombres), asc(w.id))
    .limit(limite);
}

export async function buscarDocumentos(db: DbOrTx, empresaId: number, t: Termino, limite: number) {
  const d = documentos;
  const exacto = sql`lower(${d.codigo}) = ${t.minusculas}`;
  const r = rango(exacto, d.busqueda, t.texto);
  return db
    .select({ id: d.id, codigo: d.codigo, nombre: d.nombre_documento, rango: r })
    .from(d)
    .where(and(eq(d.empresa_id, empresaId), or(like(d.busqueda, contiene(t.texto)), exacto)))
    .orderBy(asc(r), asc(d.codigo), asc(d.id))
    .limit(limite);
}

/** Cases by reference only (the rest of a case is encrypted): DEN-000123, DEN-123, DEN-0001… */
export async function buscarDenuncias(
  db: DbOrTx,
  actor: { empresaId: number; usuarioId: number; veTodasLasCategorias: boolean },
  ref: NonNullable<Termino['referencia']>,
  limite: number,
) {
  const d = denuncias;
  const exacto = ref.numero === null ? undefined : eq(d.numero, ref.numero);
  const prefijo = or(
    sql`lpad(${d.numero}::text, 6, '0') like ${empieza(ref.digitos)}`,
    ref.sinCeros ? sql`${d.numero}::text like ${empieza(ref.sinCeros)}` : undefined,
  )!;
  const r = (exacto ? sql`case when ${exacto} then 0 else 1 end` : sql`1`).mapWith(Number);
  return db
    .select({ id: d.id, numero: d.numero, estado: d.estado, categoria: categorias_denuncia.nombre, rango: r })
    .from(d)
    .leftJoin(categorias_denuncia, eq(categorias_denuncia.id, d.categoria_id))
    .where(and(eq(d.empresa_id, actor.empresaId), or(exacto, prefijo), condicionVisible(actor)))
    .orderBy(asc(r), desc(d.numero))
    .limit(limite);
}

const textoDd = foldedText(
  due_diligences.nombre_completo,
  due_diligences.apellido_paterno,
  due_diligences.apellido_materno,
  due_diligences.razon_social,
  due_diligences.nombre_fantasia,
);

export async function buscarDueDiligences(db: DbOrTx, empresaId: number, t: Termino, limite: number) {
  const d = due_diligences;
  const rutMin = sql`lower(${d.rut})`;
  const exacto = t.rut?.exacto ? eq(d.rut, t.rut.exacto) : undefined;
  const coincide = t.rut ? or(like(rutMin, contiene(t.rut.compacto)), exacto)! : like(textoDd, contiene(t.texto));
  const r = t.rut
    ? (sql`case when ${exacto ?? sql`false`} then 0 when ${rutMin} like ${empieza(t.rut.compacto)} then 1 else 2 end`.mapWith(
        Number,
      ) as SQL<number>)
    : rango(undefined, textoDd, t.texto);
  return db
    .select({
      id: d.id,
      rut: d.rut,
      tipo_persona: d.tipo_persona,
      nombre_completo: d.nombre_completo,
      apellido_paterno: d.apellido_paterno,
      apellido_materno: d.apellido_materno,
      razon_social: d.razon_social,
      estado: d.estado,
      rango: r,
    })
    .from(d)
    .where(and(eq(d.empresa_id, empresaId), coincide))
    .orderBy(asc(r), desc(d.created_at), desc(d.id))
    .limit(limite);
}

const textoNc = foldedText(no_conformidades.codigo, no_conformidades.descripcion);

export async function buscarNoConformidades(db: DbOrTx, empresaId: number, t: Termino, limite: number) {
  const n = no_conformidades;
  const exacto = sql`lower(${n.codigo}) = ${t.minusculas}`;
  const r = rango(exacto, textoNc, t.texto);
  return db
    .select({ id: n.id, codigo: n.codigo, descripcion: n.descripcion, etapa: n.etapa, rango: r })
    .from(n)
    .where(and(eq(n.empresa_id, empresaId), or(like(textoNc, contiene(t.texto)), exacto)))
    .orderBy(asc(r), desc(n.id))
    .limit(limite);
}

const textoTicket = foldedText(tickets.asunto, tickets.descripcion);

export async function buscarTickets(db: DbOrTx, empresaId: number, t: Termino, limite: number) {
  const k = tickets;
  const exacto = t.numeroTicket === null ? undefined : eq(k.id, t.numeroTicket);
  const r = rango(exacto, foldedText(k.asunto), t.texto);
  return db
    .select({ id: k.id, asunto: k.asunto, estado: k.estado, rango: r })
    .from(k)
    .where(and(eq(k.empresa_id, empresaId), or(like(textoTicket, contiene(t.texto)), exacto)))
    .orderBy(asc(r), desc(k.id))
    .limit(limite);
}
