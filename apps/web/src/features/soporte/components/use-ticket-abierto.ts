import { useSearchParams } from 'react-router';

/** Search parameter of the open ticket: notifications link to `/soporte/tickets?ticket={id}`. */
export const PARAM_TICKET = 'ticket';

/**
 * The ticket shown in the detail sheet, kept in the URL beside the list's page and filters, so a
 * notification's link, a reload or Back open the same ticket.
 */
export function useTicketAbierto() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(PARAM_TICKET));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const abrir = (ticketId: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (ticketId === null) next.delete(PARAM_TICKET);
      else next.set(PARAM_TICKET, String(ticketId));
      return next;
    });
  return { id, abrir };
}
