import { formatRut } from '@atalaya/shared/rut';
import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';
import { formatDate } from '@/lib/format';

import type { Trabajador } from '../api';
import { EstadoBadge, nombreCompleto, TIPO_LABELS } from './trabajador-columns';

/** Read-only view of one worker. */
export function TrabajadorDialog({ row, open, onOpenChange }: ViewModalProps<Trabajador>) {
  const items: Array<[string, string]> = [
    ['RUT', formatRut(row.rut)],
    ['Correo electrónico', row.email ?? '—'],
    ['Teléfono', row.telefono ?? '—'],
    ['Cargo', row.cargo || '—'],
    ['Departamento', row.departamento?.nombre ?? '—'],
    ['Centro', row.centro?.nombre ?? '—'],
    ['Fecha de ingreso', row.fecha_ingreso ? formatDate(row.fecha_ingreso) : '—'],
    ['Tipo', TIPO_LABELS[row.tipo]],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={nombreCompleto(row)}
      description={
        <>
          Trabajador <EstadoBadge estado={row.estado} />
        </>
      }
      items={items}
    />
  );
}
