import { useQuery } from '@tanstack/react-query';

import type { Departamento, Centro, Trabajador, TrabajadorInput } from '@atalaya/shared/contracts/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Trabajador, TrabajadorInput };

export const trabajadoresKeys = {
  all: ['trabajadores'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...trabajadoresKeys.all, 'list'] as const,
};

export const opcionesKeys = {
  departamentos: ['departamentos', 'opciones'] as const,
  centros: ['centros', 'opciones'] as const,
};

const FILTROS = ['tipo', 'estado', 'departamento_id', 'centro_id'] as const;

/** GET /trabajadores/: one page of the company's workers matching the search and filters. */
export function listTrabajadores(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Trabajador>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/trabajadores/?${query}`, { signal });
}

export const createTrabajador = (body: TrabajadorInput) => apiPost<Trabajador>('/trabajadores/', body);
export const updateTrabajador = (id: number, body: TrabajadorInput) => apiPut<Trabajador>(`/trabajadores/${id}`, body);
export const deleteTrabajador = (id: number) => apiDelete<unknown>(`/trabajadores/${id}`);
export const deleteTrabajadores = (ids: number[]) =>
  apiPost<{ procesados: number }>('/trabajadores/batch-delete', { ids });

/** Departamentos of the company, for the form's select and the list filter. */
export function useDepartamentos() {
  return useQuery({
    queryKey: opcionesKeys.departamentos,
    queryFn: ({ signal }) => apiGet<ListPageResult<Departamento>>('/departamentos/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** Centros of the company, for the form's select and the list filter. */
export function useCentros() {
  return useQuery({
    queryKey: opcionesKeys.centros,
    queryFn: ({ signal }) => apiGet<ListPageResult<Centro>>('/centros/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}
