import { and, asc, count, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  actividades_economicas,
  archivos,
  comunas,
  empresas,
  foldedText,
  planes,
  regiones,
  sesiones,
  usuarios,
} from '../../../db/schema/index';
import { containsPattern, foldText } from '../../../platform/crud/search';

/* Drizzle queries of Globales → empresas (platform scope: no tenant filter on purpose). */

/** Credits of one company; the caller has already decided which company it may see. */
export async function findCreditos(db: DbOrTx, empresaId: number) {
  const [row] = await db
    .select({
      empresa_id: empresas.id,
      creditos_disponibles: empresas.creditos_due_diligence,
      plan_nombre: planes.nombre,
      plan_creditos: planes.creditos_due_diligence,
    })
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return row ?? null;
}

/** Storage of a company logo: an `archivos` row of the company with this contexto. */
export const CONTEXTO_LOGO = 'logo';

const usuariosCount = sql<number>`(select count(*) from ${usuarios} where ${usuarios.empresa_id} = ${empresas.id})::int`;

const columnas = {
  id: empresas.id,
  rut: empresas.rut,
  nombre: empresas.nombre,
  nombre_fantasia: empresas.nombre_fantasia,
  actividad_codigo: empresas.actividad_codigo,
  actividad_descripcion: actividades_economicas.descripcion,
  direccion: empresas.direccion,
  region_codigo: empresas.region_codigo,
  region_nombre: regiones.nombre,
  comuna_codigo: empresas.comuna_codigo,
  comuna_nombre: comunas.nombre,
  plan_id: empresas.plan_id,
  plan_nombre: planes.nombre,
  logo_url: empresas.logo_url,
  token_canal: empresas.token_canal,
  creditos_due_diligence: empresas.creditos_due_diligence,
  dominios_correo: empresas.dominios_correo,
  es_plataforma: empresas.es_plataforma,
  activo: empresas.activo,
  usuarios: usuariosCount,
  created_at: empresas.created_at,
  updated_at: empresas.updated_at,
};

function selectEmpresas(db: DbOrTx) {
  return db
    .select(columnas)
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .leftJoin(actividades_economicas, eq(actividades_economicas.codigo, empresas.actividad_codigo))
    .leftJoin(regiones, eq(regiones.codigo, empresas.region_codigo))
    .leftJoin(comunas, eq(comunas.codigo, empresas.comuna_codigo));
}

export interface EmpresaFiltros {
  q?: string;
  activa?: boolean;
  plan_id?: number;
  region_codigo?: string;
  skip: number;
  limit: number;
}

function condiciones(f: EmpresaFiltros): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) {
    const porTexto = like(
      foldedText(empresas.nombre, empresas.nombre_fantasia, empresas.rut),
      containsPattern(foldText(f.q)),
    );
    // A RUT typed with dots and hyphen (76.123.456-7) matches the stored 76123456-7.
    const rut = f.q.replace(/[.\s-]/g, '').toUpperCase();
    const porRut = /^\d+K?$/.test(rut) ? like(sql`replace(${empresas.rut}, '-', '')`, containsPattern(rut)) : undefined;
    where.push(porRut ? or(porTexto, porRut)! : porTexto);
  }
  if (f.activa !== undefined) where.push(eq(empresas.activo, f.activa));
  if (f.plan_id !== undefined) where.push(eq(empresas.plan_id, f.plan_id));
  if (f.region_codigo !== undefined) where.push(eq(empresas.region_codigo, f.region_codigo));
  return where.length ? and(...where) : undefined;
}

export async function listEmpresas(db: DbOrTx, f: EmpresaFiltros) {
  const cond = condiciones(f);
  const [rows, [total]] = await Promise.all([
    selectEmpresas(db).where(cond).orderBy(asc(empresas.nombre), asc(empresas.id)).offset(f.skip).limit(f.limit),
    db.select({ n: count() }).from(empresas).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findEmpresa(db: DbOrTx, id: number) {
  const [row] = await selectEmpresas(db).where(eq(empresas.id, id)).limit(1);
  return row;
}
export type EmpresaListRow = NonNullable<Awaited<ReturnType<typeof findEmpresa>>>;

/** The bare row, locked for a change. */
export async function lockEmpresa(db: DbOrTx, id: number) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, id)).for('update').limit(1);
  return row;
}

export async function lockEmpresas(db: DbOrTx, ids: number[]) {
  return db.select().from(empresas).where(inArray(empresas.id, ids)).orderBy(asc(empresas.id)).for('update');
}

export type EmpresaValues = Partial<typeof empresas.$inferInsert>;

export async function insertEmpresa(db: DbOrTx, v: typeof empresas.$inferInsert) {
  const [row] = await db.insert(empresas).values(v).returning();
  return row!;
}

export async function insertEmpresas(db: DbOrTx, rows: (typeof empresas.$inferInsert)[]): Promise<void> {
  await db.insert(empresas).values(rows);
}

/** Which of `ruts` are already companies' (RUTs are unique across the platform). */
export async function rutsExistentes(db: DbOrTx, ruts: string[]): Promise<string[]> {
  const rows = await db.select({ rut: empresas.rut }).from(empresas).where(inArray(empresas.rut, ruts));
  return rows.map((r) => r.rut);
}

export async function updateEmpresa(db: DbOrTx, id: number, v: EmpresaValues) {
  const [row] = await db.update(empresas).set(v).where(eq(empresas.id, id)).returning();
  return row!;
}

/** Serializes the saves that bind e-mail domains, until `tx` ends: two cannot both take the same domain. */
export async function lockDominios(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('empresas:dominios_correo'))`);
}

/** Another company (not `exceptoId`) that bound one of `dominios`, with that domain; null if none. */
export async function empresaConDominio(db: DbOrTx, dominios: string[], exceptoId: number | null) {
  const [row] = await db
    .select({ nombre: empresas.nombre, dominios: empresas.dominios_correo })
    .from(empresas)
    .where(
      and(
        sql`${empresas.dominios_correo} && ${sql.param(dominios, empresas.dominios_correo)}`,
        exceptoId === null ? undefined : ne(empresas.id, exceptoId),
      ),
    )
    .orderBy(asc(empresas.id))
    .limit(1);
  if (!row) return null;
  return { nombre: row.nombre, dominio: dominios.find((d) => row.dominios.includes(d))! };
}

export async function findPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(planes).where(eq(planes.id, id)).limit(1);
  return row;
}

/** A company's name and whether it is the platform's; undefined when unknown. */
export async function empresaBasica(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: empresas.id, nombre: empresas.nombre, es_plataforma: empresas.es_plataforma })
    .from(empresas)
    .where(eq(empresas.id, id))
    .limit(1);
  return row;
}

/** Every plan with its due-diligence credits. */
export function listPlanes(db: DbOrTx) {
  return db.select({ id: planes.id, nombre: planes.nombre, creditos: planes.creditos_due_diligence }).from(planes);
}

/** Every SII activity code with its description. */
export function listActividades(db: DbOrTx) {
  return db
    .select({ codigo: actividades_economicas.codigo, descripcion: actividades_economicas.descripcion })
    .from(actividades_economicas);
}

export async function actividadExists(db: DbOrTx, codigo: string) {
  const [row] = await db
    .select({ codigo: actividades_economicas.codigo })
    .from(actividades_economicas)
    .where(eq(actividades_economicas.codigo, codigo))
    .limit(1);
  return !!row;
}

/**
 * Tables whose rows make a company "have data": every table with a foreign key to empresas,
 * found in the catalogue so tables added by later modules count without touching this file.
 * Sessions, notifications and the risk-matrix configuration are not data of their own.
 */
const NO_SON_DATOS = new Set(['empresas', 'sesiones', 'notificaciones', 'matrices_riesgo']);

export async function tablasConEmpresa(db: DbOrTx): Promise<{ tabla: string; columna: string }[]> {
  const res = await db.execute(sql`
    select cl.relname as tabla, a.attname as columna
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'empresas'::regclass and array_length(c.conkey, 1) = 1
    order by 1`);
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { tabla: string; columna: string }[];
  return rows.filter((r) => !NO_SON_DATOS.has(r.tabla));
}

/** The tables where the company has rows (its logo does not count). */
export async function datosDeEmpresa(db: DbOrTx, empresaId: number): Promise<string[]> {
  const out: string[] = [];
  for (const { tabla, columna } of await tablasConEmpresa(db)) {
    const extra = tabla === 'archivos' ? sql` and contexto <> ${CONTEXTO_LOGO}` : sql``;
    const res = await db.execute(
      sql`select 1 as uno from ${sql.identifier(tabla)} where ${sql.identifier(columna)} = ${empresaId}${extra} limit 1`,
    );
    const rows = Array.isArray(res) ? res : (res as { rows: unknown[] }).rows;
    if (rows.length > 0) out.push(tabla);
  }
  return out;
}

export async function logosDe(db: DbOrTx, empresaId: number) {
  return db
    .select()
    .from(archivos)
    .where(and(eq(archivos.empresa_id, empresaId), eq(archivos.contexto, CONTEXTO_LOGO)))
    .orderBy(desc(archivos.id));
}

export async function deleteArchivos(db: DbOrTx, ids: number[]) {
  if (ids.length) await db.delete(archivos).where(inArray(archivos.id, ids));
}

export async function deleteEmpresa(db: DbOrTx, id: number) {
  await db.delete(empresas).where(eq(empresas.id, id));
}

/** Revokes every live session of the company's users; answers how many. */
export async function revocarSesionesDeEmpresa(db: DbOrTx, empresaId: number, motivo: string, now: Date) {
  const rows = await db
    .update(sesiones)
    .set({ revoked_at: now, revoked_reason: motivo })
    .where(
      and(
        isNull(sesiones.revoked_at),
        inArray(
          sesiones.usuario_id,
          db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.empresa_id, empresaId)),
        ),
      ),
    )
    .returning({ id: sesiones.id });
  return rows.length;
}
