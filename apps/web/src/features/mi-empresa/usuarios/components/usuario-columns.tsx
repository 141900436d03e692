import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { ROLE_LABELS } from '@atalaya/shared/roles';
import { EstadoBadge } from '@/components/estado-badge';
import { formatDateTime } from '@/lib/format';

import type { Usuario } from '../api';

export const rolLabel = (rol: string) => ROLE_LABELS[rol] ?? rol;
export const nombreUsuario = (u: Pick<Usuario, 'nombre' | 'apellido'>) => `${u.nombre} ${u.apellido}`.trim();
export const ultimoAcceso = (u: Usuario) => (u.ultimo_acceso ? formatDateTime(u.ultimo_acceso) : 'Nunca');

/** 'Activo' green / 'Inactivo' grey. */
export const ActivoBadge = EstadoBadge;

/** The invitation states (issue 24 F7) as the list shows them. */
export const INVITACION_LABELS: Record<NonNullable<Usuario['invitacion']>, string> = {
  pendiente: 'Invitación pendiente',
  vencida: 'Invitación vencida',
  sin_enviar: 'Invitación sin enviar',
};
const estadoTexto = (u: Usuario) => (u.invitacion ? INVITACION_LABELS[u.invitacion] : u.activo ? 'Activo' : 'Inactivo');

/** 'Activo' / 'Inactivo', or the invitation's state while it is not accepted. */
export function EstadoUsuario({ usuario }: { usuario: Usuario }) {
  if (!usuario.invitacion) return <ActivoBadge activo={usuario.activo} />;
  return (
    <Badge variant={usuario.invitacion === 'pendiente' ? 'secondary' : 'outline'} className="whitespace-nowrap">
      {INVITACION_LABELS[usuario.invitacion]}
    </Badge>
  );
}

export function RolesBadges({ roles }: { roles: string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((rol) => (
        <Badge key={rol} variant="outline">
          {rolLabel(rol)}
        </Badge>
      ))}
    </span>
  );
}

/**
 * The users' list columns; `despuesDelCorreo` (e.g. the company, on the platform's list) follow the
 * email. Nombre, correo and último acceso sort on the server (`ORDENES_USUARIOS`); unsorted, the
 * list is by name, A-Z.
 */
export function usuarioColumnsCon<U extends Usuario>(despuesDelCorreo: ListColumn<U>[] = []): ListColumn<U>[] {
  return [
    { id: 'nombre', header: 'Nombre', cell: nombreUsuario, exportValue: nombreUsuario, sortable: true },
    {
      id: 'email',
      header: 'Correo electrónico',
      sortable: true,
      cell: (u) => (
        <span className="block max-w-56 truncate" title={u.email}>
          {u.email}
        </span>
      ),
      exportValue: (u) => u.email,
    },
    ...despuesDelCorreo,
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) => <RolesBadges roles={u.roles} />,
      exportValue: (u) => u.roles.map(rolLabel).join(', '),
    },
    {
      id: 'activo',
      header: 'Estado',
      cell: (u) => <EstadoUsuario usuario={u} />,
      exportValue: estadoTexto,
    },
    {
      id: 'ultimo_acceso',
      header: 'Último acceso',
      sortable: true,
      cell: (u) => <span className="whitespace-nowrap tabular-nums">{ultimoAcceso(u)}</span>,
      exportValue: ultimoAcceso,
    },
  ];
}

export const usuarioColumns = usuarioColumnsCon<Usuario>();
