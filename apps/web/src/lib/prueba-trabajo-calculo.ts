import { sha256 } from '@noble/hashes/sha2';
import { cerosIniciales, type PruebaTrabajo } from '@atalaya/shared/contracts/prueba-trabajo';

/*
 * The search itself, shared by the Web Worker and the fallback without workers: the first nonce
 * (base 36) whose SHA-256(`${token}:${nonce}`) has `dificultad` leading zero bits. Synchronous
 * SHA-256 (@noble/hashes) from the state after the constant prefix: several times faster than
 * WebCrypto, whose asynchronous digest costs more per call than the hash itself (measured in e2e).
 */

const TRAMO = 4096;

export async function buscarSolucion(prueba: PruebaTrabajo): Promise<string> {
  const enc = new TextEncoder();
  const prefijo = sha256.create().update(enc.encode(`${prueba.token}:`));
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (cerosIniciales(prefijo.clone().update(enc.encode(nonce)).digest()) >= prueba.dificultad) return nonce;
    // Let the event loop breathe (the fallback runs on the page's thread).
    if (n % TRAMO === TRAMO - 1) await new Promise((r) => setTimeout(r, 0));
  }
}
