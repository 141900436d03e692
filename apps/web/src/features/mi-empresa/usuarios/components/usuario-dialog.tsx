import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';
import { formatDateTime } from '@/lib/format';

import type { Usuario } from '../api';
import { ActivoBadge, nombreUsuario, RolesBadges, ultimoAcceso } from './usuario-columns';

/** Read-only view of one user (of the company, or of any company with its `empresa`). */
export function UsuarioDialog({
  row,
  open,
  onOpenChange,
  empresa,
}: ViewModalProps<Usuario> & { /** The company's name, on the platform's list. */ empresa?: string }) {
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
        ...(empresa === undefined ? [] : [['Empresa', empresa] as [string, string]]),
        ['Roles', <RolesBadges key="roles" roles={row.roles} />],
        ['Último acceso', ultimoAcceso(row)],
        ['Creado', formatDateTime(row.created_at)],
      ]}
    />
  );
}
