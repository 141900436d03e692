import type { ReactNode } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface RecordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What kind of record this is, optionally with its state badge. */
  description: ReactNode;
  /** Label and value pairs, shown as a definition list ('—' for empty values is the caller's). */
  items: Array<[string, ReactNode]>;
}

/** Read-only view of one record: the 'Ver' modal of every Mi Empresa list. */
export function RecordDialog({ open, onOpenChange, title, description, items }: RecordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="flex items-center gap-2">{description}</DialogDescription>
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

/** A record's linked records as a bulleted list, or `vacio` when there are none. */
export function ListaVinculados({
  items,
  vacio,
  className = 'list-disc space-y-0.5 pl-4',
}: {
  items: Array<{ id: number; nombre: string }>;
  vacio: string;
  className?: string;
}) {
  if (items.length === 0) return vacio;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{item.nombre}</li>
      ))}
    </ul>
  );
}

/** The 'Descripción' row for a multi-line description, line breaks kept ('—' when empty). */
export function descripcionItem(descripcion: string | null | undefined): [string, ReactNode] {
  return [
    'Descripción',
    <span key="d" className="whitespace-pre-line">
      {descripcion || '—'}
    </span>,
  ];
}
