import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';

import type { Departamento } from '../api';

/** Read-only view of one department. */
export function DepartamentoDialog({ row, open, onOpenChange }: ViewModalProps<Departamento>) {
  const items: Array<[string, string]> = [
    ['Depende de', row.parent?.nombre ?? '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Descripción', row.descripcion || '—'],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={'Departamento'}
      items={items}
    />
  );
}
