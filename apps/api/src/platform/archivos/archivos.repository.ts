import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { archivos } from '../../db/schema/index';

export type ArchivoRow = typeof archivos.$inferSelect;

export async function insertArchivo(db: DbOrTx, values: typeof archivos.$inferInsert): Promise<ArchivoRow> {
  const [row] = await db.insert(archivos).values(values).returning();
  return row!;
}

export async function findArchivo(db: DbOrTx, empresaId: number, id: number): Promise<ArchivoRow | null> {
  const [row] = await db
    .select()
    .from(archivos)
    .where(and(eq(archivos.empresa_id, empresaId), eq(archivos.id, id)))
    .limit(1);
  return row ?? null;
}
