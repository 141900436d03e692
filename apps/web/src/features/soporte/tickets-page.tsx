import { ListPage } from '@/components/list-page/list-page';

import { listTickets, soporteKeys, type Ticket } from './api';
import { NuevoTicketDialog } from './components/nuevo-ticket-dialog';
import { ticketColumns } from './components/ticket-columns';
import { TicketDetalleSheet } from './components/ticket-detalle-sheet';
import { ticketFiltros } from './components/ticket-opciones';
import { useTicketAbierto } from './components/use-ticket-abierto';

const columns = ticketColumns({ plataforma: false });

/** Soporte → Mis tickets: the company's tickets, a new one, and each one's conversation. */
export function TicketsPage() {
  const { abrir } = useTicketAbierto();
  return (
    <>
      <title>Mis tickets · Atalaya</title>
      <ListPage<Ticket>
        title="Mis tickets"
        subtitle="Solicitudes de soporte de su empresa y sus respuestas."
        entity={{ singular: 'ticket', plural: 'tickets' }}
        columns={columns}
        queryKey={soporteKeys.lists()}
        fetchPage={listTickets}
        rowLabel={(t) => `Ticket #${t.id} ${t.asunto}`}
        search={{ placeholder: 'Buscar por asunto, descripción o número' }}
        filters={ticketFiltros}
        refreshable
        exportFileName="tickets"
        renderCreate={({ onSuccess, ...props }) => (
          <NuevoTicketDialog
            {...props}
            onSuccess={(ticket) => {
              onSuccess();
              abrir(ticket.id);
            }}
          />
        )}
        rowActions={[{ label: 'Ver conversación', onSelect: (t) => abrir(t.id) }]}
      />
      <TicketDetalleSheet admin={false} />
    </>
  );
}
