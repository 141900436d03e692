import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';
import { ROLE_LABELS } from '@atalaya/shared/roles';
import { formatNumber } from '@/lib/format';

import type { Rol } from '../api';
import { MOTIVO_SISTEMA } from './rol-columns';

/** Read-only view of one role. */
export function RolDialog({ row, open, onOpenChange }: ViewModalProps<Rol>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={row.sistema ? `Rol del sistema · ${MOTIVO_SISTEMA}` : 'Rol propio'}
      items={[
        ['Descripción', row.descripcion || ROLE_LABELS[row.nombre] || '—'],
        ['Usuarios', formatNumber(row.usuarios)],
      ]}
    />
  );
}
