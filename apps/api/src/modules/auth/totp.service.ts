import QRCode from 'qrcode';
import { MENSAJES_2FA, type Enrolamiento, type EstadoDosFactores } from '@atalaya/shared/contracts/auth/dos-factores';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { isLockedOut, recordSecondStepFailure } from '../../platform/auth/login-throttle';
import { verifyPassword } from '../../platform/auth/passwords';
import type { SessionContext, SessionPolicy } from '../../platform/auth/sessions';
import { generarSecreto, otpauthUrl, verificarTotp } from '../../platform/auth/totp';
import { cifrarTexto, descifrarTexto } from '../../platform/crypto/cifrado';
import { AppError, notFound } from '../../platform/errors';
import { iniciarSesion } from './auth.service';
import {
  aceptarPaso,
  borrarTotp,
  consumirDesafio,
  contarCodigosRestantes,
  contarIntentoFallido,
  findTotp,
  findUsuarioLogin,
  guardarPendiente,
  lockDesafio,
  motivoObligatorio,
  reemplazarCodigosRecuperacion,
  usarCodigoRecuperacion,
  type Requiere,
} from './totp.repository';

/*
 * TOTP two-step verification (issue 9). Secrets are encrypted with the platform key and bound to
 * their user (AAD `totp:<usuario_id>`). Every wrong code — at sign-in or on /cuenta — counts as a
 * failed sign-in of the account, so the login lockout (10 in 15 minutes) covers code guessing too;
 * a sign-in challenge also dies after 5 wrong codes or 5 minutes.
 */

export interface OpcionesTotp {
  /** The platform key (platform/crypto/claves.ts cargarClaveMaestra). */
  clave: Buffer;
  plataformaObligatoria: boolean;
}

export interface Peticion {
  ip: string;
  userAgent?: string;
  now: Date;
}

const aad = (usuarioId: number) => `totp:${usuarioId}`;

async function nuevoEnrolamiento(
  db: DbOrTx,
  opciones: OpcionesTotp,
  usuario: { id: number; email: string },
  now: Date,
): Promise<Enrolamiento> {
  const secreto = generarSecreto();
  await guardarPendiente(db, usuario.id, cifrarTexto(opciones.clave, secreto, aad(usuario.id)), now);
  const url = otpauthUrl(secreto, usuario.email);
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { otpauth_url: url, qr_data_url: qr, secreto };
}

function secretoDe(opciones: OpcionesTotp, fila: { usuario_id: number; secreto_cifrado: string }) {
  return descifrarTexto(opciones.clave, fila.secreto_cifrado, aad(fila.usuario_id));
}

const desafioInvalido = () => new AppError('NO_AUTENTICADO', MENSAJES_2FA.desafioExpirado);

/** The challenge's user, or 401; checks the lockout before any code is looked at. */
async function abrirDesafio(db: Database, token: string, requiere: Requiere, p: Peticion) {
  const desafio = await lockDesafio(db, token, p.now);
  if (!desafio?.usuario_id || desafio.datos?.requiere !== requiere) throw desafioInvalido();
  const usuario = await findUsuarioLogin(db, desafio.usuario_id);
  if (!usuario || !usuario.activo || !usuario.empresa_activa) throw desafioInvalido();
  const email = usuario.email.trim().toLowerCase();
  if (await isLockedOut(db, email, p.now)) {
    throw new AppError('DEMASIADOS_INTENTOS', MENSAJES.demasiadosIntentos);
  }
  return { desafio, usuario, email };
}

async function codigoFallido(db: Database, email: string, tokenHash: string, p: Peticion, mensaje: string) {
  await db.transaction(async (tx) => {
    await recordSecondStepFailure(tx, email, p.ip, p.now);
    await contarIntentoFallido(tx, tokenHash);
  });
  return new AppError('CREDENCIALES_INVALIDAS', mensaje);
}

/** POST /auth/login/totp: the second step of a password sign-in (a TOTP code or a recovery code). */
export async function loginTotp(
  db: Database,
  policy: SessionPolicy,
  opciones: OpcionesTotp,
  body: { desafio: string; codigo?: string; codigo_recuperacion?: string },
  p: Peticion,
) {
  const { desafio, usuario, email } = await abrirDesafio(db, body.desafio, 'totp', p);
  const totp = await findTotp(db, usuario.id);
  if (!totp?.activado_at) throw desafioInvalido();

  if (body.codigo_recuperacion !== undefined) {
    const codigo = body.codigo_recuperacion;
    const result = await db.transaction(async (tx) => {
      if (!(await usarCodigoRecuperacion(tx, usuario.id, codigo, p.now))) return null;
      if (!(await consumirDesafio(tx, desafio.token_hash, p.now))) throw desafioInvalido();
      await recordAudit(
        tx,
        {
          empresa_id: usuario.empresa_id,
          usuario_id: usuario.id,
          accion: 'usar_codigo_recuperacion_2fa',
          entidad: 'usuario',
          entidad_id: usuario.id,
          cambios: { codigos_restantes: await contarCodigosRestantes(tx, usuario.id) },
        },
        p.now,
      );
      return iniciarSesion(tx, policy, sesionDe(usuario, email, p), p.now, { segundo_factor: 'recuperacion' });
    });
    if (!result) throw await codigoFallido(db, email, desafio.token_hash, p, MENSAJES_2FA.recuperacionIncorrecta);
    return result;
  }

  const check = verificarTotp(secretoDe(opciones, totp), body.codigo ?? '', p.now, { ultimoPaso: totp.ultimo_paso });
  if (!check.ok) {
    const mensaje = check.motivo === 'reutilizado' ? MENSAJES_2FA.codigoUtilizado : MENSAJES_2FA.codigoIncorrecto;
    throw await codigoFallido(db, email, desafio.token_hash, p, mensaje);
  }
  const result = await db.transaction(async (tx) => {
    if (!(await aceptarPaso(tx, usuario.id, check.paso, p.now))) return null;
    if (!(await consumirDesafio(tx, desafio.token_hash, p.now))) throw desafioInvalido();
    return iniciarSesion(tx, policy, sesionDe(usuario, email, p), p.now, { segundo_factor: 'totp' });
  });
  // Another request accepted this step first: the same code twice.
  if (!result) throw await codigoFallido(db, email, desafio.token_hash, p, MENSAJES_2FA.codigoUtilizado);
  return result;
}

const sesionDe = (usuario: { id: number; empresa_id: number }, email: string, p: Peticion) => ({
  usuarioId: usuario.id,
  empresaId: usuario.empresa_id,
  email,
  ip: p.ip,
  userAgent: p.userAgent,
});

/** POST /auth/login/enrolar: a new secret for a user who must enrol before getting in. */
export async function loginEnrolar(db: Database, opciones: OpcionesTotp, body: { desafio: string }, p: Peticion) {
  const { usuario } = await abrirDesafio(db, body.desafio, 'enrolamiento', p);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw desafioInvalido();
  return nuevoEnrolamiento(db, opciones, usuario, p.now);
}

async function auditarActivacion(tx: DbOrTx, usuario: { id: number; empresa_id: number }, now: Date, via: string) {
  await recordAudit(
    tx,
    {
      empresa_id: usuario.empresa_id,
      usuario_id: usuario.id,
      accion: 'activar_2fa',
      entidad: 'usuario',
      entidad_id: usuario.id,
      cambios: { via },
    },
    now,
  );
}

/** POST /auth/login/enrolar/confirmar: the first code turns 2FA on and signs in; recovery codes shown once. */
export async function loginEnrolarConfirmar(
  db: Database,
  policy: SessionPolicy,
  opciones: OpcionesTotp,
  body: { desafio: string; codigo: string },
  p: Peticion,
) {
  const { desafio, usuario, email } = await abrirDesafio(db, body.desafio, 'enrolamiento', p);
  const totp = await findTotp(db, usuario.id);
  if (!totp || totp.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.sinEnrolamiento);
  const check = verificarTotp(secretoDe(opciones, totp), body.codigo, p.now);
  if (!check.ok) throw await codigoFallido(db, email, desafio.token_hash, p, MENSAJES_2FA.codigoIncorrecto);
  const result = await db.transaction(async (tx) => {
    if (!(await aceptarPaso(tx, usuario.id, check.paso, p.now, true))) return null;
    if (!(await consumirDesafio(tx, desafio.token_hash, p.now))) throw desafioInvalido();
    const codigos = await reemplazarCodigosRecuperacion(tx, usuario.id, p.now);
    await auditarActivacion(tx, usuario, p.now, 'inicio_sesion');
    const sesion = await iniciarSesion(tx, policy, sesionDe(usuario, email, p), p.now, { segundo_factor: 'totp' });
    return { ...sesion, codigos };
  });
  if (!result) throw await codigoFallido(db, email, desafio.token_hash, p, MENSAJES_2FA.codigoUtilizado);
  return result;
}

/* ----- Signed in: /cuenta/2fa ----- */

export interface LlamadorTotp {
  session: SessionContext;
  ip: string;
  now: Date;
}

async function usuarioDe(db: DbOrTx, l: LlamadorTotp) {
  const usuario = await findUsuarioLogin(db, l.session.usuarioId);
  if (!usuario) throw notFound();
  return usuario;
}

/** Locked out → 429 before anything is checked; a wrong code or password counts as a failed sign-in. */
async function comprobarBloqueo(db: Database, l: LlamadorTotp) {
  if (await isLockedOut(db, l.session.email.trim().toLowerCase(), l.now)) {
    throw new AppError('DEMASIADOS_INTENTOS', MENSAJES.demasiadosIntentos);
  }
}

async function fallo(db: Database, l: LlamadorTotp, campo: string, mensaje: string) {
  await recordSecondStepFailure(db, l.session.email.trim().toLowerCase(), l.ip, l.now);
  return new AppError('VALIDACION', mensaje, { [campo]: mensaje });
}

/** A TOTP code of the user's active enrolment; the step is recorded (a code is good once). */
async function exigirCodigo(db: Database, opciones: OpcionesTotp, l: LlamadorTotp, codigo: string) {
  const totp = await findTotp(db, l.session.usuarioId);
  if (!totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.noActivo);
  const check = verificarTotp(secretoDe(opciones, totp), codigo, l.now, { ultimoPaso: totp.ultimo_paso });
  if (!check.ok) {
    const mensaje = check.motivo === 'reutilizado' ? MENSAJES_2FA.codigoUtilizado : MENSAJES_2FA.codigoIncorrecto;
    throw await fallo(db, l, 'codigo', mensaje);
  }
  return check.paso;
}

export async function estado(db: Database, opciones: OpcionesTotp, l: LlamadorTotp): Promise<EstadoDosFactores> {
  const totp = await findTotp(db, l.session.usuarioId);
  const activo = Boolean(totp?.activado_at);
  return {
    activo,
    activado_at: totp?.activado_at?.toISOString() ?? null,
    obligatorio: await motivoObligatorio(db, l.session.usuarioId, opciones.plataformaObligatoria),
    codigos_restantes: activo ? await contarCodigosRestantes(db, l.session.usuarioId) : 0,
  };
}

/** POST /cuenta/2fa/iniciar: a new pending secret (replaces an unconfirmed one). */
export async function iniciar(db: Database, opciones: OpcionesTotp, l: LlamadorTotp) {
  const usuario = await usuarioDe(db, l);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.yaActivo);
  return nuevoEnrolamiento(db, opciones, usuario, l.now);
}

/** POST /cuenta/2fa/confirmar: the first code turns it on; answers the recovery codes (shown once). */
export async function confirmar(db: Database, opciones: OpcionesTotp, l: LlamadorTotp, codigo: string) {
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.yaActivo);
  if (!totp) throw new AppError('CONFLICTO', MENSAJES_2FA.sinEnrolamiento);
  const check = verificarTotp(secretoDe(opciones, totp), codigo, l.now);
  if (!check.ok) throw await fallo(db, l, 'codigo', MENSAJES_2FA.codigoIncorrecto);
  const codigos = await db.transaction(async (tx) => {
    if (!(await aceptarPaso(tx, usuario.id, check.paso, l.now, true))) {
      throw new AppError('CONFLICTO', MENSAJES_2FA.yaActivo);
    }
    await auditarActivacion(tx, usuario, l.now, 'cuenta');
    return reemplazarCodigosRecuperacion(tx, usuario.id, l.now);
  });
  return { codigos_recuperacion: codigos };
}

/** DELETE /cuenta/2fa: password and a current code; refused while 2FA is obligatory for the user. */
export async function desactivar(
  db: Database,
  opciones: OpcionesTotp,
  l: LlamadorTotp,
  body: { password: string; codigo: string },
) {
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const motivo = await motivoObligatorio(db, usuario.id, opciones.plataformaObligatoria);
  if (motivo) throw new AppError('CONFLICTO', MENSAJES_2FA.obligatorio);
  if (!(await verifyPassword(usuario.password_hash, body.password))) {
    throw await fallo(db, l, 'password', MENSAJES_2FA.passwordIncorrecta);
  }
  const paso = await exigirCodigo(db, opciones, l, body.codigo);
  await db.transaction(async (tx) => {
    if (!(await aceptarPaso(tx, usuario.id, paso, l.now))) {
      throw new AppError('VALIDACION', MENSAJES_2FA.codigoUtilizado, { codigo: MENSAJES_2FA.codigoUtilizado });
    }
    await borrarTotp(tx, usuario.id);
    await recordAudit(
      tx,
      {
        empresa_id: usuario.empresa_id,
        usuario_id: usuario.id,
        accion: 'desactivar_2fa',
        entidad: 'usuario',
        entidad_id: usuario.id,
      },
      l.now,
    );
  });
  return { ok: true as const };
}

/** POST /cuenta/2fa/recuperacion: ten new recovery codes (the old ones stop working); needs a code. */
export async function regenerarRecuperacion(db: Database, opciones: OpcionesTotp, l: LlamadorTotp, codigo: string) {
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const paso = await exigirCodigo(db, opciones, l, codigo);
  const codigos = await db.transaction(async (tx) => {
    if (!(await aceptarPaso(tx, usuario.id, paso, l.now))) {
      throw new AppError('VALIDACION', MENSAJES_2FA.codigoUtilizado, { codigo: MENSAJES_2FA.codigoUtilizado });
    }
    await recordAudit(
      tx,
      {
        empresa_id: usuario.empresa_id,
        usuario_id: usuario.id,
        accion: 'regenerar_codigos_2fa',
        entidad: 'usuario',
        entidad_id: usuario.id,
      },
      l.now,
    );
    return reemplazarCodigosRecuperacion(tx, usuario.id, l.now);
  });
  return { codigos_recuperacion: codigos };
}
