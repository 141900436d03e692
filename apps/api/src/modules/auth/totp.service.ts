import QRCode from 'qrcode';
import { MENSAJES_2FA, type Enrolamiento, type EstadoDosFactores } from '@atalaya/shared/contracts/auth/dos-factores';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { isLockedOut, recordSecondStepFailure } from '../../platform/auth/login-throttle';
import { verifyPassword } from '../../platform/auth/passwords';
import { sessionPolicy } from '../../platform/auth/sessions';
import { generarSecreto, otpauthUrl, verificarTotp } from '../../platform/auth/totp';
import { cargarClaveMaestra } from '../../platform/crypto/claves';
import { cifrarTexto, descifrarTexto } from '../../platform/crypto/cifrado';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
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

/** Where a sign-in step comes from. */
export interface Origen {
  ip: string;
  userAgent?: string;
}

interface Peticion extends Origen {
  now: Date;
}

/** A signed-in user acting on their own second factor (/cuenta/2fa). */
export interface ActorTotp extends Actor {
  email: string;
  ip: string;
}

/** The platform key, loaded once per settings object (the key file is not read on every request). */
const clavesPlataforma = new WeakMap<Config, Buffer>();
function clavePlataforma(config: Config): Buffer {
  let clave = clavesPlataforma.get(config);
  if (!clave) {
    clave = cargarClaveMaestra(config);
    clavesPlataforma.set(config, clave);
  }
  return clave;
}

const aad = (usuarioId: number) => `totp:${usuarioId}`;

async function nuevoEnrolamiento(
  db: DbOrTx,
  config: Config,
  usuario: { id: number; email: string },
  now: Date,
): Promise<Enrolamiento> {
  const secreto = generarSecreto();
  await guardarPendiente(db, usuario.id, cifrarTexto(clavePlataforma(config), secreto, aad(usuario.id)), now);
  const url = otpauthUrl(secreto, usuario.email);
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { otpauth_url: url, qr_data_url: qr, secreto };
}

function secretoDe(config: Config, fila: { usuario_id: number; secreto_cifrado: string }) {
  return descifrarTexto(clavePlataforma(config), fila.secreto_cifrado, aad(fila.usuario_id));
}

const peticionDe = (deps: Pick<Dependencias, 'clock'>, input: Origen): Peticion => ({
  ip: input.ip,
  userAgent: input.userAgent,
  now: deps.clock(),
});

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
  deps: Pick<Dependencias, 'db' | 'config' | 'clock'>,
  input: Origen & { desafio: string; codigo?: string; codigo_recuperacion?: string },
) {
  const { db, config } = deps;
  const p = peticionDe(deps, input);
  const policy = sessionPolicy(config);
  const { desafio, usuario, email } = await abrirDesafio(db, input.desafio, 'totp', p);
  const totp = await findTotp(db, usuario.id);
  if (!totp?.activado_at) throw desafioInvalido();

  if (input.codigo_recuperacion !== undefined) {
    const codigo = input.codigo_recuperacion;
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

  const check = verificarTotp(secretoDe(config, totp), input.codigo ?? '', p.now, { ultimoPaso: totp.ultimo_paso });
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
export async function loginEnrolar(
  deps: Pick<Dependencias, 'db' | 'config' | 'clock'>,
  input: Origen & { desafio: string },
) {
  const { db } = deps;
  const p = peticionDe(deps, input);
  const { usuario } = await abrirDesafio(db, input.desafio, 'enrolamiento', p);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw desafioInvalido();
  return nuevoEnrolamiento(db, deps.config, usuario, p.now);
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
  deps: Pick<Dependencias, 'db' | 'config' | 'clock'>,
  input: Origen & { desafio: string; codigo: string },
) {
  const { db, config } = deps;
  const p = peticionDe(deps, input);
  const policy = sessionPolicy(config);
  const { desafio, usuario, email } = await abrirDesafio(db, input.desafio, 'enrolamiento', p);
  const totp = await findTotp(db, usuario.id);
  if (!totp || totp.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.sinEnrolamiento);
  const check = verificarTotp(secretoDe(config, totp), input.codigo, p.now);
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

async function usuarioDe(db: DbOrTx, l: ActorTotp) {
  const usuario = await findUsuarioLogin(db, l.usuarioId);
  if (!usuario) throw notFound();
  return usuario;
}

/** Locked out → 429 before anything is checked; a wrong code or password counts as a failed sign-in. */
async function comprobarBloqueo(db: Database, l: ActorTotp) {
  if (await isLockedOut(db, l.email.trim().toLowerCase(), l.now)) {
    throw new AppError('DEMASIADOS_INTENTOS', MENSAJES.demasiadosIntentos);
  }
}

async function fallo(db: Database, l: ActorTotp, campo: string, mensaje: string) {
  await recordSecondStepFailure(db, l.email.trim().toLowerCase(), l.ip, l.now);
  return new AppError('VALIDACION', mensaje, { [campo]: mensaje });
}

/** A TOTP code of the user's active enrolment; the step is recorded (a code is good once). */
async function exigirCodigo({ db, config }: Pick<Dependencias, 'db' | 'config'>, l: ActorTotp, codigo: string) {
  const totp = await findTotp(db, l.usuarioId);
  if (!totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.noActivo);
  const check = verificarTotp(secretoDe(config, totp), codigo, l.now, { ultimoPaso: totp.ultimo_paso });
  if (!check.ok) {
    const mensaje = check.motivo === 'reutilizado' ? MENSAJES_2FA.codigoUtilizado : MENSAJES_2FA.codigoIncorrecto;
    throw await fallo(db, l, 'codigo', mensaje);
  }
  return check.paso;
}

export async function estado(
  { db, config }: Pick<Dependencias, 'db' | 'config'>,
  l: ActorTotp,
): Promise<EstadoDosFactores> {
  const totp = await findTotp(db, l.usuarioId);
  const activo = Boolean(totp?.activado_at);
  return {
    activo,
    activado_at: totp?.activado_at?.toISOString() ?? null,
    obligatorio: await motivoObligatorio(db, l.usuarioId, config.TOTP_PLATAFORMA_OBLIGATORIO),
    codigos_restantes: activo ? await contarCodigosRestantes(db, l.usuarioId) : 0,
  };
}

/** POST /cuenta/2fa/iniciar: a new pending secret (replaces an unconfirmed one). */
export async function iniciar({ db, config }: Pick<Dependencias, 'db' | 'config'>, l: ActorTotp) {
  const usuario = await usuarioDe(db, l);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.yaActivo);
  return nuevoEnrolamiento(db, config, usuario, l.now);
}

/** POST /cuenta/2fa/confirmar: the first code turns it on; answers the recovery codes (shown once). */
export async function confirmar(
  { db, config }: Pick<Dependencias, 'db' | 'config'>,
  l: ActorTotp,
  { codigo }: { codigo: string },
) {
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const totp = await findTotp(db, usuario.id);
  if (totp?.activado_at) throw new AppError('CONFLICTO', MENSAJES_2FA.yaActivo);
  if (!totp) throw new AppError('CONFLICTO', MENSAJES_2FA.sinEnrolamiento);
  const check = verificarTotp(secretoDe(config, totp), codigo, l.now);
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
  deps: Pick<Dependencias, 'db' | 'config'>,
  l: ActorTotp,
  body: { password: string; codigo: string },
) {
  const { db } = deps;
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const motivo = await motivoObligatorio(db, usuario.id, deps.config.TOTP_PLATAFORMA_OBLIGATORIO);
  if (motivo) throw new AppError('CONFLICTO', MENSAJES_2FA.obligatorio);
  if (!(await verifyPassword(usuario.password_hash, body.password))) {
    throw await fallo(db, l, 'password', MENSAJES_2FA.passwordIncorrecta);
  }
  const paso = await exigirCodigo(deps, l, body.codigo);
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
export async function regenerarRecuperacion(
  deps: Pick<Dependencias, 'db' | 'config'>,
  l: ActorTotp,
  { codigo }: { codigo: string },
) {
  const { db } = deps;
  await comprobarBloqueo(db, l);
  const usuario = await usuarioDe(db, l);
  const paso = await exigirCodigo(deps, l, codigo);
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
