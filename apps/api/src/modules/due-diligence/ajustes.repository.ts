import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ajustes_plataforma } from '../../db/schema/index';

/*
 * Platform settings of due diligence in ajustes_plataforma (the chosen data source, the sanctions
 * lists' fingerprint): one JSON value per key, with who changed it and when.
 */

/** The stored value, or undefined when the key was never written. */
export async function leerAjuste(db: DbOrTx, clave: string): Promise<unknown> {
  const [fila] = await db
    .select({ valor: ajustes_plataforma.valor })
    .from(ajustes_plataforma)
    .where(eq(ajustes_plataforma.clave, clave))
    .limit(1);
  return fila?.valor;
}

export async function guardarAjuste(
  tx: DbOrTx,
  clave: string,
  valor: unknown,
  usuarioId: number | null,
  ahora: Date,
): Promise<void> {
  const valores = { valor, updated_by: usuarioId, updated_at: ahora };
  await tx
    .insert(ajustes_plataforma)
    .values({ clave, ...valores })
    .onConflictDoUpdate({ target: ajustes_plataforma.clave, set: valores });
}
