/** Role names of SPEC §6. `admin_atalaya` is the platform role (the spec's `admin_{product}`). */
export const ROLES = [
  'admin_atalaya',
  'admin_empresa',
  'admin_tekemi',
  'admin_user_denuncias',
  'admin_user_due_diligence',
] as const;
export type RoleName = (typeof ROLES)[number];

export const PLATFORM_ROLE: RoleName = 'admin_atalaya';

/** Readable names of the roles, for screens and notices (a role code never reaches a user). */
export const ROLE_LABELS: Record<string, string> = {
  admin_atalaya: 'Administrador de la plataforma',
  admin_empresa: 'Administrador de la empresa',
  admin_tekemi: 'Administrador Tekemi',
  admin_user_denuncias: 'Gestor del canal de denuncias',
  admin_user_due_diligence: 'Gestor de due diligence',
};

/**
 * Modules a plan can enable for a company. Platform-only areas (globales, consultas,
 * configuración, admin due diligence) are gated by role, not by plan.
 */
export const PLAN_MODULES = [
  'mi_empresa',
  'documentos',
  'canal_denuncias',
  'due_diligence',
  'no_conformidades',
] as const;
export type PlanModule = (typeof PLAN_MODULES)[number];

/** SPEC §6: case-insensitive match of any of the user's role names against the allowed roles. */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[] | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const wanted = new Set(allowed.map((r) => r.toLowerCase()));
  return userRoles.some((r) => wanted.has(r.toLowerCase()));
}

/** Role sets of the SPEC §6 menu, reused by API route declarations. */
export const ACCESS = {
  dashboard: ['admin_atalaya', 'admin_empresa'],
  documentos: ['admin_atalaya', 'admin_empresa'],
  miEmpresa: ['admin_atalaya', 'admin_empresa', 'admin_tekemi'],
  canalDenuncias: ['admin_atalaya', 'admin_empresa', 'admin_user_denuncias', 'admin_tekemi'],
  dueDiligence: ['admin_atalaya', 'admin_empresa', 'admin_user_due_diligence', 'admin_tekemi'],
  platform: ['admin_atalaya'],
  /** Configuración: the company's administrators, on their own company (issue 8 §5). */
  configuracion: ['admin_atalaya', 'admin_empresa'],
} as const satisfies Record<string, readonly RoleName[]>;
