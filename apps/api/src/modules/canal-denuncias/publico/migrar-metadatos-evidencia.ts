import type { Dependencias } from '../../../platform/servicio';
import { compactarArchivos, metadatosPendientes, reemplazarMetadatos } from '../denuncias/evidencias.repository';
import { cifrarNombre, esHuellaConClave, esNombreCifrado, esSha256Plano, huellaDeSha256 } from './metadatos-evidencia';

/*
 * One-off, in place and idempotent: evidence rows written before metadatos-evidencia.ts (plain
 * file name, plain SHA-256) are rewritten in the protected format, so no plaintext stays in the
 * rows. Run at start-up (server.ts); a row already converted is never selected again, and each
 * update only applies if the row still holds what was read (two instances starting together do
 * not encrypt twice). The superseded row versions are then rewritten away (VACUUM FULL).
 */

const LOTE = 200;

/** Converts every pending row; answers how many rows changed. */
export async function protegerMetadatosEvidencias({
  db,
  claves,
}: Pick<Dependencias, 'db' | 'claves'>): Promise<number> {
  let convertidas = 0;
  let ultimo = 0;
  for (;;) {
    const filas = await metadatosPendientes(db, ultimo, LOTE);
    if (filas.length === 0) break;
    ultimo = filas.at(-1)!.id;
    // Keys before the transaction (PGlite has a single connection).
    const clavesDe = new Map<number, Buffer>();
    for (const f of filas) if (!clavesDe.has(f.empresa_id)) clavesDe.set(f.empresa_id, await claves.de(f.empresa_id));
    convertidas += await db.transaction(async (tx) => {
      let n = 0;
      for (const f of filas) {
        const clave = clavesDe.get(f.empresa_id)!;
        const nombre = esNombreCifrado(f.nombre) ? f.nombre : cifrarNombre(clave, f.storage_key, f.nombre);
        // A malformed old hash (never written by the app) is left as it is: a download refuses it.
        const sha256 =
          !esHuellaConClave(f.sha256) && esSha256Plano(f.sha256) ? huellaDeSha256(clave, f.sha256) : f.sha256;
        if (await reemplazarMetadatos(tx, f, { nombre, sha256 })) n++;
      }
      return n;
    });
  }
  // The old row versions still hold the plain values until the table is rewritten.
  if (convertidas > 0) await compactarArchivos(db);
  return convertidas;
}
