import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Faq } from '@atalaya/shared/contracts/globales/catalogo';
import {
  CAMPO_ARCHIVO_TICKET,
  type Ticket,
  type TicketActualizacion,
  type TicketDetalle,
  type TicketInput,
  type TicketPersona,
} from '@atalaya/shared/contracts/soporte';
import type { FetchPage, ListPageResult } from '@/components/list-page/types';
import { notificacionesKeys } from '@/shell/notificaciones-api';
import { apiGet, apiPatch } from '@/lib/api';
import { postMultipart } from '@/lib/multipart';

export type { Faq, Ticket, TicketDetalle };

export const soporteKeys = {
  all: ['soporte'] as const,
  faqs: () => [...soporteKeys.all, 'faqs'] as const,
  tickets: () => [...soporteKeys.all, 'tickets'] as const,
  /** Base key of the list screens; ListPage appends page, search and filters. */
  lists: () => [...soporteKeys.tickets(), 'list'] as const,
  detalle: (id: number) => [...soporteKeys.tickets(), 'detalle', id] as const,
  responsables: () => [...soporteKeys.all, 'responsables'] as const,
};

/** The published FAQs, all at once (they are few): the page filters them as the user types. */
export function useFaqsPublicadas() {
  return useQuery({
    queryKey: soporteKeys.faqs(),
    queryFn: ({ signal }) => apiGet<ListPageResult<Faq>>('/faqs/publicadas?skip=0&limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** The list filters the API understands (ids of the pages' ListFilters). */
const FILTROS_TICKET = ['estado', 'prioridad', 'categoria', 'empresa_id'] as const;

/** GET /support/tickets: one page of the tickets the user may see (their company's, or all for admins). */
export const listTickets: FetchPage<Ticket> = ({ skip, limit, q, filters }, signal) => {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS_TICKET) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/support/tickets?${query}`, { signal });
};

/** GET /support/tickets/{id}: the ticket with its thread (internal notes only for admins). */
export function useTicket(id: number | null) {
  return useQuery({
    queryKey: soporteKeys.detalle(id ?? 0),
    queryFn: ({ signal }) => apiGet<TicketDetalle>(`/support/tickets/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST /support/tickets as form data (the attachment, if any, after the text fields). */
export const crearTicket = (campos: TicketInput, archivo: File | null, onProgress?: (porcentaje: number) => void) =>
  postMultipart<Ticket>(
    '/support/tickets',
    () => {
      const body = new FormData();
      body.append('asunto', campos.asunto);
      body.append('descripcion', campos.descripcion);
      body.append('categoria', campos.categoria);
      body.append('prioridad', campos.prioridad ?? 'media');
      if (archivo) body.append(CAMPO_ARCHIVO_TICKET, archivo, archivo.name);
      return body;
    },
    'No se pudo crear el ticket.',
    onProgress,
  );

/** POST /support/tickets/{id}/mensajes: a reply, or (admins) an internal note, with an optional file. */
export const responderTicket = (
  id: number,
  respuesta: { texto: string; interno: boolean },
  archivo: File | null,
  onProgress?: (porcentaje: number) => void,
) =>
  postMultipart<unknown>(
    `/support/tickets/${id}/mensajes`,
    () => {
      const body = new FormData();
      body.append('texto', respuesta.texto);
      body.append('interno', String(respuesta.interno));
      if (archivo) body.append(CAMPO_ARCHIVO_TICKET, archivo, archivo.name);
      return body;
    },
    'No se pudo enviar el mensaje.',
    onProgress,
  );

/** Reloads what a change to ticket `id` touches: its thread, the lists and the bell. */
function useRecargarTicket() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: soporteKeys.detalle(id) }),
      queryClient.invalidateQueries({ queryKey: soporteKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: notificacionesKeys.pendientes() }),
    ]);
}

/** A reply with upload progress; on success the thread and lists reload. */
export function useResponderTicket(id: number, onProgress: (porcentaje: number) => void) {
  const recargar = useRecargarTicket();
  return useMutation({
    mutationFn: ({ texto, interno, archivo }: { texto: string; interno: boolean; archivo: File | null }) =>
      responderTicket(id, { texto, interno }, archivo, onProgress),
    onSuccess: () => recargar(id),
  });
}

/** PATCH /support/tickets/{id} (admin_atalaya): state and/or assignee. */
export function useActualizarTicket(id: number) {
  const recargar = useRecargarTicket();
  return useMutation({
    mutationFn: (cambios: TicketActualizacion) => apiPatch<Ticket>(`/support/tickets/${id}`, cambios),
    onSuccess: () => recargar(id),
  });
}

/** GET /support/responsables (admin_atalaya): the active platform admins who can take a ticket. */
export function useResponsables({ enabled = true } = {}) {
  return useQuery({
    queryKey: soporteKeys.responsables(),
    queryFn: ({ signal }) => apiGet<TicketPersona[]>('/support/responsables', { signal }),
    staleTime: 60_000,
    enabled,
  });
}
