import { cerosIniciales, type PruebaTrabajo } from '@atalaya/shared/contracts/prueba-trabajo';

/*
 * The search itself, shared by the Web Worker and the fallback without workers: the first nonce
 * (base 36) whose SHA-256(`${token}:${nonce}`) has `dificultad` leading zero bits. WebCrypto digests
 * are asynchronous, so they go in batches to keep the per-call overhead down.
 */

const LOTE = 256;

export async function buscarSolucion(prueba: PruebaTrabajo): Promise<string> {
  const enc = new TextEncoder();
  for (let base = 0; ; base += LOTE) {
    const lote = await Promise.all(
      Array.from({ length: LOTE }, (_, i) =>
        crypto.subtle.digest('SHA-256', enc.encode(`${prueba.token}:${(base + i).toString(36)}`)),
      ),
    );
    const i = lote.findIndex((d) => cerosIniciales(new Uint8Array(d)) >= prueba.dificultad);
    if (i >= 0) return (base + i).toString(36);
  }
}
