import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auth_desafios, empresas, usuarios } from '../../db/schema/index';
import { sinInvitacionInerte } from '../mi-empresa/usuarios/invitaciones.repository';

/* Queries of the sign-in (password and Microsoft SSO) and the company switcher. */

/** The user with that address (lowercased), its company's state with it; an inert invitation never matches. */
export async function findUsuarioPorEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: usuarios.id,
      empresa_id: usuarios.empresa_id,
      password_hash: usuarios.password_hash,
      activo: usuarios.activo,
      empresa_activa: empresas.activo,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(and(eq(sql`lower(${usuarios.email})`, email), sinInvitacionInerte))
    .limit(1);
  return row;
}

export async function marcarUltimoAcceso(db: DbOrTx, usuarioId: number, now: Date) {
  await db.update(usuarios).set({ ultimo_acceso: now }).where(eq(usuarios.id, usuarioId));
}

/** Whether the company is active; undefined when it does not exist. */
export async function empresaActiva(db: DbOrTx, id: number): Promise<boolean | undefined> {
  const [row] = await db.select({ activo: empresas.activo }).from(empresas).where(eq(empresas.id, id)).limit(1);
  return row?.activo;
}

/** Companies by name: every active one, or only `empresaId` when given. */
export function listEmpresas(db: DbOrTx, empresaId: number | null) {
  return db
    .select({ id: empresas.id, nombre: empresas.nombre, rut: empresas.rut })
    .from(empresas)
    .where(empresaId === null ? eq(empresas.activo, true) : eq(empresas.id, empresaId))
    .orderBy(asc(empresas.nombre));
}

export async function insertUsuario(db: DbOrTx, valores: typeof usuarios.$inferInsert): Promise<number> {
  const [row] = await db.insert(usuarios).values(valores).returning({ id: usuarios.id });
  return row!.id;
}

export async function insertDesafio(db: DbOrTx, valores: typeof auth_desafios.$inferInsert) {
  await db.insert(auth_desafios).values(valores);
}

/** Marks a challenge used and returns it, only if it is of that type, unused and unexpired. */
export async function consumirDesafioVigente(db: DbOrTx, tokenHash: string, tipo: string, now: Date) {
  const [row] = await db
    .update(auth_desafios)
    .set({ usado_at: now })
    .where(
      and(
        eq(auth_desafios.token_hash, tokenHash),
        eq(auth_desafios.tipo, tipo),
        isNull(auth_desafios.usado_at),
        gt(auth_desafios.expires_at, now),
      ),
    )
    .returning({ usuario_id: auth_desafios.usuario_id, datos: auth_desafios.datos });
  return row ?? null;
}
