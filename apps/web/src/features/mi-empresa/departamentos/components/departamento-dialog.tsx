import type { ViewModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

import type { Departamento } from '../api';

/** Read-only view of one department. */
export function DepartamentoDialog({ row, open, onOpenChange }: ViewModalProps<Departamento>) {
  const items: Array<[string, string]> = [
    ['Depende de', row.parent?.nombre ?? '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Descripción', row.descripcion || '—'],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row.nombre}</DialogTitle>
          <DialogDescription>Departamento</DialogDescription>
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
