import { useQuery } from '@tanstack/react-query';

import type { Proceso, ProcesoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Proceso, ProcesoInput };

export const procesosKeys = {
  all: ['procesos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...procesosKeys.all, 'list'] as const,
  categorias: ['procesos', 'categorias'] as const,
};

const FILTROS = ['categoria', 'departamento_id'] as const;

/** GET /proceso/: one page of the company's processes matching the search and filters. */
export function listProcesos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Proceso>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/proceso/?${query}`, { signal });
}

export const createProceso = (body: ProcesoInput) => apiPost<Proceso>('/proceso/', body);
export const updateProceso = (id: number, body: ProcesoInput) => apiPut<Proceso>(`/proceso/${id}`, body);
export const deleteProceso = (id: number) => apiDelete<unknown>(`/proceso/${id}`);

/** GET /categoria-proceso: the fixed process categories, for the form's select and the list filter. */
export function useCategoriasProceso() {
  return useQuery({
    queryKey: procesosKeys.categorias,
    queryFn: ({ signal }) => apiGet<{ data: Array<{ id: string; nombre: string }> }>('/categoria-proceso', { signal }),
    select: (r) => r.data,
    staleTime: Infinity,
  });
}
