import type { ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '@/components/records/record-dialog';
import { fechaCorta } from '../../comun/list';
import { subcategoriaNombre } from '../../comun/opciones';
import type { SubcategoriaRequisito } from '../api';

/** Read-only view of one subcategoría ('Sin nombre' when it has none). */
export function SubcategoriaDialog({ row, open, onOpenChange }: ViewModalProps<SubcategoriaRequisito>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={subcategoriaNombre(row.nombre)}
      description="Subcategoría de requisitos"
      items={[
        ['Categoría', row.categoria?.nombre ?? '—'],
        ['Descripción', row.descripcion || '—'],
        ['Actualizada', fechaCorta(row.updated_at)],
      ]}
    />
  );
}
