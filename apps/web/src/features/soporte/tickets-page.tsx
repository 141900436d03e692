import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { ListPage } from '@/components/list-page/list-page';

import { listTickets, soporteKeys, type Ticket } from './api';
import { NuevoTicketDialog } from './components/nuevo-ticket-dialog';
import { ticketColumns } from './components/ticket-columns';
import { TicketDetalleSheet } from './components/ticket-detalle-sheet';
import { ticketFiltros } from './components/ticket-opciones';
import { PARAM_TICKET, useTicketAbierto } from './components/use-ticket-abierto';

const columns = ticketColumns({ plataforma: false });

/** `/soporte/tickets?sugerencia=nueva` (the sidebar's Feedback) opens the suggestion form. */
export const PARAM_SUGERENCIA = 'sugerencia';

/** Soporte → Mis tickets: the company's tickets, a new one, and each one's conversation. */
export function TicketsPage() {
  const { abrir } = useTicketAbierto();
  const [searchParams, setSearchParams] = useSearchParams();
  /** Closes the suggestion form, opening the ticket it created if any (one URL change). */
  const cerrarSugerencia = (ticketId?: number) =>
    setSearchParams(
      (previos) => {
        const params = new URLSearchParams(previos);
        params.delete(PARAM_SUGERENCIA);
        if (ticketId !== undefined) params.set(PARAM_TICKET, String(ticketId));
        return params;
      },
      { replace: true },
    );
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
      {searchParams.has(PARAM_SUGERENCIA) && (
        <NuevoTicketDialog
          sugerencia
          open
          onOpenChange={(abierto) => !abierto && cerrarSugerencia()}
          onSuccess={(ticket) => {
            toast.success(`Gracias: su sugerencia llegó al equipo de Atalaya (ticket #${ticket.id}).`);
            cerrarSugerencia(ticket.id);
          }}
        />
      )}
    </>
  );
}
