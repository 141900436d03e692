import type { ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '../../../mi-empresa/shared/record-dialog';
import { fechaCorta } from '../../shared/list';
import type { TipoRequisito } from '../api';

/** Read-only view of one requirement type. */
export function TipoRequisitoDialog({ row, open, onOpenChange }: ViewModalProps<TipoRequisito>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description="Tipo de requisito"
      items={[
        ['Descripción', row.descripcion || '—'],
        ['Actualizado', fechaCorta(row.updated_at)],
      ]}
    />
  );
}
