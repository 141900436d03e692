import { ROLES_EMPRESA } from './contracts/mi-empresa/usuarios';
import { PLATFORM_ROLE, type RoleName } from './roles';

/*
 * Role-grant policy (issue 24, F1): who may hand out which role, and whom one may manage.
 *
 * Order: admin_atalaya (platform) > admin_empresa (top of a company) > admin_tekemi,
 * admin_user_denuncias, admin_user_due_diligence (same level, none above another).
 * - admin_atalaya grants every company role (on the company the session acts on).
 * - admin_empresa grants every company role.
 * - Anyone else grants only the roles they hold themself (admin_tekemi → admin_tekemi).
 * - admin_atalaya is never granted from a company (only Globales, on the platform company).
 * Managing a user (roles, deactivate, activate, password reset, delete) needs every role the user
 * already holds to be grantable by the actor, so nobody touches an account above their own.
 * The API enforces this; the web filters the role options with the same functions.
 */

/** Roles the actor may grant to a company user. */
export function rolesOtorgables(rolesActor: readonly string[]): RoleName[] {
  const propios = new Set(rolesActor.map((r) => r.toLowerCase()));
  if (propios.has(PLATFORM_ROLE) || propios.has('admin_empresa')) return [...ROLES_EMPRESA];
  return ROLES_EMPRESA.filter((r) => propios.has(r));
}

/** The first of `roles` the actor may not grant, or undefined when all may be granted. */
export function rolNoOtorgable(rolesActor: readonly string[], roles: readonly string[]): string | undefined {
  const otorgables = new Set<string>(rolesOtorgables(rolesActor));
  return roles.find((r) => !otorgables.has(r));
}

/** Spanish refusal (403) for a role the actor may not grant. */
export function mensajeRolNoOtorgable(rol: string): string {
  return rol === PLATFORM_ROLE
    ? `No puede asignar el rol ${rol}: los administradores de la plataforma se gestionan desde Globales.`
    : `No puede asignar el rol ${rol}: solo puede asignar roles que usted tiene.`;
}

/** Spanish refusal (403) for managing a user who holds a role the actor may not grant. */
export function mensajeUsuarioNoGestionable(rol: string): string {
  return `No puede modificar a un usuario con el rol ${rol}: solo puede gestionar usuarios con roles que usted tiene.`;
}
