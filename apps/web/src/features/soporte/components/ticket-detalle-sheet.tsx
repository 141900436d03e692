import { CATEGORIA_TICKET_ETIQUETAS } from '@atalaya/shared/contracts/soporte';
import { CargandoDetalle } from '@/components/cargando-detalle';
import { ErrorCarga } from '@/components/error-carga';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { formatDateTime } from '@/lib/format';

import { useTicket, type TicketDetalle } from '../api';
import { RespuestaForm } from './respuesta-form';
import { EstadoTicketBadge, PrioridadTicketBadge } from './ticket-badges';
import { TicketGestion } from './ticket-gestion';
import { TicketHilo } from './ticket-hilo';
import { useTicketAbierto } from './use-ticket-abierto';

function Contenido({ ticket, admin }: { ticket: TicketDetalle; admin: boolean }) {
  return (
    <>
      <SheetHeader className="border-b pr-12">
        <SheetTitle className="text-lg">
          <span className="text-muted-foreground tabular-nums">#{ticket.id}</span> {ticket.asunto}
        </SheetTitle>
        <SheetDescription>
          {admin && <>{ticket.empresa.nombre} · </>}
          {CATEGORIA_TICKET_ETIQUETAS[ticket.categoria]} · creado el {formatDateTime(ticket.created_at)}
          {ticket.creado_por && <> por {ticket.creado_por.nombre}</>}
        </SheetDescription>
        <div className="flex flex-wrap items-center gap-2">
          <EstadoTicketBadge estado={ticket.estado} />
          <PrioridadTicketBadge prioridad={ticket.prioridad} />
          {!admin && (
            <span className="text-sm text-muted-foreground">
              {ticket.asignado_a ? 'Atendido por Soporte Atalaya' : 'Pendiente de asignación'}
            </span>
          )}
        </div>
      </SheetHeader>
      <div className="grid min-h-0 flex-1 content-start gap-4 overflow-y-auto p-4">
        {admin && <TicketGestion ticket={ticket} />}
        <TicketHilo ticket={ticket} admin={admin} />
        <Separator />
        {ticket.estado === 'cerrado' ? (
          <p className="text-sm text-muted-foreground">
            El ticket está cerrado y no admite más respuestas.
            {!admin && ' Si necesita más ayuda, abra un nuevo ticket.'}
          </p>
        ) : (
          <RespuestaForm ticketId={ticket.id} admin={admin} />
        )}
      </div>
    </>
  );
}

/**
 * One ticket in a side sheet, opened by `?ticket={id}` (a row's subject or a notification's link):
 * header, the thread, the reply box and, for platform admins, state and assignment.
 */
export function TicketDetalleSheet({ admin }: { admin: boolean }) {
  const { id, abrir } = useTicketAbierto();
  const ticket = useTicket(id);

  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && abrir(null)}>
      <SheetContent className="w-full gap-0 sm:max-w-2xl">
        {ticket.data ? (
          <Contenido ticket={ticket.data} admin={admin} />
        ) : (
          <>
            <SheetHeader>
              <SheetTitle>Ticket #{id}</SheetTitle>
              <SheetDescription className="sr-only">Detalle del ticket</SheetDescription>
            </SheetHeader>
            <div className="p-4">
              {ticket.isError ? (
                <ErrorCarga
                  error={ticket.error}
                  titulo="No se pudo cargar el ticket."
                  reintentando={ticket.isFetching}
                  onReintentar={() => void ticket.refetch()}
                />
              ) : (
                <CargandoDetalle mensaje="Cargando ticket..." />
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
