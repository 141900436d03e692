import { createHash, randomBytes } from 'node:crypto';
import {
  codigoDenunciaValido,
  formatearCodigoDenuncia,
  normalizarCodigoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';

/*
 * Report codes (the reporter's receipt, EthicsPoint-style "report key"): 80 random bits written as
 * 16 Crockford base32 characters, shown as XXXX-XXXX-XXXX-XXXX. Crockford's alphabet has no I, L,
 * O or U, so a code read aloud or copied by hand survives; lookups normalize what was typed.
 * Only the SHA-256 of the normalized code is stored (denuncias.codigo_hash).
 */

export const ALFABETO_CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LARGO = 16;

/** A fresh code, formatted (XXXX-XXXX-XXXX-XXXX). 10 random bytes = 80 bits = 16 × 5 bits. */
export function generarCodigoDenuncia(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let codigo = '';
  for (let i = LARGO - 1; i >= 0; i--) codigo += ALFABETO_CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return formatearCodigoDenuncia(codigo);
}

export { codigoDenunciaValido, formatearCodigoDenuncia, normalizarCodigoDenuncia };

/** What is stored and searched: SHA-256 (hex) of the normalized code. */
export function hashCodigoDenuncia(entrada: string): string {
  return createHash('sha256').update(normalizarCodigoDenuncia(entrada)).digest('hex');
}
