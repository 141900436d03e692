import type { SessionUser } from '@/shell/session';

export function fullName(user: Pick<SessionUser, 'nombre' | 'apellido'>): string {
  return `${user.nombre} ${user.apellido}`.trim();
}
