import { and, asc, eq, gt, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { archivos, evidencias_denuncia } from '../../../db/schema/index';
import type { ClavesEmpresa } from '../../../platform/crypto/claves';
import {
  cifrarNombre,
  esHuellaConClave,
  esNombreCifrado,
  esSha256Plano,
  huellaDeSha256,
  NOMBRE_CIFRADO_SQL,
  PREFIJO_HUELLA,
} from './metadatos-evidencia';

/*
 * One-off, in place and idempotent: evidence rows written before metadatos-evidencia.ts (plain
 * file name, plain SHA-256) are rewritten in the protected format, so no plaintext stays in the
 * rows. Run at start-up (server.ts); a row already converted is never selected again, and each
 * update only applies if the row still holds what was read (two instances starting together do
 * not encrypt twice). The superseded row versions are then rewritten away (VACUUM FULL).
 */

const LOTE = 200;

const pendiente = or(
  not(sql`${archivos.nombre_original} ~ ${NOMBRE_CIFRADO_SQL}`),
  and(not(sql`starts_with(${archivos.sha256}, ${PREFIJO_HUELLA})`), sql`${archivos.sha256} ~ '^[0-9a-f]{64}$'`),
);

/** Converts every pending row; answers how many rows changed. */
export async function protegerMetadatosEvidencias(db: Database, claves: ClavesEmpresa): Promise<number> {
  let convertidas = 0;
  let ultimo = 0;
  for (;;) {
    const filas = await db
      .select({
        id: archivos.id,
        empresa_id: archivos.empresa_id,
        storage_key: archivos.storage_key,
        nombre: archivos.nombre_original,
        sha256: archivos.sha256,
      })
      .from(archivos)
      .innerJoin(evidencias_denuncia, eq(evidencias_denuncia.archivo_id, archivos.id))
      .where(and(gt(archivos.id, ultimo), pendiente))
      .orderBy(asc(archivos.id))
      .limit(LOTE);
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
        const hechas = await tx
          .update(archivos)
          .set({ nombre_original: nombre, sha256 })
          .where(and(eq(archivos.id, f.id), eq(archivos.nombre_original, f.nombre), eq(archivos.sha256, f.sha256)))
          .returning({ id: archivos.id });
        n += hechas.length;
      }
      return n;
    });
  }
  // The old row versions still hold the plain values until the table is rewritten.
  if (convertidas > 0) await db.execute(sql`VACUUM FULL archivos`);
  return convertidas;
}
