import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  MENSAJES_ROLES,
  rolFiltrosSchema,
  rolInputSchema,
  rolLoteSchema,
  rolSchema,
} from '@atalaya/shared/contracts/globales/roles';
import { PLATFORM_ROLE, ROLES } from '@atalaya/shared/roles';
import type { DbOrTx } from '../../../db/client';
import { empresas, foldedText, roles, usuario_roles, usuarios } from '../../../db/schema/index';
import { access } from '../../../platform/access';
import { contarPor } from '../../../platform/crud/crud.repository';
import { defineResource } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';

/*
 * Globales → roles (admin_atalaya). The SPEC §6 roles (ROLES) are system roles: not renamable,
 * not deletable. GET /roles/ answers `{ total, roles }`.
 */

const SISTEMA: readonly string[] = ROLES;
const esSistema = (nombre: string) => SISTEMA.includes(nombre);

/** Users holding each role (optionally only users of one company). */
const usuariosPorRol = (db: DbOrTx, ids: number[], empresaId?: number) =>
  contarPor(
    db,
    usuario_roles.rol_id,
    ids,
    empresaId === undefined
      ? undefined
      : inArray(
          usuario_roles.usuario_id,
          db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.empresa_id, empresaId)),
        ),
  );

export const rolesResource = defineResource({
  path: 'roles',
  entidad: 'rol',
  nombre: { singular: 'un rol', plural: 'roles' },
  tag: 'roles',
  access: access.plataforma(),
  alcance: 'global',
  table: roles,
  contracts: { input: rolInputSchema, filtros: rolFiltrosSchema, item: rolSchema, lote: rolLoteSchema },
  claveLista: 'roles',
  busqueda: foldedText(roles.nombre, roles.descripcion),
  filtros: {
    sistema: (sistema) => (sistema ? inArray(roles.nombre, [...SISTEMA]) : notInArray(roles.nombre, [...SISTEMA])),
  },
  /** With empresa_id, only the roles that company's users may hold (404 for no such company). */
  condiciones: async (db, { empresa_id }) => {
    if (empresa_id === undefined) return [];
    const [empresa] = await db
      .select({ es_plataforma: empresas.es_plataforma })
      .from(empresas)
      .where(eq(empresas.id, empresa_id))
      .limit(1);
    if (!empresa) throw notFound();
    return empresa.es_plataforma ? [] : [sql`${roles.nombre} <> ${PLATFORM_ROLE}`];
  },
  orden: [roles.nombre],
  /** `usuarios` counts the users holding the role (in a list with empresa_id, that company's). */
  enriquecer: async (db, _empresaId, dtos, filtros) => {
    const counts = await usuariosPorRol(
      db,
      dtos.map((d) => d.id),
      filtros?.empresa_id,
    );
    return dtos.map((d) => ({ ...d, sistema: esSistema(d.nombre as string), usuarios: counts.get(d.id) ?? 0 }));
  },
  /** System roles keep their name (409); their description may change (a batch sends no name). */
  validar: async (_tx, _ctx, valores, actual) => {
    if (actual && esSistema(actual.nombre) && valores.nombre !== undefined && valores.nombre !== actual.nombre) {
      throw new AppError('CONFLICTO', MENSAJES_ROLES.sistemaNoRenombrable, {
        nombre: MENSAJES_ROLES.sistemaNoRenombrable,
      });
    }
  },
  /** All-or-nothing: system roles and roles held by a user are refused (409). */
  antesDeEliminar: async (tx, _ctx, filas) => {
    if (filas.some((r) => esSistema(r.nombre))) throw new AppError('CONFLICTO', MENSAJES_ROLES.sistemaNoEliminable);
    const enUso = await usuariosPorRol(
      tx,
      filas.map((r) => r.id),
    );
    if ([...enUso.values()].some((n) => n > 0)) throw new AppError('CONFLICTO', MENSAJES_ROLES.enUso);
  },
  unicos: { roles_nombre_unique: { campo: 'nombre', mensaje: MENSAJES_ROLES.duplicado } },
});
