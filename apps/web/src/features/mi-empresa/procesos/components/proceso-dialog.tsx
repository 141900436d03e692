import type { ViewModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row.nombre_proceso}</DialogTitle>
          <DialogDescription>Proceso</DialogDescription>
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
