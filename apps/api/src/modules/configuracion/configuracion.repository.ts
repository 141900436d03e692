import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { empresas } from '../../db/schema/index';

const columnas = {
  id: empresas.id,
  nombre: empresas.nombre,
  rut: empresas.rut,
  nombre_fantasia: empresas.nombre_fantasia,
  logo_url: empresas.logo_url,
  dias_aviso_vencimiento: empresas.dias_aviso_vencimiento,
  preferencias_notificacion: empresas.preferencias_notificacion,
  exigir_2fa: empresas.exigir_2fa,
};

/** The company's configurable fields. */
export async function findConfiguracion(db: DbOrTx, empresaId: number) {
  const [row] = await db.select(columnas).from(empresas).where(eq(empresas.id, empresaId)).limit(1);
  return row;
}

/** The same, locked for an update in the caller's transaction. */
export async function lockConfiguracion(db: DbOrTx, empresaId: number) {
  const [row] = await db.select(columnas).from(empresas).where(eq(empresas.id, empresaId)).for('update');
  return row;
}

export async function updateConfiguracion(
  db: DbOrTx,
  empresaId: number,
  v: Partial<
    Pick<
      typeof empresas.$inferInsert,
      'nombre_fantasia' | 'dias_aviso_vencimiento' | 'preferencias_notificacion' | 'exigir_2fa'
    >
  >,
  now: Date,
) {
  await db
    .update(empresas)
    .set({ ...v, updated_at: now })
    .where(eq(empresas.id, empresaId));
}
