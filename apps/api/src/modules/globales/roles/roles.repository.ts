import type { DbOrTx } from '../../../db/client';
import { empresas, roles, usuario_roles, usuarios } from '../../../db/schema/index';

/* Queries of the role-assignment import (Globales → roles). */

/** Every role as (id, nombre). */
export function listRoles(db: DbOrTx) {
  return db.select({ id: roles.id, nombre: roles.nombre }).from(roles);
}

/** Every company, with what a file may name it by (RUT, razón social, nombre de fantasía). */
export function empresasPorIdentificacion(db: DbOrTx) {
  return db
    .select({
      id: empresas.id,
      rut: empresas.rut,
      nombre: empresas.nombre,
      fantasia: empresas.nombre_fantasia,
      es_plataforma: empresas.es_plataforma,
    })
    .from(empresas);
}

/** Every user's e-mail and company. */
export function usuariosPorCorreo(db: DbOrTx) {
  return db.select({ id: usuarios.id, email: usuarios.email, empresa_id: usuarios.empresa_id }).from(usuarios);
}

/** Adds (user, role) pairs; a pair already held is kept as it is. */
export async function asignarRoles(db: DbOrTx, pares: { usuario_id: number; rol_id: number }[]): Promise<void> {
  await db.insert(usuario_roles).values(pares).onConflictDoNothing();
}
