import type { ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '../../../mi-empresa/shared/record-dialog';
import { fechaCorta } from '../../shared/list';
import type { CategoriaRequisito } from '../api';

/** Read-only view of one requirement category. */
export function CategoriaDialog({ row, open, onOpenChange }: ViewModalProps<CategoriaRequisito>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description="Categoría de requisitos"
      items={[
        ['Descripción', row.descripcion || '—'],
        ['Actualizada', fechaCorta(row.updated_at)],
      ]}
    />
  );
}
