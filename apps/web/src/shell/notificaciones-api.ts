import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Notificacion } from '@atalaya/shared/contracts/notificaciones';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiGet, apiPost } from '@/lib/api';

export type { Notificacion };

export const notificacionesKeys = {
  all: ['notificaciones'] as const,
  /** Base key of the list screen; ListPage appends page and search. */
  lists: () => [...notificacionesKeys.all, 'list'] as const,
  /** Unread count shown by the header bell. */
  pendientes: () => [...notificacionesKeys.all, 'pendientes'] as const,
};

/** GET /notificaciones/: the user's notifications, newest first (no search or filters on the API). */
export function listNotificaciones(
  { skip, limit }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Notificacion>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  return apiGet(`/notificaciones/?${query}`, { signal });
}

/** Number of unread notifications of the signed-in user (header bell). */
export function usePendientes() {
  return useQuery({
    queryKey: notificacionesKeys.pendientes(),
    queryFn: ({ signal }) => apiGet<{ total: number }>('/notificaciones/pendientes', { signal }),
    select: (data) => data.total,
  });
}

/** POST /notificaciones/{id}/leer for each id (the API marks one at a time). */
export function marcarLeidas(ids: number[]) {
  return Promise.all(ids.map((id) => apiPost<{ ok: true }>(`/notificaciones/${id}/leer`)));
}

/** Reloads the list and the bell, which both count the unread. */
function useRecargarNotificaciones() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificacionesKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: notificacionesKeys.pendientes() }),
    ]);
}

/** Marks notifications read, then reloads the list and the bell. */
export function useMarcarLeidas() {
  const recargar = useRecargarNotificaciones();
  return useMutation({ mutationFn: marcarLeidas, onSettled: recargar });
}

/** POST /notificaciones/leer-todas: every unread notification of the user, in one request. */
export function useMarcarTodasLeidas() {
  const recargar = useRecargarNotificaciones();
  return useMutation({
    mutationFn: () => apiPost<{ ok: true; marcadas: number }>('/notificaciones/leer-todas'),
    onSettled: recargar,
  });
}
