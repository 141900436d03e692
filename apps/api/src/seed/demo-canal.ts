import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categoria_denuncia_receptores, categorias_denuncia, usuarios } from '../db/schema/index';
import { asegurarCanal } from '../modules/canal-denuncias/config/canal-config.service';

/**
 * Demo whistleblower channels: every demo company gets its channel configuration with the default
 * texts and categories (modules/canal-denuncias/config/canal-por-defecto.ts). In each company, its users with
 * the admin_user_denuncias role (denuncias@demo.cl) receive the Ley Karin categories.
 */
export async function seedDemoCanal(db: DbOrTx, empresaIds: ReadonlyMap<string, number>, now: Date) {
  const receptoresKarin = await db
    .select({ id: usuarios.id, empresa_id: usuarios.empresa_id })
    .from(usuarios)
    .where(inArray(usuarios.email, ['denuncias@demo.cl']));
  for (const empresaId of empresaIds.values()) {
    await asegurarCanal(db, empresaId, null, now);
    const receptores = receptoresKarin.filter((r) => r.empresa_id === empresaId);
    if (receptores.length === 0) continue;
    const karin = await db
      .select({ id: categorias_denuncia.id })
      .from(categorias_denuncia)
      .where(and(eq(categorias_denuncia.empresa_id, empresaId), eq(categorias_denuncia.tipo, 'ley_karin')));
    await db
      .insert(categoria_denuncia_receptores)
      .values(
        karin.flatMap((c) => receptores.map((r) => ({ empresa_id: empresaId, categoria_id: c.id, usuario_id: r.id }))),
      )
      .onConflictDoNothing();
  }
}
