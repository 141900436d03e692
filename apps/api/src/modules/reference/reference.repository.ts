import { and, asc, count, eq, gte, like, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actividades_economicas, comunas, feriados, provincias, referencia, regiones } from '../../db/schema/reference';
import { containsPattern, foldText } from '../../platform/crud/search';

const collator = new Intl.Collator('es', { sensitivity: 'base' });

export type RegionRow = typeof regiones.$inferSelect;
export type ComunaRow = typeof comunas.$inferSelect;
export type FeriadoRow = typeof feriados.$inferSelect;
export type ReferenciaRow = typeof referencia.$inferSelect;

/** Regions north to south. */
export function listRegiones(db: DbOrTx): Promise<RegionRow[]> {
  return db.select().from(regiones).orderBy(asc(regiones.orden));
}

/** Communes (optionally of one region, by its 2-digit CUT code) in Spanish alphabetical order. */
export async function listComunas(db: DbOrTx, regionCodigo?: string): Promise<ComunaRow[]> {
  const rows = await db
    .select()
    .from(comunas)
    .where(regionCodigo === undefined ? undefined : eq(comunas.region_codigo, regionCodigo));
  return rows.sort((a, b) => collator.compare(a.nombre, b.nombre) || a.codigo.localeCompare(b.codigo));
}

export async function getComuna(db: DbOrTx, codigo: string): Promise<ComunaRow | undefined> {
  const [row] = await db.select().from(comunas).where(eq(comunas.codigo, codigo)).limit(1);
  return row;
}

export interface RegionConComunas {
  codigo: string;
  nombre: string;
  romano: string;
  iso_3166_2: string;
  comunas: { codigo: string; nombre: string }[];
}

/** Regions north to south, each with its communes in alphabetical order. */
export async function listRegionesConComunas(db: DbOrTx): Promise<RegionConComunas[]> {
  const [regs, coms] = [await listRegiones(db), await listComunas(db)];
  const byRegion = new Map<string, { codigo: string; nombre: string }[]>();
  for (const c of coms) {
    const list = byRegion.get(c.region_codigo) ?? [];
    list.push({ codigo: c.codigo, nombre: c.nombre });
    byRegion.set(c.region_codigo, list);
  }
  return regs.map((r) => ({
    codigo: r.codigo,
    nombre: r.nombre,
    romano: r.romano,
    iso_3166_2: r.iso_3166_2,
    comunas: byRegion.get(r.codigo) ?? [],
  }));
}

export interface FeriadosFilter {
  /** Inclusive range, 'YYYY-MM-DD'. */
  desde: string;
  hasta: string;
  /** ISO 3166-2 of the place's region (e.g. 'CL-NB'); derived from the commune when omitted. */
  regionIso?: string;
  /** 5-digit CUT code of the place's commune. */
  comunaCodigo?: string;
  /** Every holiday in the range, whatever its scope (for listings, not for clocks). */
  todos?: boolean;
}

/**
 * Holidays in [desde, hasta] that apply to a place: national ones always, regional ones when the
 * region matches, communal ones when the commune is listed. Without a place: national only
 * (unless `todos`). Ordered by date.
 */
export async function listFeriados(db: DbOrTx, filter: FeriadosFilter): Promise<FeriadoRow[]> {
  let regionIso = filter.regionIso?.toUpperCase();
  const comuna = filter.comunaCodigo;
  if (comuna !== undefined && regionIso === undefined) {
    const [row] = await db
      .select({ iso: regiones.iso_3166_2 })
      .from(comunas)
      .innerJoin(regiones, eq(regiones.codigo, comunas.region_codigo))
      .where(eq(comunas.codigo, comuna))
      .limit(1);
    regionIso = row?.iso;
  }
  const scope = filter.todos
    ? undefined
    : or(
        eq(feriados.alcance, 'nacional'),
        regionIso === undefined ? undefined : and(eq(feriados.alcance, 'regional'), eq(feriados.region_iso, regionIso)),
        comuna === undefined
          ? undefined
          : and(eq(feriados.alcance, 'comunal'), sql`${comuna} = ANY(string_to_array(${feriados.comunas}, ','))`),
      );
  return db
    .select()
    .from(feriados)
    .where(and(gte(feriados.fecha, filter.desde), lte(feriados.fecha, filter.hasta), scope))
    .orderBy(asc(feriados.fecha), asc(feriados.alcance));
}

/** The holiday dates of a place as a Set, ready for addWorkingDays / isWorkingDay. */
export async function holidaySet(db: DbOrTx, filter: Omit<FeriadosFilter, 'todos'>): Promise<Set<string>> {
  const rows = await listFeriados(db, filter);
  return new Set(rows.map((r) => r.fecha));
}

/** Imported sources (the `referencia` rows), by name. */
/** National holidays of one calendar year (health: does the working-day clock know this year?). */
export async function countFeriadosNacionales(db: DbOrTx, anio: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feriados)
    .where(
      and(eq(feriados.alcance, 'nacional'), gte(feriados.fecha, `${anio}-01-01`), lte(feriados.fecha, `${anio}-12-31`)),
    );
  return row?.n ?? 0;
}

export function listReferencia(db: DbOrTx): Promise<ReferenciaRow[]> {
  return db.select().from(referencia).orderBy(asc(referencia.nombre));
}

export async function getReferencia(db: DbOrTx, nombre: string): Promise<ReferenciaRow | undefined> {
  const [row] = await db.select().from(referencia).where(eq(referencia.nombre, nombre)).limit(1);
  return row;
}

const IMPORT_LOCK_KEY = 8_020_250_001;

/** The reference-import lock, held until `tx` ends. */
export async function lockImports(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

/** Records (or replaces) the `referencia` row of an imported source. */
export async function upsertReferencia(db: DbOrTx, row: typeof referencia.$inferInsert): Promise<void> {
  const { nombre: _nombre, ...set } = row;
  await db.insert(referencia).values(row).onConflictDoUpdate({ target: referencia.nombre, set });
}

/** Rows in batches of 500: one statement per batch keeps its parameters in bounds. */
function* lotes<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += 500) yield rows.slice(i, i + 500);
}

/** Replaces Chile's regions, provinces and communes (children deleted first, parents inserted first). */
export async function replaceDivisionPolitica(
  tx: DbOrTx,
  rows: {
    regiones: (typeof regiones.$inferInsert)[];
    provincias: (typeof provincias.$inferInsert)[];
    comunas: (typeof comunas.$inferInsert)[];
  },
): Promise<void> {
  await tx.delete(comunas);
  await tx.delete(provincias);
  await tx.delete(regiones);
  for (const lote of lotes(rows.regiones)) await tx.insert(regiones).values(lote);
  for (const lote of lotes(rows.provincias)) await tx.insert(provincias).values(lote);
  for (const lote of lotes(rows.comunas)) await tx.insert(comunas).values(lote);
}

export async function replaceFeriados(tx: DbOrTx, rows: (typeof feriados.$inferInsert)[]): Promise<void> {
  await tx.delete(feriados);
  for (const lote of lotes(rows)) await tx.insert(feriados).values(lote);
}

export async function replaceActividadesEconomicas(
  tx: DbOrTx,
  rows: (typeof actividades_economicas.$inferInsert)[],
): Promise<void> {
  await tx.delete(actividades_economicas);
  for (const lote of lotes(rows)) await tx.insert(actividades_economicas).values(lote);
}

export type ActividadEconomicaRow = typeof actividades_economicas.$inferSelect;

/**
 * The SII descriptions are upper case with accents; lower() leaves 'Í' alone under the C
 * collation, so upper-case accented letters are folded explicitly too.
 */
const foldedDescripcion = sql`translate(lower(${actividades_economicas.descripcion}), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇáàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc')`;

/**
 * SII activity codes for the company form's combobox: `q` matches the start of the code (digits)
 * or any part of the accent-folded description; ordered by code.
 */
export async function listActividadesEconomicas(
  db: DbOrTx,
  f: { q?: string; skip: number; limit: number },
): Promise<{ rows: ActividadEconomicaRow[]; total: number }> {
  const q = f.q?.trim();
  const where = q
    ? /^\d+$/.test(q)
      ? like(actividades_economicas.codigo, `${q}%`)
      : like(foldedDescripcion, containsPattern(foldText(q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(actividades_economicas)
      .where(where)
      .orderBy(asc(actividades_economicas.codigo))
      .offset(f.skip)
      .limit(f.limit),
    db.select({ n: count() }).from(actividades_economicas).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getActividadEconomica(db: DbOrTx, codigo: string): Promise<ActividadEconomicaRow | undefined> {
  const [row] = await db
    .select()
    .from(actividades_economicas)
    .where(eq(actividades_economicas.codigo, codigo))
    .limit(1);
  return row;
}
