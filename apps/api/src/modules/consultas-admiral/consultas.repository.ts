import { and, count, desc, eq, gte, like, or, sql, type SQL } from 'drizzle-orm';
import type { ConsultaListaQuery, FichaPersona } from '@atalaya/shared/contracts/consultas-admiral';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import type { DbOrTx } from '../../db/client';
import { consultas_cedulas, consultas_personas, usuarios } from '../../db/schema/index';
import { containsPattern, foldText } from '../../platform/crud/search';

/*
 * Consultas Admiral queries (platform data: no tenant). The directory keeps one row per RUT,
 * refreshed by each lookup; identity-card checks are a history, one row per check.
 */

const autor = {
  made_by_id: usuarios.id,
  made_by_nombre: sql<string | null>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
};

/**
 * Every word of the search must appear (so 'juan perez' finds 'Juan Carlos Pérez Soto'); a search
 * that looks like a RUT (digits, dots, hyphen, K) is matched without its punctuation.
 */
function busquedaPersona(search: string): SQL | undefined {
  const comoRut = search.replace(/[.\s-]/g, '');
  const palabras = /^\d+[kK]?$/.test(comoRut) ? [comoRut.toLowerCase()] : foldText(search).split(/\s+/);
  return and(...palabras.filter(Boolean).map((p) => like(consultas_personas.busqueda, containsPattern(p))));
}

/** Total exact up to TOTAL_MAXIMO, as in every list (contracts/common). */
async function contarAcotado(db: DbOrTx, tabla: typeof consultas_personas | typeof consultas_cedulas, where?: SQL) {
  const acotado = db
    .select({ uno: sql`1` })
    .from(tabla)
    .where(where)
    .limit(TOTAL_MAXIMO + 1)
    .as('acotado');
  const [fila] = await db.select({ n: count() }).from(acotado);
  return Number(fila?.n ?? 0);
}

// ── Person directory ───────────────────────────────────────────────────────────────────────────

/** The folded text the list searches: the RUT with and without hyphen, and the names. */
export function textoBusquedaPersona(ficha: FichaPersona, nombre: string): string {
  return foldText(`${ficha.rut} ${ficha.rut.replace('-', '')} ${nombre}`);
}

export async function listPersonas(db: DbOrTx, f: ConsultaListaQuery) {
  const where = f.search ? busquedaPersona(f.search) : undefined;
  const [filas, total] = await Promise.all([
    db
      .select({
        id: consultas_personas.id,
        rut: consultas_personas.rut,
        fuente: consultas_personas.fuente,
        data: consultas_personas.data,
        updated_at: consultas_personas.updated_at,
        ...autor,
      })
      .from(consultas_personas)
      .leftJoin(usuarios, eq(usuarios.id, consultas_personas.made_by))
      .where(where)
      .orderBy(desc(consultas_personas.updated_at), desc(consultas_personas.id))
      .offset(f.offset)
      .limit(f.limit),
    contarAcotado(db, consultas_personas, where),
  ]);
  return { filas, total };
}

export async function findPersona(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({
      id: consultas_personas.id,
      fuente: consultas_personas.fuente,
      data: consultas_personas.data,
      ...autor,
    })
    .from(consultas_personas)
    .leftJoin(usuarios, eq(usuarios.id, consultas_personas.made_by))
    .where(eq(consultas_personas.id, id))
    .limit(1);
  return fila;
}

/** Inserts the RUT's row or refreshes it (one row per RUT); answers its id. */
export async function guardarPersona(
  tx: DbOrTx,
  v: { rut: string; made_by: number; fuente: string; data: FichaPersona; busqueda: string; ahora: Date },
): Promise<number> {
  const valores = {
    made_by: v.made_by,
    fuente: v.fuente,
    data: v.data as unknown as Record<string, unknown>,
    busqueda: v.busqueda,
    updated_at: v.ahora,
  };
  const [fila] = await tx
    .insert(consultas_personas)
    .values({ rut: v.rut, ...valores, created_at: v.ahora })
    .onConflictDoUpdate({ target: consultas_personas.rut, set: valores })
    .returning({ id: consultas_personas.id });
  return fila!.id;
}

// ── Identity-card checks ───────────────────────────────────────────────────────────────────────

const columnasCedula = {
  id: consultas_cedulas.id,
  rut: consultas_cedulas.rut,
  serial_number: consultas_cedulas.serial_number,
  is_valid: consultas_cedulas.is_valid,
  fuente: consultas_cedulas.fuente,
  data: consultas_cedulas.data,
  created_at: consultas_cedulas.created_at,
  ...autor,
};

export async function listCedulas(db: DbOrTx, f: ConsultaListaQuery) {
  let where: SQL | undefined;
  if (f.search) {
    const patron = containsPattern(f.search.replace(/[.\s-]/g, '').toUpperCase());
    where = or(
      like(sql`replace(${consultas_cedulas.rut}, '-', '')`, patron),
      like(consultas_cedulas.serial_number, patron),
    );
  }
  const [filas, total] = await Promise.all([
    db
      .select(columnasCedula)
      .from(consultas_cedulas)
      .leftJoin(usuarios, eq(usuarios.id, consultas_cedulas.made_by))
      .where(where)
      .orderBy(desc(consultas_cedulas.created_at), desc(consultas_cedulas.id))
      .offset(f.offset)
      .limit(f.limit),
    contarAcotado(db, consultas_cedulas, where),
  ]);
  return { filas, total };
}

export async function findCedula(db: DbOrTx, id: number) {
  const [fila] = await db
    .select(columnasCedula)
    .from(consultas_cedulas)
    .leftJoin(usuarios, eq(usuarios.id, consultas_cedulas.made_by))
    .where(eq(consultas_cedulas.id, id))
    .limit(1);
  return fila;
}

export async function insertCedula(
  tx: DbOrTx,
  v: {
    rut: string;
    serial_number: string;
    made_by: number;
    fuente: string;
    is_valid: boolean;
    data: Record<string, unknown>;
    ahora: Date;
  },
): Promise<number> {
  const { ahora, ...valores } = v;
  const [fila] = await tx
    .insert(consultas_cedulas)
    .values({ ...valores, created_at: ahora, updated_at: ahora })
    .returning({ id: consultas_cedulas.id });
  return fila!.id;
}

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────────

export async function contarConsultas(db: DbOrTx, desde: Date) {
  const esNatural = sql`${consultas_personas.data}->>'person_type' = 'natural'`;
  const [[personas], [cedulas]] = await Promise.all([
    db
      .select({
        total: count(),
        naturales: sql<number>`count(*) filter (where ${esNatural})`.mapWith(Number),
        recientes: sql<number>`count(*) filter (where ${gte(consultas_personas.updated_at, desde)})`.mapWith(Number),
      })
      .from(consultas_personas),
    db
      .select({
        total: count(),
        vigentes: sql<number>`count(*) filter (where ${eq(consultas_cedulas.is_valid, true)})`.mapWith(Number),
        recientes: sql<number>`count(*) filter (where ${gte(consultas_cedulas.created_at, desde)})`.mapWith(Number),
      })
      .from(consultas_cedulas),
  ]);
  return { personas: personas!, cedulas: cedulas! };
}
