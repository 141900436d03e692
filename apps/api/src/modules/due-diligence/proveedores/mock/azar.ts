/*
 * Seeded pseudo-random numbers so the mock provider answers the same for the same RUT on every
 * call, on every machine (mulberry32 over an FNV-1a hash of the RUT and the aspect asked for:
 * each aspect draws its own stream, so adding a field to one answer does not change the others).
 */

function fnv1a(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Azar {
  /** [0, 1). */
  siguiente(): number;
  /** Integer in [min, max]. */
  entero(min: number, max: number): number;
  elegir<T>(opciones: readonly T[]): T;
  /** True with probability p. */
  si(p: number): boolean;
}

export function azarDe(rut: string, aspecto: string): Azar {
  let estado = fnv1a(`${rut}|${aspecto}`);
  const siguiente = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const entero = (min: number, max: number) => min + Math.floor(siguiente() * (max - min + 1));
  return {
    siguiente,
    entero,
    elegir: (opciones) => opciones[entero(0, opciones.length - 1)]!,
    si: (p) => siguiente() < p,
  };
}
