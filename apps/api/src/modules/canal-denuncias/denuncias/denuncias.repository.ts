import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ACCESS } from '@atalaya/shared/roles';
import type { Database, DbOrTx } from '../../../db/client';
import { PLAN_POR_VALORES, preparada } from '../../../db/preparadas';
import {
  categoria_denuncia_receptores,
  categorias_denuncia,
  denuncia_eventos,
  denuncia_exclusiones,
  denuncias,
  empresas,
  roles,
  usuario_roles,
  usuarios,
} from '../../../db/schema/index';
import { filasUsuariosCanal } from '../config/canal-config.repository';
import { COLUMNAS_PLAZOS } from '../plazos/plazos.repository';

/*
 * Queries of the `denuncias` table and its timeline and exclusions: the one place that writes
 * them (the public channel and the clocks job call these too). Who may see a case is the SQL of
 * `condicionVisible`.
 */

export type DenunciaRow = typeof denuncias.$inferSelect;
export type NuevaDenuncia = typeof denuncias.$inferInsert;
export type CambiosDenuncia = Partial<NuevaDenuncia>;

/** Who asks, as far as visibility goes. */
export interface Visor {
  usuarioId: number;
  veTodasLasCategorias: boolean;
}

/**
 * SQL condition: the report (table `denuncias`) is visible to `actor`: not excluded from it and,
 * unless they see every category, a receiver of its category (or it has none). `usuarioId` may be
 * a placeholder: the inbox's prepared queries take it when they run.
 */
export function condicionVisible(actor: {
  usuarioId: number | ReturnType<typeof sql.placeholder>;
  veTodasLasCategorias: boolean;
}): SQL {
  const noExcluido = sql`not exists (select 1 from ${denuncia_exclusiones} x where x.denuncia_id = ${denuncias.id} and x.usuario_id = ${actor.usuarioId})`;
  if (actor.veTodasLasCategorias) return noExcluido;
  const receptores = sql`(${denuncias.categoria_id} is null
    or not exists (select 1 from ${categoria_denuncia_receptores} r where r.categoria_id = ${denuncias.categoria_id})
    or exists (select 1 from ${categoria_denuncia_receptores} r where r.categoria_id = ${denuncias.categoria_id} and r.usuario_id = ${actor.usuarioId}))`;
  return and(noExcluido, receptores)!;
}

export async function existeEmpresa(db: DbOrTx, id: number): Promise<boolean> {
  const [fila] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, id)).limit(1);
  return fila !== undefined;
}

/** Report `id` of the company if `visor` may see it (locked FOR UPDATE when asked, inside a transaction). */
export async function denunciaVisible(
  db: DbOrTx,
  empresaId: number,
  visor: Visor,
  id: number,
  bloquear = false,
): Promise<DenunciaRow | undefined> {
  const consulta = db
    .select()
    .from(denuncias)
    .where(and(eq(denuncias.id, id), eq(denuncias.empresa_id, empresaId), condicionVisible(visor)));
  const [fila] = bloquear ? await consulta.for('update') : await consulta;
  return fila;
}

/** A new report (its ciphertexts come once the id exists: `actualizarDenuncia`); its id. */
export async function insertarDenuncia(tx: DbOrTx, valores: NuevaDenuncia): Promise<number> {
  const [fila] = await tx.insert(denuncias).values(valores).returning({ id: denuncias.id });
  return fila!.id;
}

export async function actualizarDenuncia(
  tx: DbOrTx,
  empresaId: number,
  id: number,
  valores: CambiosDenuncia,
): Promise<DenunciaRow | undefined> {
  const [fila] = await tx
    .update(denuncias)
    .set(valores)
    .where(and(eq(denuncias.id, id), eq(denuncias.empresa_id, empresaId)))
    .returning();
  return fila;
}

/** One more wrong password, counted in SQL so concurrent failures all count; the new count. */
export async function sumarIntentoFallido(db: DbOrTx, id: number): Promise<number | undefined> {
  const [fila] = await db
    .update(denuncias)
    .set({ intentos_fallidos: sql`${denuncias.intentos_fallidos} + 1` })
    .where(eq(denuncias.id, id))
    .returning({ n: denuncias.intentos_fallidos });
  return fila?.n;
}

export async function borrarDenuncia(tx: DbOrTx, empresaId: number, id: number): Promise<void> {
  await tx.delete(denuncias).where(and(eq(denuncias.id, id), eq(denuncias.empresa_id, empresaId)));
}

// ---- línea de tiempo --------------------------------------------------------------------------

export async function insertarEvento(tx: DbOrTx, valores: typeof denuncia_eventos.$inferInsert): Promise<void> {
  await tx.insert(denuncia_eventos).values(valores);
}

/** The timeline of a case, oldest first. */
export async function eventosDe(db: DbOrTx, empresaId: number, denunciaId: number) {
  return db
    .select()
    .from(denuncia_eventos)
    .where(and(eq(denuncia_eventos.empresa_id, empresaId), eq(denuncia_eventos.denuncia_id, denunciaId)))
    .orderBy(asc(denuncia_eventos.created_at), asc(denuncia_eventos.id));
}

// ---- exclusiones ------------------------------------------------------------------------------

export async function exclusionesDe(db: DbOrTx, empresaId: number, denunciaId: number): Promise<number[]> {
  const filas = await db
    .select({ id: denuncia_exclusiones.usuario_id })
    .from(denuncia_exclusiones)
    .where(and(eq(denuncia_exclusiones.empresa_id, empresaId), eq(denuncia_exclusiones.denuncia_id, denunciaId)));
  return filas.map((f) => f.id);
}

/** The people excluded from a case, by name. */
export async function excluidosConNombre(db: DbOrTx, empresaId: number, denunciaId: number) {
  return db
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email })
    .from(denuncia_exclusiones)
    .innerJoin(usuarios, eq(usuarios.id, denuncia_exclusiones.usuario_id))
    .where(and(eq(denuncia_exclusiones.empresa_id, empresaId), eq(denuncia_exclusiones.denuncia_id, denunciaId)))
    .orderBy(usuarios.nombre, usuarios.apellido);
}

export async function insertarExclusiones(
  tx: DbOrTx,
  empresaId: number,
  denunciaId: number,
  usuarioIds: readonly number[],
): Promise<void> {
  if (usuarioIds.length === 0) return;
  await tx
    .insert(denuncia_exclusiones)
    .values(usuarioIds.map((usuario_id) => ({ empresa_id: empresaId, denuncia_id: denunciaId, usuario_id })));
}

export async function reemplazarExclusiones(
  tx: DbOrTx,
  empresaId: number,
  denunciaId: number,
  usuarioIds: readonly number[],
): Promise<void> {
  await tx
    .delete(denuncia_exclusiones)
    .where(and(eq(denuncia_exclusiones.empresa_id, empresaId), eq(denuncia_exclusiones.denuncia_id, denunciaId)));
  await insertarExclusiones(tx, empresaId, denunciaId, usuarioIds);
}

/**
 * Users of the company who would still see the case with `excluidos` out: active, with a channel
 * role, and — when its category has receivers — one of them or a holder of `rolesTodas` (the rule
 * of `condicionVisible`, counted over the company's own users).
 */
export async function receptoresRestantes(
  tx: DbOrTx,
  fila: Pick<DenunciaRow, 'empresa_id' | 'categoria_id'>,
  excluidos: readonly number[],
  rolesTodas: readonly string[],
): Promise<number[]> {
  const todas = sql`exists (select 1 from ${usuario_roles} ur join ${roles} r on r.id = ur.rol_id
    where ur.usuario_id = ${usuarios.id} and r.nombre in (${sql.join(
      rolesTodas.map((r) => sql`${r}`),
      sql`, `,
    )}))`;
  const categoria =
    fila.categoria_id === null
      ? undefined
      : or(
          todas,
          sql`not exists (select 1 from ${categoria_denuncia_receptores} c where c.categoria_id = ${fila.categoria_id})`,
          sql`exists (select 1 from ${categoria_denuncia_receptores} c where c.categoria_id = ${fila.categoria_id} and c.usuario_id = ${usuarios.id})`,
        );
  const filas = await tx
    .selectDistinct({ id: usuarios.id })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(
        eq(usuarios.empresa_id, fila.empresa_id),
        eq(usuarios.activo, true),
        inArray(roles.nombre, [...ACCESS.canalDenuncias]),
        excluidos.length > 0 ? notInArray(usuarios.id, [...excluidos]) : undefined,
        categoria,
      ),
    );
  return filas.map((f) => f.id);
}

// ---- personas y categorías --------------------------------------------------------------------

/** Users of any company by id (the caller may be a platform administrator), by name. */
export async function nombresDeUsuarios(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido })
    .from(usuarios)
    .where(inArray(usuarios.id, [...ids]))
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido), asc(usuarios.id));
}

/** Company users by id (people of another company never come back). */
export async function personasDeEmpresa(db: DbOrTx, empresaId: number, ids: readonly number[]) {
  return db
    .select({ id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email })
    .from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), inArray(usuarios.id, [...ids])));
}

export async function categoriasDeEmpresa(db: DbOrTx, empresaId: number, ids: readonly number[]) {
  return db
    .select({ id: categorias_denuncia.id, nombre: categorias_denuncia.nombre })
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.empresa_id, empresaId), inArray(categorias_denuncia.id, [...ids])));
}

/** An active user of the company. */
export async function esUsuarioActivo(db: DbOrTx, empresaId: number, id: number): Promise<boolean> {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.empresa_id, empresaId), eq(usuarios.activo, true)))
    .limit(1);
  return fila !== undefined;
}

/** An active user of the company with a channel role, not excluded from the case. */
export async function esInvestigadorPosible(
  db: DbOrTx,
  empresaId: number,
  denunciaId: number,
  id: number,
): Promise<boolean> {
  if ((await exclusionesDe(db, empresaId, denunciaId)).includes(id)) return false;
  return (await filasUsuariosCanal(db, empresaId)).some((f) => f.id === id);
}

export async function esCategoriaDeEmpresa(db: DbOrTx, empresaId: number, id: number): Promise<boolean> {
  const [fila] = await db
    .select({ id: categorias_denuncia.id })
    .from(categorias_denuncia)
    .where(and(eq(categorias_denuncia.id, id), eq(categorias_denuncia.empresa_id, empresaId)))
    .limit(1);
  return fila !== undefined;
}

// ---- bandeja ----------------------------------------------------------------------------------

/** The columns of a case the list needs (never its encrypted content). */
export const RESUMEN_COLUMNAS = {
  id: denuncias.id,
  numero: denuncias.numero,
  categoria_id: denuncias.categoria_id,
  gravedad: denuncias.gravedad,
  estado: denuncias.estado,
  anonima: denuncias.anonima,
  investigador_id: denuncias.investigador_id,
  ...COLUMNAS_PLAZOS,
};

/**
 * Cases with their category and investigator joined in the same statement (a list page is one
 * round trip, not three); both joins stay inside the case's company. Add `where`, order and page.
 */
function seleccionarResumen(db: DbOrTx) {
  return db
    .select({
      ...RESUMEN_COLUMNAS,
      categoria: { id: categorias_denuncia.id, nombre: categorias_denuncia.nombre },
      investigador: { id: usuarios.id, nombre: usuarios.nombre, apellido: usuarios.apellido, email: usuarios.email },
    })
    .from(denuncias)
    .leftJoin(
      categorias_denuncia,
      and(eq(categorias_denuncia.id, denuncias.categoria_id), eq(categorias_denuncia.empresa_id, denuncias.empresa_id)),
    )
    .leftJoin(usuarios, and(eq(usuarios.id, denuncias.investigador_id), eq(usuarios.empresa_id, denuncias.empresa_id)))
    .$dynamic();
}

/**
 * The inbox's filters: `valores` are the values of the placeholders (empresa, usuario,
 * estado0…estadoN-1 and optionally tipo, gravedad, categoria, numero); `forma` names the query's
 * shape (which keys it filters on), so each shape is prepared once.
 */
export interface FiltroBandeja {
  forma: string;
  veTodasLasCategorias: boolean;
  valores: Record<string, string | number>;
  estados: number;
}

/** A value the prepared inbox page and count take when they run. */
const valor = (nombre: string) => sql.placeholder(nombre);

function condicionesBandeja({ veTodasLasCategorias, valores, estados }: FiltroBandeja): SQL {
  const condiciones = [
    eq(denuncias.empresa_id, valor('empresa')),
    condicionVisible({ usuarioId: valor('usuario'), veTodasLasCategorias }),
    inArray(
      denuncias.estado,
      Array.from({ length: estados }, (_, i) => valor(`estado${i}`)),
    ),
  ];
  if ('tipo' in valores) condiciones.push(eq(denuncias.tipo, valor('tipo')));
  if ('gravedad' in valores) condiciones.push(eq(denuncias.gravedad, valor('gravedad')));
  if ('categoria' in valores) {
    const porCategoria = inArray(
      denuncias.categoria_id,
      sql`(select ${categorias_denuncia.id} from ${categorias_denuncia} where ${categorias_denuncia.empresa_id} = ${valor('empresa')} and ${categorias_denuncia.nombre} ilike ${valor('categoria')})`,
    );
    condiciones.push('numero' in valores ? or(eq(denuncias.numero, valor('numero')), porCategoria)! : porCategoria);
  }
  return and(...condiciones)!;
}

/** The visible cases of the filters, newest first. */
const resumenesBandeja = (f: FiltroBandeja) => (d: DbOrTx) =>
  seleccionarResumen(d).where(condicionesBandeja(f)).orderBy(desc(denuncias.created_at), desc(denuncias.id));

/** Every case of the filters (the clock filters are applied in memory). */
export function bandejaCompleta(db: Database, f: FiltroBandeja) {
  return preparada(db, `bandeja_todas:${f.forma}`, resumenesBandeja(f), PLAN_POR_VALORES).execute(f.valores);
}

export async function totalBandeja(db: Database, f: FiltroBandeja): Promise<number> {
  const [total] = await preparada(
    db,
    `bandeja_total:${f.forma}`,
    (d) => d.select({ n: count() }).from(denuncias).where(condicionesBandeja(f)),
    PLAN_POR_VALORES,
  ).execute(f.valores);
  return Number(total?.n ?? 0);
}

export function paginaBandeja(db: Database, f: FiltroBandeja, limit: number, desde: number) {
  return preparada(
    db,
    `bandeja_pagina:${f.forma}`,
    (d) => resumenesBandeja(f)(d).limit(valor('limit')).offset(valor('desde')),
    PLAN_POR_VALORES,
  ).execute({ ...f.valores, limit, desde });
}

/** Visible cases of the company by state. */
export async function conteoPorEstado(db: DbOrTx, empresaId: number, visor: Visor) {
  return db
    .select({ estado: denuncias.estado, n: count() })
    .from(denuncias)
    .where(and(eq(denuncias.empresa_id, empresaId), condicionVisible(visor)))
    .groupBy(denuncias.estado);
}

/** Visible open cases of the company, the columns their clocks need. */
export async function abiertasVisibles(db: DbOrTx, empresaId: number, visor: Visor) {
  return db
    .select(RESUMEN_COLUMNAS)
    .from(denuncias)
    .where(and(eq(denuncias.empresa_id, empresaId), condicionVisible(visor), sql`${denuncias.estado} <> 'cerrada'`));
}
