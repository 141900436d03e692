import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { empresaOpcion, useEmpresas } from '@/features/globales/plataforma-shared/opciones';
import { listTickets, soporteKeys, type Ticket } from '@/features/soporte/api';
import { ticketColumns } from '@/features/soporte/components/ticket-columns';
import { TicketDetalleSheet } from '@/features/soporte/components/ticket-detalle-sheet';
import { ticketFiltros } from '@/features/soporte/components/ticket-opciones';
import { useTicketAbierto } from '@/features/soporte/components/use-ticket-abierto';

const columns = ticketColumns({ plataforma: true });

/** Globales → Tickets (admin_atalaya): every company's tickets, with assignment, replies and internal notes. */
export function TicketsGlobalesPage() {
  const { abrir } = useTicketAbierto();
  const empresas = useEmpresas();
  const filters: ListFilter[] = [
    { id: 'empresa_id', label: 'Empresa', type: 'select', options: (empresas.data ?? []).map(empresaOpcion) },
    ...ticketFiltros,
  ];
  return (
    <>
      <title>Tickets · Atalaya</title>
      <ListPage<Ticket>
        title="Tickets"
        subtitle="Solicitudes de soporte de todas las empresas: asignación, respuestas y notas internas."
        entity={{ singular: 'ticket', plural: 'tickets' }}
        columns={columns}
        queryKey={soporteKeys.lists()}
        fetchPage={listTickets}
        rowLabel={(t) => `Ticket #${t.id} ${t.asunto}`}
        search={{ placeholder: 'Buscar por asunto, descripción o número' }}
        filters={filters}
        refreshable
        exportFileName="tickets"
        rowActions={[{ label: 'Ver conversación', onSelect: (t) => abrir(t.id) }]}
      />
      <TicketDetalleSheet admin />
    </>
  );
}
