import type { ListColumn } from '@/components/list-page/types';
import {
  ActivoBadge,
  nombreUsuario,
  rolLabel,
  RolesBadges,
  ultimoAcceso,
} from '@/features/mi-empresa/usuarios/components/usuario-columns';

import type { UsuarioGlobal } from '../api';

export const usuarioGlobalColumns: ListColumn<UsuarioGlobal>[] = [
  { id: 'nombre', header: 'Nombre', cell: nombreUsuario, exportValue: nombreUsuario },
  {
    id: 'email',
    header: 'Correo electrónico',
    cell: (u) => (
      <span className="block max-w-56 truncate" title={u.email}>
        {u.email}
      </span>
    ),
    exportValue: (u) => u.email,
  },
  {
    id: 'empresa',
    header: 'Empresa',
    cell: (u) => (
      <span className="block max-w-48 truncate" title={u.empresa.nombre}>
        {u.empresa.nombre}
      </span>
    ),
    exportValue: (u) => u.empresa.nombre,
  },
  {
    id: 'roles',
    header: 'Roles',
    cell: (u) => <RolesBadges roles={u.roles} />,
    exportValue: (u) => u.roles.map(rolLabel).join(', '),
  },
  {
    id: 'activo',
    header: 'Estado',
    cell: (u) => <ActivoBadge activo={u.activo} />,
    exportValue: (u) => (u.activo ? 'Activo' : 'Inactivo'),
  },
  {
    id: 'ultimo_acceso',
    header: 'Último acceso',
    cell: (u) => <span className="whitespace-nowrap tabular-nums">{ultimoAcceso(u)}</span>,
    exportValue: (u) => ultimoAcceso(u),
  },
];
