import type { PruebaTrabajo } from '@atalaya/shared/contracts/prueba-trabajo';
import { buscarSolucion } from './prueba-trabajo-calculo';

/*
 * The browser's side of the sign-in and report-lookup challenge (issue 24 F6; contract in
 * @atalaya/shared/contracts/prueba-trabajo): no third party, the work runs in a Web Worker.
 */

export const TEXTO_COMPROBANDO = 'Comprobando que no es un robot…';

/** The two fields to send with the next attempt. */
export interface CamposPrueba {
  prueba_token?: string;
  prueba_solucion?: string;
}

/** Solves a challenge; in a Web Worker where there is one (the fallback runs here, between awaits). */
export async function resolverPrueba(prueba: PruebaTrabajo): Promise<Required<CamposPrueba>> {
  const solucion = typeof Worker === 'undefined' ? await buscarSolucion(prueba) : await enWorker(prueba);
  return { prueba_token: prueba.token, prueba_solucion: solucion };
}

function enWorker(prueba: PruebaTrabajo): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prueba-trabajo.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      // A worker the page may not start (an old browser, a strict policy): do the work here.
      event.preventDefault();
      buscarSolucion(prueba).then(resolve, reject);
    };
    worker.postMessage(prueba);
  });
}

/** The challenge a refused attempt carries (`prueba_trabajo` of a 429 DESAFIO_REQUERIDO), if any. */
export function pruebaDe(cuerpo: unknown): PruebaTrabajo | undefined {
  const p = (cuerpo as { prueba_trabajo?: unknown } | null | undefined)?.prueba_trabajo as
    Partial<PruebaTrabajo> | undefined;
  return typeof p?.token === 'string' && typeof p.dificultad === 'number'
    ? { token: p.token, dificultad: p.dificultad }
    : undefined;
}

const MAX_RONDAS = 3;

/**
 * Runs an attempt; when the server answers DESAFIO_REQUERIDO, solves the challenge (telling the
 * page, which shows TEXTO_COMPROBANDO) and tries again with it. A few rounds at most: each
 * failure meanwhile may ask for a harder one.
 */
export async function conPrueba<T>(
  intento: (campos: CamposPrueba) => Promise<T>,
  desafioDe: (error: unknown) => PruebaTrabajo | undefined,
  onComprobando?: (activo: boolean) => void,
): Promise<T> {
  let campos: CamposPrueba = {};
  for (let ronda = 0; ; ronda++) {
    try {
      return await intento(campos);
    } catch (error) {
      const prueba = ronda < MAX_RONDAS ? desafioDe(error) : undefined;
      if (!prueba) throw error;
      onComprobando?.(true);
      try {
        campos = await resolverPrueba(prueba);
      } finally {
        onComprobando?.(false);
      }
    }
  }
}
