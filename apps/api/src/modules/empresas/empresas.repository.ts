import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { empresas, planes } from '../../db/schema/index';

/** Credits of one company; the caller has already decided which company it may see. */
export async function findCreditos(db: DbOrTx, empresaId: number) {
  const [row] = await db
    .select({
      empresa_id: empresas.id,
      creditos_disponibles: empresas.creditos_due_diligence,
      plan_nombre: planes.nombre,
      plan_creditos: planes.creditos_due_diligence,
    })
    .from(empresas)
    .leftJoin(planes, eq(planes.id, empresas.plan_id))
    .where(eq(empresas.id, empresaId))
    .limit(1);
  return row ?? null;
}
