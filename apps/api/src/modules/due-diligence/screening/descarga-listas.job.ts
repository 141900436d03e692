import type { Database } from '../../../db/client';
import { enqueue, type JobHandler } from '../../../platform/jobs/index';
import { descargarListas } from './descarga-listas';
import { recargarScreening } from './servicio-screening';

/*
 * The daily download of the sanctions lists (SANCTIONS_AUTO_UPDATE=true; off by default, since a
 * deployment may have no internet). One runner claims each day's job, so one instance downloads;
 * it reloads its own engine at once and the others follow the fingerprint within a minute.
 */

export const COLA_DESCARGA_LISTAS = 'screening.descarga-listas';
const DAY_MS = 24 * 3_600_000;

type Entorno = Parameters<typeof descargarListas>[0] & Parameters<typeof recargarScreening>[0] & { db: Database };

/** The daily run: schedules tomorrow's first (so a failing day does not stop the chain). */
export function createDescargaListasHandler(entorno: Entorno, clock: () => Date): JobHandler {
  return async () => {
    const ahora = clock();
    await scheduleDescargaListas(entorno.db, new Date(ahora.getTime() + DAY_MS));
    const resultados = await descargarListas(entorno, ahora);
    if (resultados.some((r) => r.estado === 'actualizada')) void recargarScreening(entorno);
  };
}

/** One run per day: the key carries the date, so instances starting together dedupe. */
export async function scheduleDescargaListas(db: Database, runAt: Date) {
  const day = runAt.toISOString().slice(0, 10);
  await enqueue(db, COLA_DESCARGA_LISTAS, {}, { runAt, claveUnica: `${COLA_DESCARGA_LISTAS}:${day}` });
}
