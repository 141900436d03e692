import type { DbOrTx } from '../../db/client';
import { MENSAJES } from '@atalaya/shared/messages';
import type { SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import { AppError, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { verifyPassword } from '../../platform/auth/passwords';
import { dificultadExigida, fallosDeInicio, recordLoginAttempt } from '../../platform/auth/login-throttle';
import { desafioRequerido, type PruebasDeTrabajo } from '../../platform/auth/prueba-trabajo';
import {
  createSession,
  loadContext,
  revoke,
  setActingEmpresa,
  sessionPolicy,
  type IssuedTokens,
  type SessionContext,
  type SessionPolicy,
} from '../../platform/auth/sessions';
import type { Actor, Dependencias } from '../../platform/servicio';
import { empresaActiva, findUsuarioPorEmail, listEmpresas, marcarUltimoAcceso } from './auth.repository';
import { crearDesafio, segundoFactorRequerido } from './totp.repository';

export interface LoginInput {
  username: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** admin_atalaya must have TOTP (config TOTP_PLATAFORMA_OBLIGATORIO). */
  totpPlataformaObligatorio?: boolean;
  /** The proof-of-work issuer; null when a reCAPTCHA already vouched for this attempt. */
  pruebas: PruebasDeTrabajo | null;
  prueba?: { token?: string; solucion?: string };
  /** Failures of one address (in 15 minutes) before its every sign-in needs the proof; default 10. */
  fallosPorOrigen?: number;
}

/**
 * Password sign-in. Unknown user, wrong password, inactive user or company: one and the same
 * 401, after the same amount of hashing work. Never a lockout (issue 24 F6): after 3 failures of
 * the account or 10 of the IP in 15 minutes, an attempt without a solved challenge is refused with
 * 429 DESAFIO_REQUERIDO before the password is looked at; each further failure doubles the work.
 */
/** A signed-in caller with its whole session (the company switcher reads the session's own company). */
export interface ActorSesion extends Actor {
  session: SessionContext;
}

export async function login(deps: Pick<Dependencias, 'db' | 'config' | 'clock'>, input: LoginInput) {
  const { db } = deps;
  const now = deps.clock();
  const email = input.username.trim().toLowerCase();
  const ambito = { alcance: `login:${email}`, origen: input.ip };
  const fallos = await fallosDeInicio(db, email, input.ip, now);
  const exigida = input.pruebas ? dificultadExigida(fallos, input.fallosPorOrigen) : null;
  if (exigida !== null && !input.pruebas!.verificar(ambito, input.prueba ?? {}, exigida, now)) {
    throw desafioRequerido(input.pruebas!.emitir(ambito, exigida, now));
  }
  const user = await findUsuarioPorEmail(db, email);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || !user.activo || !user.empresa_activa) {
    await recordLoginAttempt(db, email, input.ip, false, now);
    // The next attempt's challenge comes with the refusal, so the browser solves it meanwhile.
    const siguiente = input.pruebas
      ? dificultadExigida({ cuenta: fallos.cuenta + 1, ip: fallos.ip + 1 }, input.fallosPorOrigen)
      : null;
    const datos = siguiente !== null ? { prueba_trabajo: input.pruebas!.emitir(ambito, siguiente, now) } : undefined;
    throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas, undefined, datos);
  }
  // Second factor (issue 9): no session yet, and no successful attempt recorded (it would reset
  // the account's failure count, letting someone with the password guess codes forever).
  const requiere = await segundoFactorRequerido(db, user.id, input.totpPlataformaObligatorio ?? false);
  if (requiere) return { desafio: await crearDesafio(db, user.id, requiere, now), requiere };
  return db.transaction((tx) =>
    iniciarSesion(
      tx,
      sessionPolicy(deps.config),
      { usuarioId: user.id, empresaId: user.empresa_id, email, ip: input.ip, userAgent: input.userAgent },
      now,
    ),
  );
}

/** The end of every successful sign-in: attempt recorded, session, last access, audit row. */
export async function iniciarSesion(
  tx: DbOrTx,
  policy: SessionPolicy,
  input: { usuarioId: number; empresaId: number; email: string; ip: string; userAgent?: string },
  now: Date,
  auditoria: Record<string, unknown> | null = null,
): Promise<{ tokens: IssuedTokens; user: SessionUser }> {
  await recordLoginAttempt(tx, input.email, input.ip, true, now);
  const tokens = await createSession(tx, policy, {
    usuarioId: input.usuarioId,
    empresaId: input.empresaId,
    ip: input.ip,
    userAgent: input.userAgent,
    now,
  });
  await marcarUltimoAcceso(tx, input.usuarioId, now);
  await recordAudit(
    tx,
    {
      empresa_id: input.empresaId,
      usuario_id: input.usuarioId,
      accion: 'login',
      entidad: 'sesion',
      entidad_id: tokens.sesionId,
      ...(auditoria ? { cambios: auditoria } : {}),
    },
    now,
  );
  const ctx = await loadContext(tx, input.usuarioId, input.empresaId, tokens.sesionId);
  return { tokens, user: toSessionUser(ctx!) };
}

export async function logout(
  deps: Pick<Dependencias, 'db' | 'clock'>,
  session: { sesionId: string; usuarioId: number | null; empresaId: number | null },
) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await revoke(tx, session.sesionId, 'logout', now);
    await recordAudit(
      tx,
      {
        empresa_id: session.empresaId,
        usuario_id: session.usuarioId,
        accion: 'logout',
        entidad: 'sesion',
        entidad_id: session.sesionId,
      },
      now,
    );
  });
}

/** A platform admin chooses the company the session acts on (DESIGN §5 company switcher). */
export async function switchEmpresa(deps: Pick<Dependencias, 'db'>, actor: ActorSesion, empresaId: number) {
  const { db } = deps;
  const { session, now } = actor;
  if (!session.esAdminPlataforma && empresaId !== session.empresaPropiaId) throw notFound();
  if ((await empresaActiva(db, empresaId)) === undefined) throw notFound();
  return db.transaction(async (tx) => {
    await setActingEmpresa(tx, session.sesionId, empresaId);
    await recordAudit(
      tx,
      {
        empresa_id: empresaId,
        usuario_id: session.usuarioId,
        accion: 'cambiar_empresa',
        entidad: 'sesion',
        entidad_id: session.sesionId,
        cambios: { desde: session.empresaId, hacia: empresaId },
      },
      now,
    );
    const ctx = await loadContext(tx, session.usuarioId, empresaId, session.sesionId);
    return toSessionUser(ctx!);
  });
}

/** Companies the session may act on: every active one for a platform admin, else its own. */
export async function empresasDisponibles(deps: Pick<Dependencias, 'db'>, { session }: ActorSesion) {
  const { db } = deps;
  return { data: await listEmpresas(db, session.esAdminPlataforma ? null : session.empresaPropiaId) };
}

/** SPEC §3 session user. `id_empresa` is the acting company. */
export function toSessionUser(ctx: SessionContext): SessionUser {
  return {
    id: ctx.usuarioId,
    id_empresa: ctx.empresaId,
    nombre: ctx.nombre,
    apellido: ctx.apellido,
    email: ctx.email,
    roles: ctx.roles.map((nombre) => ({ nombre })),
    empresa: {
      id: ctx.empresaId,
      nombre: ctx.empresaNombre,
      logo: ctx.empresaLogoUrl ? { url: ctx.empresaLogoUrl } : null,
      modulos: ctx.modulos,
    },
  };
}
