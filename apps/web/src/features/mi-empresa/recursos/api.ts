import type { Recurso, RecursoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Recurso, RecursoInput };

export const recursosKeys = {
  all: ['recursos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...recursosKeys.all, 'list'] as const,
};

const FILTROS = ['estado', 'centro_id'] as const;

/** GET /recursos/: one page of the company's resources matching the search and filters. */
export function listRecursos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Recurso>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/recursos/?${query}`, { signal });
}

export const createRecurso = (body: RecursoInput) => apiPost<Recurso>('/recursos/', body);
export const updateRecurso = (id: number, body: RecursoInput) => apiPut<Recurso>(`/recursos/${id}`, body);
export const deleteRecurso = (id: number) => apiDelete<unknown>(`/recursos/${id}`);
