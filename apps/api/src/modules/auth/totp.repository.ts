import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import { CODIGOS_RECUPERACION } from '@atalaya/shared/contracts/auth/dos-factores';
import type { DbOrTx } from '../../db/client';
import {
  auth_desafios,
  empresas,
  roles,
  usuario_codigos_recuperacion,
  usuario_roles,
  usuario_totp,
  usuarios,
} from '../../db/schema/index';
import { hashToken, newToken } from '../../platform/auth/tokens';

/*
 * Storage of the second factor (issue 9): the TOTP enrolment (secret encrypted by the caller),
 * recovery codes (SHA-256 only) and the sign-in challenge between the password and the code.
 */

/** A challenge lives 5 minutes and allows 5 wrong codes. */
export const DESAFIO_TTL_MS = 5 * 60_000;
export const DESAFIO_MAX_INTENTOS = 5;

export type Requiere = 'totp' | 'enrolamiento';
export type MotivoObligatorio = 'plataforma' | 'empresa';

export async function findTotp(db: DbOrTx, usuarioId: number) {
  const [row] = await db.select().from(usuario_totp).where(eq(usuario_totp.usuario_id, usuarioId)).limit(1);
  return row;
}

/** Why the user must have 2FA: platform admin (when the platform says so), or their company requires it. */
export async function motivoObligatorio(
  db: DbOrTx,
  usuarioId: number,
  plataformaObligatoria: boolean,
): Promise<MotivoObligatorio | null> {
  if (plataformaObligatoria) {
    const [admin] = await db
      .select({ n: count() })
      .from(usuario_roles)
      .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
      .where(and(eq(usuario_roles.usuario_id, usuarioId), eq(roles.nombre, PLATFORM_ROLE)));
    if ((admin?.n ?? 0) > 0) return 'plataforma';
  }
  const [empresa] = await db
    .select({ exigir: empresas.exigir_2fa })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return empresa?.exigir ? 'empresa' : null;
}

/** After a correct password: 'totp' when enrolled, 'enrolamiento' when 2FA is required but missing. */
export async function segundoFactorRequerido(
  db: DbOrTx,
  usuarioId: number,
  plataformaObligatoria: boolean,
): Promise<Requiere | null> {
  const totp = await findTotp(db, usuarioId);
  if (totp?.activado_at) return 'totp';
  return (await motivoObligatorio(db, usuarioId, plataformaObligatoria)) ? 'enrolamiento' : null;
}

/** A one-time challenge token for the second step of a sign-in (only its hash is stored). */
export async function crearDesafio(db: DbOrTx, usuarioId: number, requiere: Requiere, now: Date): Promise<string> {
  const token = newToken();
  // Dead challenges of anyone are swept on the way (they are short-lived and single-use).
  await db.delete(auth_desafios).where(and(eq(auth_desafios.tipo, 'totp'), lt(auth_desafios.expires_at, now)));
  await db.insert(auth_desafios).values({
    token_hash: hashToken(token),
    tipo: 'totp',
    usuario_id: usuarioId,
    datos: { requiere },
    expires_at: new Date(now.getTime() + DESAFIO_TTL_MS),
    created_at: now,
  });
  return token;
}

/** A live challenge (unused, unexpired, tries left), locked for the caller's transaction. */
export async function lockDesafio(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(auth_desafios)
    .where(
      and(
        eq(auth_desafios.token_hash, hashToken(token)),
        eq(auth_desafios.tipo, 'totp'),
        isNull(auth_desafios.usado_at),
        gt(auth_desafios.expires_at, now),
        lt(auth_desafios.intentos, DESAFIO_MAX_INTENTOS),
      ),
    )
    .for('update');
  return row;
}

export async function contarIntentoFallido(db: DbOrTx, tokenHash: string) {
  await db
    .update(auth_desafios)
    .set({ intentos: sql`${auth_desafios.intentos} + 1` })
    .where(eq(auth_desafios.token_hash, tokenHash));
}

/** Marks the challenge used; false when someone else used it first. */
export async function consumirDesafio(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(auth_desafios)
    .set({ usado_at: now })
    .where(and(eq(auth_desafios.token_hash, tokenHash), isNull(auth_desafios.usado_at)))
    .returning({ t: auth_desafios.token_hash });
  return rows.length === 1;
}

/** A pending enrolment replaces any earlier pending one (never an active one). */
export async function guardarPendiente(db: DbOrTx, usuarioId: number, secretoCifrado: string, now: Date) {
  await db
    .insert(usuario_totp)
    .values({ usuario_id: usuarioId, secreto_cifrado: secretoCifrado, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: usuario_totp.usuario_id,
      set: { secreto_cifrado: secretoCifrado, activado_at: null, ultimo_paso: null, updated_at: now },
      setWhere: isNull(usuario_totp.activado_at),
    });
}

/**
 * Records `paso` as the last accepted step, only if it is later than the stored one (no replay,
 * even between two concurrent requests); `activar` also turns a pending enrolment on.
 */
export async function aceptarPaso(
  db: DbOrTx,
  usuarioId: number,
  paso: number,
  now: Date,
  activar = false,
): Promise<boolean> {
  const rows = await db
    .update(usuario_totp)
    .set({ ultimo_paso: paso, updated_at: now, ...(activar ? { activado_at: now } : {}) })
    .where(
      and(
        eq(usuario_totp.usuario_id, usuarioId),
        or(isNull(usuario_totp.ultimo_paso), lt(usuario_totp.ultimo_paso, paso)),
        activar ? isNull(usuario_totp.activado_at) : sql`${usuario_totp.activado_at} is not null`,
      ),
    )
    .returning({ id: usuario_totp.usuario_id });
  return rows.length === 1;
}

export async function borrarTotp(db: DbOrTx, usuarioId: number) {
  await db.delete(usuario_totp).where(eq(usuario_totp.usuario_id, usuarioId));
  await db.delete(usuario_codigos_recuperacion).where(eq(usuario_codigos_recuperacion.usuario_id, usuarioId));
}

/** 31 symbols without 0/O or 1/I/L: easy to read back from paper. */
const ALFABETO_RECUPERACION = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function normalizarRecuperacion(codigo: string): string {
  return codigo.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const hashRecuperacion = (codigo: string) => hashToken(`recuperacion:${normalizarRecuperacion(codigo)}`);

function nuevoCodigoRecuperacion(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALFABETO_RECUPERACION[randomInt(ALFABETO_RECUPERACION.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** Replaces the user's recovery codes with ten new ones; answers them in clear (shown once). */
export async function reemplazarCodigosRecuperacion(db: DbOrTx, usuarioId: number, now: Date): Promise<string[]> {
  const codigos = new Set<string>();
  while (codigos.size < CODIGOS_RECUPERACION) codigos.add(nuevoCodigoRecuperacion());
  await db.delete(usuario_codigos_recuperacion).where(eq(usuario_codigos_recuperacion.usuario_id, usuarioId));
  await db
    .insert(usuario_codigos_recuperacion)
    .values([...codigos].map((c) => ({ usuario_id: usuarioId, codigo_hash: hashRecuperacion(c), created_at: now })));
  return [...codigos];
}

/** Spends one recovery code; false when it is not one of the user's unused codes. */
export async function usarCodigoRecuperacion(db: DbOrTx, usuarioId: number, codigo: string, now: Date) {
  const rows = await db
    .update(usuario_codigos_recuperacion)
    .set({ usado_at: now })
    .where(
      and(
        eq(usuario_codigos_recuperacion.usuario_id, usuarioId),
        eq(usuario_codigos_recuperacion.codigo_hash, hashRecuperacion(codigo)),
        isNull(usuario_codigos_recuperacion.usado_at),
      ),
    )
    .returning({ id: usuario_codigos_recuperacion.id });
  return rows.length > 0;
}

export async function contarCodigosRestantes(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(usuario_codigos_recuperacion)
    .where(and(eq(usuario_codigos_recuperacion.usuario_id, usuarioId), isNull(usuario_codigos_recuperacion.usado_at)));
  return row?.n ?? 0;
}

/** The user's sign-in identity (lockout key and session company). */
export async function findUsuarioLogin(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      empresa_id: usuarios.empresa_id,
      password_hash: usuarios.password_hash,
      activo: usuarios.activo,
      empresa_activa: empresas.activo,
    })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresa_id))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return row;
}
