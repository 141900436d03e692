import {
  CATEGORIA_TICKET_ETIQUETAS,
  ESTADO_TICKET_ETIQUETAS,
  PRIORIDAD_TICKET_ETIQUETAS,
} from '@atalaya/shared/contracts/soporte';
import type { ListColumn } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';

import type { Ticket } from '../api';
import { EstadoTicketBadge, PrioridadTicketBadge } from './ticket-badges';
import { useTicketAbierto } from './use-ticket-abierto';

/** The subject opens the ticket's sheet (keeping the list's page and filters in the URL). */
function AsuntoTicket({ ticket }: { ticket: Ticket }) {
  const { abrir } = useTicketAbierto();
  return (
    <Button
      variant="link"
      className="h-auto max-w-80 justify-start p-0 text-left font-medium whitespace-normal"
      onClick={() => abrir(ticket.id)}
    >
      <span className="text-muted-foreground tabular-nums">#{ticket.id}</span> {ticket.asunto}
    </Button>
  );
}

/** What only platform admins are shown: whose ticket it is and who handles it. */
const columnasPlataforma: ListColumn<Ticket>[] = [
  { id: 'empresa', header: 'Empresa', cell: (t) => t.empresa.nombre, exportValue: (t) => t.empresa.nombre },
  {
    id: 'asignado_a',
    header: 'Asignado a',
    cell: (t) => t.asignado_a?.nombre ?? <span className="text-muted-foreground">Sin asignar</span>,
    exportValue: (t) => t.asignado_a?.nombre ?? 'Sin asignar',
  },
];

/** Columns of the tickets list; `plataforma` adds company and assignee (admins see every company's). */
export function ticketColumns({ plataforma }: { plataforma: boolean }): ListColumn<Ticket>[] {
  return [
    { id: 'asunto', header: 'Asunto', cell: (t) => <AsuntoTicket ticket={t} />, exportValue: (t) => t.asunto },
    ...(plataforma ? columnasPlataforma : []),
    {
      id: 'categoria',
      header: 'Categoría',
      cell: (t) => CATEGORIA_TICKET_ETIQUETAS[t.categoria],
      exportValue: (t) => CATEGORIA_TICKET_ETIQUETAS[t.categoria],
    },
    {
      id: 'prioridad',
      header: 'Prioridad',
      cell: (t) => <PrioridadTicketBadge prioridad={t.prioridad} />,
      exportValue: (t) => PRIORIDAD_TICKET_ETIQUETAS[t.prioridad],
    },
    {
      id: 'estado',
      header: 'Estado',
      cell: (t) => <EstadoTicketBadge estado={t.estado} />,
      exportValue: (t) => ESTADO_TICKET_ETIQUETAS[t.estado],
    },
    {
      id: 'ultima_actividad',
      header: 'Última actividad',
      cell: (t) => (
        <time dateTime={t.updated_at} className="tabular-nums">
          {formatDateTime(t.updated_at)}
        </time>
      ),
      exportValue: (t) => formatDateTime(t.updated_at),
    },
    {
      id: 'created_at',
      header: 'Creado',
      cell: (t) => (
        <time dateTime={t.created_at} className="tabular-nums">
          {formatDate(t.created_at)}
        </time>
      ),
      exportValue: (t) => formatDate(t.created_at),
    },
  ];
}
