import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';

import type { Proceso } from '../api';
import { categoriaLabel } from './proceso-columns';

/** Read-only view of one process. */
export function ProcesoDialog({ row, open, onOpenChange }: ViewModalProps<Proceso>) {
  const items: Array<[string, string]> = [
    ['Código', row.codigo_proceso],
    ['Categoría', categoriaLabel(row.categoria)],
    ['Departamento', row.departamento?.nombre ?? '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Descripción', row.descripcion || '—'],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre_proceso}
      description={'Proceso'}
      items={items}
    />
  );
}
