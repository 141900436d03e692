import { and, asc, count, desc, eq, gt, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  creditos_movimientos,
  empresas,
  planes,
  refresh_tokens,
  sesiones,
  tickets,
  usuarios,
} from '../../db/schema/index';
import type { SessionPolicy } from '../../platform/auth/sessions';

/* Queries of the user menu pages: the caller's own row, their sessions, their company's plan and credits. */

/** The user with their own company (the session's, not the one a platform admin acts on). */
export async function findUsuarioPropio(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      password_hash: usuarios.password_hash,
      ultimo_acceso: usuarios.ultimo_acceso,
      empresa_id: usuarios.empresa_id,
      empresa_nombre: empresas.nombre,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return row;
}

/** Sessions of the user that still let a request through (not revoked, not expired, not idle). */
export async function contarSesionesVivas(db: DbOrTx, usuarioId: number, policy: SessionPolicy, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(sesiones)
    .where(
      and(
        eq(sesiones.usuario_id, usuarioId),
        isNull(sesiones.revoked_at),
        gt(sesiones.expires_at, now),
        gt(sesiones.last_seen_at, new Date(now.getTime() - policy.idleMs)),
      ),
    );
  return row?.n ?? 0;
}

export async function updatePerfil(
  db: DbOrTx,
  usuarioId: number,
  datos: { nombre: string; apellido: string },
  now: Date,
) {
  await db
    .update(usuarios)
    .set({ ...datos, updated_at: now })
    .where(eq(usuarios.id, usuarioId));
}

export async function updateClave(db: DbOrTx, usuarioId: number, password_hash: string, now: Date) {
  await db.update(usuarios).set({ password_hash, updated_at: now }).where(eq(usuarios.id, usuarioId));
}

/**
 * Revokes every session of the user but `conservar`, and deletes their refresh tokens so none can
 * be rotated again. Answers how many were ended.
 */
export async function revocarOtrasSesiones(
  db: DbOrTx,
  usuarioId: number,
  conservar: string,
  motivo: string,
  now: Date,
) {
  const revocadas = await db
    .update(sesiones)
    .set({ revoked_at: now, revoked_reason: motivo, updated_at: now })
    .where(and(eq(sesiones.usuario_id, usuarioId), ne(sesiones.id, conservar), isNull(sesiones.revoked_at)))
    .returning({ id: sesiones.id });
  const ids = revocadas.map((s) => s.id);
  if (ids.length > 0) await db.delete(refresh_tokens).where(inArray(refresh_tokens.sesion_id, ids));
  return ids.length;
}

/** The company with its plan (left join: a company may have none). */
export async function findEmpresaConPlan(db: DbOrTx, empresaId: number) {
  const [row] = await db
    .select({
      id: empresas.id,
      nombre: empresas.nombre,
      disponibles: empresas.creditos_due_diligence,
      plan_id: planes.id,
      plan_nombre: planes.nombre,
      plan_descripcion: planes.descripcion,
      plan_modulos: planes.modulos,
      plan_creditos: planes.creditos_due_diligence,
      costo_dd_lite: planes.costo_dd_lite,
      costo_dd_full: planes.costo_dd_full,
    })
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return row;
}

/** Active plans, plus `incluir` (the company's, even if retired), cheapest first. */
export async function listPlanesComparables(db: DbOrTx, incluir: number | null) {
  return db
    .select({
      id: planes.id,
      nombre: planes.nombre,
      descripcion: planes.descripcion,
      modulos: planes.modulos,
      creditos_due_diligence: planes.creditos_due_diligence,
      costo_dd_lite: planes.costo_dd_lite,
      costo_dd_full: planes.costo_dd_full,
      activo: planes.activo,
    })
    .from(planes)
    .where(incluir === null ? eq(planes.activo, true) : or(eq(planes.activo, true), eq(planes.id, incluir)))
    .orderBy(asc(sql`cardinality(${planes.modulos})`), asc(planes.creditos_due_diligence), asc(planes.nombre));
}

export async function findPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(planes).where(eq(planes.id, id)).limit(1);
  return row;
}

/** Motives of the ledger that are spending on due diligence (and its refunds). */
const MOTIVOS_CONSUMO = ['due_diligence', 'reembolso'];

/**
 * The company's due-diligence consumption from the ledger: net credits spent (spends minus
 * refunds) overall and since the latest top-up ('recarga'), and when that top-up was.
 */
export async function consumoCreditos(db: DbOrTx, empresaId: number) {
  const [recarga] = await db
    .select({ at: creditos_movimientos.created_at, id: creditos_movimientos.id })
    .from(creditos_movimientos)
    .where(and(eq(creditos_movimientos.empresa_id, empresaId), eq(creditos_movimientos.motivo, 'recarga')))
    .orderBy(desc(creditos_movimientos.created_at), desc(creditos_movimientos.id))
    .limit(1);
  const netoDesde = (desde: Date | null) =>
    db
      .select({ neto: sql<string | null>`sum(-${creditos_movimientos.cantidad})` })
      .from(creditos_movimientos)
      .where(
        and(
          eq(creditos_movimientos.empresa_id, empresaId),
          inArray(creditos_movimientos.motivo, MOTIVOS_CONSUMO),
          desde ? gt(creditos_movimientos.created_at, desde) : undefined,
        ),
      );
  const [[total], [periodo]] = await Promise.all([netoDesde(null), netoDesde(recarga?.at ?? null)]);
  return {
    usados_total: Number(total?.neto ?? 0),
    usados: Number(periodo?.neto ?? 0),
    ultima_recarga: recarga?.at ?? null,
  };
}

/** The latest movements of the company's credit ledger, newest first, with who caused them. */
export async function ultimosMovimientos(db: DbOrTx, empresaId: number, limit: number) {
  return db
    .select({
      id: creditos_movimientos.id,
      fecha: creditos_movimientos.created_at,
      motivo: creditos_movimientos.motivo,
      cantidad: creditos_movimientos.cantidad,
      saldo: creditos_movimientos.saldo,
      usuario_nombre: usuarios.nombre,
      usuario_apellido: usuarios.apellido,
      due_diligence_id: creditos_movimientos.due_diligence_id,
    })
    .from(creditos_movimientos)
    .leftJoin(usuarios, eq(usuarios.id, creditos_movimientos.usuario_id))
    .where(eq(creditos_movimientos.empresa_id, empresaId))
    .orderBy(desc(creditos_movimientos.created_at), desc(creditos_movimientos.id))
    .limit(limit);
}

/** The company's plan-change tickets not yet resolved or closed. */
export async function solicitudesPlanAbiertas(db: DbOrTx, empresaId: number) {
  return db
    .select({ id: tickets.id, asunto: tickets.asunto, estado: tickets.estado })
    .from(tickets)
    .where(
      and(
        eq(tickets.empresa_id, empresaId),
        eq(tickets.categoria, 'mejora_plan'),
        notInArray(tickets.estado, ['resuelto', 'cerrado']),
      ),
    )
    .orderBy(desc(tickets.created_at), desc(tickets.id));
}
