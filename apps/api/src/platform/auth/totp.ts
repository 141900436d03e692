import { HOTP, Secret, TOTP } from 'otpauth';

/*
 * RFC 6238 TOTP (on RFC 4226 HOTP): HMAC-SHA1, 6 digits, 30-second steps, as every
 * authenticator app reads from an otpauth:// URL. Secrets travel as RFC 4648 base32 (no padding),
 * the form stored encrypted for each enrolled user. The HMAC, truncation, base32 and the
 * timing-safe comparison are the `otpauth` library's; the window walk and replay rule are ours.
 */

export const TOTP_PASO_SEGUNDOS = 30;
export const TOTP_DIGITOS = 6;
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_VENTANA = 1;
const EMISOR = 'Atalaya';

/** A base32 secret, or its raw bytes (copied: a Buffer may be a view on a shared pool). */
const secretoDe = (secreto: Buffer | string) =>
  typeof secreto === 'string' ? Secret.fromBase32(secreto) : new Secret({ buffer: Uint8Array.from(secreto).buffer });

const milisegundos = (instante: Date | number) => (typeof instante === 'number' ? instante : instante.getTime());

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function generarSecreto(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step of an instant. */
export function pasoDe(instante: Date | number): number {
  return TOTP.counter({ period: TOTP_PASO_SEGUNDOS, timestamp: milisegundos(instante) });
}

/** HOTP value of one step, zero-padded to `digitos`. */
export function codigoDePaso(secreto: Buffer | string, paso: number, digitos = TOTP_DIGITOS): string {
  return HOTP.generate({ secret: secretoDe(secreto), counter: paso, digits: digitos });
}

/** The code an authenticator shows at `instante`. */
export function codigoTotp(secreto: Buffer | string, instante: Date | number, digitos = TOTP_DIGITOS): string {
  return codigoDePaso(secreto, pasoDe(instante), digitos);
}

export type ResultadoTotp = { ok: true; paso: number } | { ok: false; motivo: 'invalido' | 'reutilizado' };

/**
 * Checks a 6-digit code against the steps within ±`ventana` of `instante`. A code matching a step
 * at or before `ultimoPaso` (the last one accepted for this user) is refused as reused, so a code
 * seen over someone's shoulder cannot be replayed within its window. On success answers the
 * matched step, to be stored as the new `ultimoPaso`.
 * Steps are walked one by one (the library's own window answers only the first match, which may
 * be a used step while a later one also matches).
 */
export function verificarTotp(
  secreto: Buffer | string,
  codigo: string,
  instante: Date | number,
  opciones: { ultimoPaso?: number | null; ventana?: number } = {},
): ResultadoTotp {
  const limpio = codigo.replace(/\s/g, '');
  if (!/^\d{6}$/.test(limpio)) return { ok: false, motivo: 'invalido' };
  const secret = secretoDe(secreto);
  const actual = pasoDe(instante);
  const ventana = opciones.ventana ?? TOTP_VENTANA;
  let reutilizado = false;
  for (let paso = actual - ventana; paso <= actual + ventana; paso++) {
    if (HOTP.validate({ token: limpio, secret, counter: paso, window: 0 }) === null) continue;
    if (opciones.ultimoPaso != null && paso <= opciones.ultimoPaso) {
      reutilizado = true;
      continue;
    }
    return { ok: true, paso };
  }
  return { ok: false, motivo: reutilizado ? 'reutilizado' : 'invalido' };
}

/** Key URI for authenticator apps (Google Authenticator's otpauth:// format). */
export function otpauthUrl(secreto: string, cuenta: string, emisor = EMISOR): string {
  return new TOTP({
    issuer: emisor,
    label: cuenta,
    secret: secreto,
    algorithm: 'SHA1',
    digits: TOTP_DIGITOS,
    period: TOTP_PASO_SEGUNDOS,
  }).toString();
}
