import type { SessionUser } from '@/features/auth/session';

/** Readable names of the roles of SPEC §6. */
export const ROLE_LABELS: Record<string, string> = {
  admin_atalaya: 'Administrador de la plataforma',
  admin_empresa: 'Administrador de la empresa',
  admin_tekemi: 'Administrador Tekemi',
  admin_user_denuncias: 'Gestor del canal de denuncias',
  admin_user_due_diligence: 'Gestor de due diligence',
};

export function fullName(user: Pick<SessionUser, 'nombre' | 'apellido'>): string {
  return `${user.nombre} ${user.apellido}`.trim();
}
