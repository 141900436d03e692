import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * RFC 6238 TOTP (on RFC 4226 HOTP): HMAC-SHA1, 6 digits, 30-second steps, as every
 * authenticator app reads from an otpauth:// URL. Secrets travel as RFC 4648 base32.
 */

export const TOTP_PASO_SEGUNDOS = 30;
export const TOTP_DIGITOS = 6;
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_VENTANA = 1;

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(datos: Buffer): string {
  let bits = 0;
  let valor = 0;
  let salida = '';
  for (const byte of datos) {
    valor = (valor << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      salida += ALFABETO[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) salida += ALFABETO[(valor << (5 - bits)) & 31];
  return salida;
}

/** Lenient on input: case, spaces, dashes and '=' padding are ignored. Throws on other characters. */
export function base32Decode(texto: string): Buffer {
  const limpio = texto.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let valor = 0;
  const salida: number[] = [];
  for (const c of limpio) {
    const i = ALFABETO.indexOf(c);
    if (i < 0) throw new Error('Secreto base32 inválido');
    valor = ((valor << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      salida.push((valor >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(salida);
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function generarSecreto(): string {
  return base32Encode(randomBytes(20));
}

/** The time step of an instant. */
export function pasoDe(instante: Date | number): number {
  const ms = typeof instante === 'number' ? instante : instante.getTime();
  return Math.floor(ms / 1000 / TOTP_PASO_SEGUNDOS);
}

/** HOTP value of one step (RFC 4226 §5.3 dynamic truncation), zero-padded to `digitos`. */
export function codigoDePaso(secreto: Buffer | string, paso: number, digitos = TOTP_DIGITOS): string {
  const clave = typeof secreto === 'string' ? base32Decode(secreto) : secreto;
  const contador = Buffer.alloc(8);
  contador.writeBigUInt64BE(BigInt(paso));
  const hmac = createHmac('sha1', clave).update(contador).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binario = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binario % 10 ** digitos).padStart(digitos, '0');
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
 */
export function verificarTotp(
  secreto: Buffer | string,
  codigo: string,
  instante: Date | number,
  opciones: { ultimoPaso?: number | null; ventana?: number } = {},
): ResultadoTotp {
  const limpio = codigo.replace(/\s/g, '');
  if (!/^\d{6}$/.test(limpio)) return { ok: false, motivo: 'invalido' };
  const clave = typeof secreto === 'string' ? base32Decode(secreto) : secreto;
  const actual = pasoDe(instante);
  const ventana = opciones.ventana ?? TOTP_VENTANA;
  let reutilizado = false;
  for (let paso = actual - ventana; paso <= actual + ventana; paso++) {
    if (!timingSafeEqual(Buffer.from(codigoDePaso(clave, paso)), Buffer.from(limpio))) continue;
    if (opciones.ultimoPaso != null && paso <= opciones.ultimoPaso) {
      reutilizado = true;
      continue;
    }
    return { ok: true, paso };
  }
  return { ok: false, motivo: reutilizado ? 'reutilizado' : 'invalido' };
}

/** Key URI for authenticator apps (Google Authenticator's otpauth:// format). */
export function otpauthUrl(secreto: string, cuenta: string, emisor = 'Atalaya'): string {
  const etiqueta = `${encodeURIComponent(emisor)}:${encodeURIComponent(cuenta)}`;
  const params = new URLSearchParams({
    secret: secreto,
    issuer: emisor,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITOS),
    period: String(TOTP_PASO_SEGUNDOS),
  });
  return `otpauth://totp/${etiqueta}?${params.toString()}`;
}
