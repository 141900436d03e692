import type { ViewModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row.nombre}</DialogTitle>
          <DialogDescription>Centro de trabajo</DialogDescription>
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
