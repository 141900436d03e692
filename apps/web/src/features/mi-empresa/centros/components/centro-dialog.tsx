import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';

import { ubicacion, useRegiones, type Centro } from '../api';

/** Read-only view of one work center. */
export function CentroDialog({ row, open, onOpenChange }: ViewModalProps<Centro>) {
  const regiones = useRegiones();
  const { region, comuna } = ubicacion(regiones.data, row);
  const items: Array<[string, string]> = [
    ['Dirección', row.direccion || '—'],
    ['Región', region || '—'],
    ['Comuna', comuna || '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={'Centro de trabajo'}
      items={items}
    />
  );
}
