import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MENSAJES } from '@atalaya/shared/messages';
import type { SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import { AppError } from '../../platform/errors';
import type { Dependencias } from '../../platform/servicio';
import { recordAudit } from '../../platform/audit';
import { createSession, loadContext, sessionPolicy, type IssuedTokens } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import {
  authorizationUrl,
  discover,
  exchangeCode,
  OidcError,
  verifiedEmail,
  verifyIdToken,
  type OidcSettings,
} from '../../platform/auth/oidc-cliente';
import { correoPermitidoParaEmpresa } from '../mi-empresa/usuarios/dominios-empresa';
import { aceptarInvitacionPorSso } from '../mi-empresa/usuarios/invitaciones';
import {
  consumirDesafioVigente,
  empresaActiva,
  findUsuarioPorEmail,
  insertDesafio,
  insertUsuario,
  marcarUltimoAcceso,
} from './auth.repository';
import { toSessionUser } from './auth.service';
import { findUsuarioLogin } from './totp.repository';

/** An authorization request in flight (state row) lives 10 minutes; a code_session 60 seconds. */
export const ESTADO_TTL_MS = 10 * 60_000;
export const CODE_SESSION_TTL_MS = 60_000;

/** SPEC §8: the two messages the popup can hand back to the sign-in page. */
export const SSO_ERROR = 'Error al iniciar sesión con Microsoft';

/** The SSO settings when issuer, client id and secret are all configured; else null (no button). */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    timeoutMs: config.OIDC_TIMEOUT_MS,
  };
}

export function allowedDomains(config: Config): string[] {
  return (config.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

/** Starts the code flow: a single-use state row holding the nonce and the PKCE verifier. */
export async function iniciarOidc(
  deps: Pick<Dependencias, 'db' | 'clock'>,
  { settings, redirectUri }: { settings: OidcSettings; redirectUri: string },
): Promise<{ url: string; state: string }> {
  const now = deps.clock();
  const doc = await discover(settings);
  const state = newToken();
  const nonce = newToken();
  const codeVerifier = newToken();
  await insertDesafio(deps.db, {
    token_hash: hashToken(state),
    tipo: 'oidc_estado',
    datos: { nonce, code_verifier: codeVerifier, redirect_uri: redirectUri },
    expires_at: new Date(now.getTime() + ESTADO_TTL_MS),
  });
  return { url: authorizationUrl(doc, settings, { redirectUri, state, nonce, codeVerifier }), state };
}

/** Marks a challenge used and returns it, only if it is of that type, unused and unexpired. */
function consumir(db: Database, token: string, tipo: 'oidc_estado' | 'oidc_sesion', now: Date) {
  return consumirDesafioVigente(db, hashToken(token), tipo, now);
}

/**
 * Why a callback did not sign anyone in: `credenciales` → 'Credenciales inválidas', `dominio` →
 * the address is outside its company's e-mail domains (issue 24 F7), else SSO_ERROR.
 */
export class SsoRechazo extends Error {
  constructor(
    readonly tipo: 'credenciales' | 'dominio' | 'error',
    readonly motivo: string,
  ) {
    super(motivo);
    this.name = 'SsoRechazo';
  }
}

export interface CallbackInput {
  /** The configured provider (oidcSettings). */
  settings: OidcSettings;
  code?: string;
  state?: string;
  /** The state cookie set by /auth/login/microsoft in this browser. */
  stateCookie?: string;
  error?: string;
}

/**
 * The provider's redirect: state (single use, bound to this browser), code exchange, ID token
 * checks, verified email, allowed domain, an ACTIVE user of an active company (or a just-in-time
 * account when configured). Returns a fresh code_session for the opener window.
 */
export async function completarOidc(
  deps: Pick<Dependencias, 'db' | 'config' | 'clock'>,
  input: CallbackInput,
): Promise<{ codeSession: string; usuarioId: number }> {
  const { db, config } = deps;
  const { settings } = input;
  const now = deps.clock();
  if (!input.state || input.state.length > 200) throw new SsoRechazo('error', 'sin state');
  const estado = await consumir(db, input.state, 'oidc_estado', now);
  if (!estado) throw new SsoRechazo('error', 'state desconocido, usado o vencido');
  if (!input.stateCookie || input.stateCookie !== input.state) {
    throw new SsoRechazo('error', 'state no corresponde a este navegador');
  }
  if (input.error) throw new SsoRechazo('error', 'el proveedor devolvió un error');
  if (!input.code || input.code.length > 4096) throw new SsoRechazo('error', 'sin code');
  const datos = estado.datos ?? {};
  const { nonce, code_verifier: codeVerifier, redirect_uri: redirectUri } = datos;
  if (!nonce || !codeVerifier || !redirectUri) throw new SsoRechazo('error', 'state incompleto');

  let email: string | null;
  let nombre: string;
  try {
    const doc = await discover(settings);
    const idToken = await exchangeCode(doc, settings, { code: input.code, redirectUri, codeVerifier });
    const payload = await verifyIdToken(doc, settings, idToken, { nonce, now });
    email = verifiedEmail(payload);
    nombre = typeof payload.name === 'string' ? payload.name.trim() : '';
  } catch (e) {
    if (e instanceof OidcError) throw new SsoRechazo('error', e.motivo);
    throw e;
  }
  if (!email) throw new SsoRechazo('credenciales', 'correo ausente o no verificado');
  const dominios = allowedDomains(config);
  const dominio = email.slice(email.lastIndexOf('@') + 1);
  if (dominios.length > 0 && !dominios.includes(dominio)) {
    throw new SsoRechazo('credenciales', 'dominio no permitido');
  }

  const user = await findUsuarioPorEmail(db, email);
  let usuarioId: number;
  if (user) {
    // The domain first: a refused sign-in must not have accepted an invitation on the way.
    await exigirDominioDeEmpresa(db, user.empresa_id, email);
    // An invited address (issue 24 F7): accepted only while its invitation is valid, never after.
    if (!user.activo && user.empresa_activa)
      user.activo = await aceptarInvitacionPorSso(deps, { usuarioId: user.id, now });
    if (!user.activo || !user.empresa_activa) throw new SsoRechazo('credenciales', 'usuario o empresa inactivos');
    usuarioId = user.id;
  } else if (config.OIDC_JIT_EMPRESA_ID && dominios.length > 0) {
    await exigirDominioDeEmpresa(db, config.OIDC_JIT_EMPRESA_ID, email);
    usuarioId = await crearUsuarioJit(db, config.OIDC_JIT_EMPRESA_ID, email, nombre, now);
  } else {
    throw new SsoRechazo('credenciales', 'sin usuario con ese correo');
  }

  const codeSession = newToken();
  await insertDesafio(db, {
    token_hash: hashToken(codeSession),
    tipo: 'oidc_sesion',
    usuario_id: usuarioId,
    expires_at: new Date(now.getTime() + CODE_SESSION_TTL_MS),
  });
  return { codeSession, usuarioId };
}

/** A company bound to e-mail domains never gets a sign-in (or a JIT account) of another domain. */
async function exigirDominioDeEmpresa(db: Database, empresaId: number, email: string) {
  if (await correoPermitidoParaEmpresa(db, empresaId, email)) {
    throw new SsoRechazo('dominio', 'correo fuera de los dominios de la empresa');
  }
}

/** Just-in-time account (OIDC_JIT_EMPRESA_ID): active, no roles until an administrator assigns them. */
async function crearUsuarioJit(db: Database, empresaId: number, email: string, nombre: string, now: Date) {
  if (!(await empresaActiva(db, empresaId))) throw new SsoRechazo('credenciales', 'empresa JIT inexistente o inactiva');
  const partes = (nombre || email.slice(0, email.indexOf('@'))).split(/\s+/);
  return db.transaction(async (tx) => {
    const creadoId = await insertUsuario(tx, {
      empresa_id: empresaId,
      nombre: partes[0]!.slice(0, 100),
      apellido: partes.slice(1).join(' ').slice(0, 100),
      email,
      activo: true,
    });
    await recordAudit(
      tx,
      {
        empresa_id: empresaId,
        usuario_id: creadoId,
        accion: 'crear',
        entidad: 'usuario',
        entidad_id: creadoId,
        cambios: { origen: 'sso' },
      },
      now,
    );
    return creadoId;
  });
}

/**
 * POST /auth/oauth-session-login: the code_session (single use, 60 s) becomes a session, as a
 * password sign-in does. The user and company must still be active. SSO users skip TOTP.
 */
export async function loginConCodeSession(
  deps: Pick<Dependencias, 'db' | 'config' | 'clock'>,
  input: { codeSession: string; ip: string; userAgent?: string },
): Promise<{ tokens: IssuedTokens; user: SessionUser }> {
  const { db } = deps;
  const now = deps.clock();
  const row = await consumir(db, input.codeSession, 'oidc_sesion', now);
  if (!row?.usuario_id) throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas);
  const user = await findUsuarioLogin(db, row.usuario_id);
  if (!user || !user.activo || !user.empresa_activa) {
    throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas);
  }
  return db.transaction(async (tx) => {
    const tokens = await createSession(tx, sessionPolicy(deps.config), {
      usuarioId: user.id,
      empresaId: user.empresa_id,
      ip: input.ip,
      userAgent: input.userAgent,
      now,
    });
    await marcarUltimoAcceso(tx, user.id, now);
    await recordAudit(
      tx,
      {
        empresa_id: user.empresa_id,
        usuario_id: user.id,
        accion: 'login',
        entidad: 'sesion',
        entidad_id: tokens.sesionId,
        cambios: { metodo: 'sso' },
      },
      now,
    );
    const ctx = await loadContext(tx, user.id, user.empresa_id, tokens.sesionId);
    return { tokens, user: toSessionUser(ctx!) };
  });
}
