import { formatRut } from '@atalaya/shared/rut';
import type { ViewModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{nombreCompleto(row)}</DialogTitle>
          <DialogDescription className="flex items-center gap-2">
            Trabajador <EstadoBadge estado={row.estado} />
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {items.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
