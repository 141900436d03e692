import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/features/mi-empresa/shared/record-dialog';
import {
  ActivoBadge,
  nombreUsuario,
  RolesBadges,
  ultimoAcceso,
} from '@/features/mi-empresa/usuarios/components/usuario-columns';
import { formatDateTime } from '@/lib/format';

import type { UsuarioGlobal } from '../api';

/** Read-only view of one user of any company. */
export function UsuarioGlobalDialog({ row, open, onOpenChange }: ViewModalProps<UsuarioGlobal>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={nombreUsuario(row)}
      description={
        <>
          Usuario <ActivoBadge activo={row.activo} />
        </>
      }
      items={[
        ['Correo electrónico', row.email],
        ['Empresa', row.empresa.nombre],
        ['Roles', <RolesBadges key="roles" roles={row.roles} />],
        ['Último acceso', ultimoAcceso(row)],
        ['Creado', formatDateTime(row.created_at)],
      ]}
    />
  );
}
