import { usuarioColumnsCon } from '@/features/mi-empresa/usuarios/components/usuario-columns';

import type { UsuarioGlobal } from '../api';

/** The users' columns with the company after the email. */
export const usuarioGlobalColumns = usuarioColumnsCon<UsuarioGlobal>([
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
]);
