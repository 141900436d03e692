import type { ViewModalProps } from '@/components/list-page/types';
import { UsuarioDialog } from '@/features/mi-empresa/usuarios/components/usuario-dialog';

import type { UsuarioGlobal } from '../api';

/** Read-only view of one user of any company. */
export function UsuarioGlobalDialog(props: ViewModalProps<UsuarioGlobal>) {
  return <UsuarioDialog {...props} empresa={props.row.empresa.nombre} />;
}
