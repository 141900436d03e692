import type { Trabajador, TrabajadorInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Trabajador, TrabajadorInput };

export const trabajadoresKeys = {
  all: ['trabajadores'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...trabajadoresKeys.all, 'list'] as const,
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
