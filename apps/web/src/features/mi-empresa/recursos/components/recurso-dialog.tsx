import type { ViewModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row.nombre}</DialogTitle>
          <DialogDescription className="flex items-center gap-2">
            Recurso <EstadoBadge estado={row.estado} />
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
