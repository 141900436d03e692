import { z } from 'zod';

/*
 * Proof of work instead of a lockout (issue 24 F6, OWASP ASVS V2.2.1): after a few failures on an
 * account, an origin or a report code, the next attempt must carry a solved challenge. The server
 * hands out a signed token; the browser finds `solucion` such that SHA-256(`${token}:${solucion}`)
 * starts with `dificultad` zero bits. Each extra failure adds one bit (doubles the work), up to a cap.
 */

/** Failures (in the window) after which an account or a report code asks for a challenge. */
export const UMBRAL_FALLOS = 3;
/** An origin (IP) is shared by many people (an office NAT): it asks for a challenge later. */
export const UMBRAL_FALLOS_ORIGEN = 10;
/** Zero bits at the threshold (about a thousand hashes: instant). */
export const DIFICULTAD_BASE = 10;
/**
 * The cap: 2^16 ≈ 65 000 hashes on average. Measured in e2e/prueba-trabajo.spec.ts (Chromium, a
 * heavily loaded 2-core machine): about 16 000 hashes/s, so ~4 s, also with the CPU slowed 4×.
 */
export const DIFICULTAD_MAXIMA = 16;

/** Difficulty for `exceso` failures beyond the threshold (0 at the threshold). */
export function dificultadPara(exceso: number): number {
  return Math.min(DIFICULTAD_BASE + Math.max(0, exceso), DIFICULTAD_MAXIMA);
}

/** The code of the refusal when a challenge is required and missing, expired or wrong (HTTP 429). */
export const CODIGO_DESAFIO_REQUERIDO = 'DESAFIO_REQUERIDO';
export const MENSAJE_DESAFIO_REQUERIDO =
  'Hubo varios intentos fallidos. Por seguridad, su navegador debe comprobar que no es un robot antes de continuar; tomará unos segundos.';

/** What a refused (or failed) attempt carries when the next one needs a challenge. */
export const pruebaTrabajoSchema = z.object({
  token: z.string(),
  dificultad: z.number().int(),
});
export type PruebaTrabajo = z.infer<typeof pruebaTrabajoSchema>;

/** The solved challenge, as two optional fields of the attempt's body. */
export const camposPruebaSchema = z.object({
  prueba_token: z.string().max(512).optional(),
  prueba_solucion: z.string().max(32).optional(),
});

/** Leading zero bits of a digest. */
export function cerosIniciales(bytes: Uint8Array): number {
  let n = 0;
  for (const b of bytes) {
    if (b === 0) {
      n += 8;
      continue;
    }
    return n + Math.clz32(b) - 24;
  }
  return n;
}
