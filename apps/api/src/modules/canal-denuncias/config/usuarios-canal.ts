import type { UsuarioCanal } from '@atalaya/shared/contracts/canal-denuncias/config';
import type { DbOrTx } from '../../../db/client';
import { filasUsuariosCanal } from './canal-config.repository';

/**
 * The company's active users with a channel role (ACCESS.canalDenuncias): who may receive a
 * category's reports, be assigned a case or be told about its deadlines.
 */
export async function usuariosCanal(db: DbOrTx, empresaId: number): Promise<UsuarioCanal[]> {
  const filas = await filasUsuariosCanal(db, empresaId);
  const porId = new Map<number, UsuarioCanal>();
  for (const { rol, ...persona } of filas) {
    const u = porId.get(persona.id) ?? { ...persona, roles: [] };
    u.roles.push(rol);
    porId.set(persona.id, u);
  }
  return [...porId.values()];
}
