import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACCESS } from '@atalaya/shared/roles';
import type { UsuarioCanal } from '@atalaya/shared/contracts/canal-denuncias/config';
import type { DbOrTx } from '../../../db/client';
import { roles, usuario_roles, usuarios } from '../../../db/schema/index';

/**
 * The company's active users with a channel role (ACCESS.canalDenuncias): who may receive a
 * category's reports, be assigned a case or be told about its deadlines.
 */
export async function usuariosCanal(db: DbOrTx, empresaId: number): Promise<UsuarioCanal[]> {
  const filas = await db
    .select({
      id: usuarios.id,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      email: usuarios.email,
      rol: roles.nombre,
    })
    .from(usuarios)
    .innerJoin(usuario_roles, eq(usuario_roles.usuario_id, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuario_roles.rol_id))
    .where(
      and(
        eq(usuarios.empresa_id, empresaId),
        eq(usuarios.activo, true),
        inArray(roles.nombre, [...ACCESS.canalDenuncias]),
      ),
    )
    .orderBy(asc(usuarios.apellido), asc(usuarios.nombre), asc(usuarios.id), asc(roles.nombre));
  const porId = new Map<number, UsuarioCanal>();
  for (const { rol, ...persona } of filas) {
    const u = porId.get(persona.id) ?? { ...persona, roles: [] };
    u.roles.push(rol);
    porId.set(persona.id, u);
  }
  return [...porId.values()];
}
