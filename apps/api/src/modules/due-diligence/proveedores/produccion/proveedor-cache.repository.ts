import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client';
import { proveedor_cache } from '../../../../db/schema/index';

/** The production provider's answers kept by resource path, with the time each was obtained. */

export async function leerCache(db: DbOrTx, clave: string) {
  const [fila] = await db.select().from(proveedor_cache).where(eq(proveedor_cache.clave, clave)).limit(1);
  return fila;
}

export async function guardarCache(db: DbOrTx, clave: string, data: unknown, obtenidoAt: Date): Promise<void> {
  const valores = { data, obtenido_at: obtenidoAt };
  await db
    .insert(proveedor_cache)
    .values({ clave, ...valores })
    .onConflictDoUpdate({ target: proveedor_cache.clave, set: valores });
}
