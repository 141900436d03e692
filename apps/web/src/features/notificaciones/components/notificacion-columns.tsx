import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

import type { Notificacion } from '../../../shell/notificaciones-api';

export function estadoLabel(notificacion: Notificacion): string {
  return notificacion.leida ? 'Leída' : 'Sin leer';
}

export function EstadoBadge({ notificacion }: { notificacion: Notificacion }) {
  return <Badge variant={notificacion.leida ? 'secondary' : 'default'}>{estadoLabel(notificacion)}</Badge>;
}

export const notificacionColumns: ListColumn<Notificacion>[] = [
  {
    id: 'titulo',
    header: 'Título',
    cell: (n) => <span className={n.leida ? undefined : 'font-semibold'}>{n.titulo}</span>,
    exportValue: (n) => n.titulo,
  },
  {
    id: 'mensaje',
    header: 'Mensaje',
    cell: (n) => (
      <span className="block max-w-md truncate text-muted-foreground" title={n.mensaje}>
        {n.mensaje}
      </span>
    ),
    exportValue: (n) => n.mensaje,
  },
  {
    id: 'fecha',
    header: 'Fecha',
    cell: (n) => <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>,
    exportValue: (n) => formatDateTime(n.created_at),
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (n) => <EstadoBadge notificacion={n} />,
    exportValue: estadoLabel,
  },
];
