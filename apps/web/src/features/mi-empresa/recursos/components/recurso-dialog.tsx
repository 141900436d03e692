import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';

import type { Recurso } from '../api';
import { EstadoBadge } from './recurso-columns';

/** Read-only view of one resource. */
export function RecursoDialog({ row, open, onOpenChange }: ViewModalProps<Recurso>) {
  const items: Array<[string, string]> = [
    ['Tipo', row.tipo],
    ['Centro', row.centro?.nombre ?? '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Descripción', row.descripcion || '—'],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={
        <>
          Recurso <EstadoBadge estado={row.estado} />
        </>
      }
      items={items}
    />
  );
}
