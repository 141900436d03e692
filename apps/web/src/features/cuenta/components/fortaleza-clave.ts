import { MIN_CLAVE } from '@atalaya/shared/contracts/mi-empresa/usuarios';

/*
 * The strength hint under a new password. The server's policy is one rule, at least MIN_CLAVE
 * characters (and at most 200): anything shorter is 'insuficiente' and will be refused; above it
 * the hint only advises (length and variety of characters), it never refuses.
 */

export type NivelClave = 'vacia' | 'insuficiente' | 'aceptable' | 'buena' | 'fuerte';

export const NIVEL_CLAVE_ETIQUETAS: Readonly<Record<NivelClave, string>> = {
  vacia: '',
  insuficiente: 'Insuficiente',
  aceptable: 'Aceptable',
  buena: 'Buena',
  fuerte: 'Fuerte',
};

/** Kinds of characters present: lower case, upper case, digits, anything else. */
function variedad(clave: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((r) => r.test(clave)).length;
}

export function nivelClave(clave: string): NivelClave {
  if (clave.length === 0) return 'vacia';
  if (clave.length < MIN_CLAVE) return 'insuficiente';
  const puntos = variedad(clave) + (clave.length >= 16 ? 1 : 0) + (clave.length >= 20 ? 1 : 0);
  if (puntos >= 4) return 'fuerte';
  if (puntos >= 3) return 'buena';
  return 'aceptable';
}

/** Filled segments of the four-segment meter. */
export const SEGMENTOS: Readonly<Record<NivelClave, number>> = {
  vacia: 0,
  insuficiente: 1,
  aceptable: 2,
  buena: 3,
  fuerte: 4,
};
