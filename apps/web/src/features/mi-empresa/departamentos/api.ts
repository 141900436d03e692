import type { Departamento, DepartamentoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Departamento, DepartamentoInput };

export const departamentosKeys = {
  all: ['departamentos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...departamentosKeys.all, 'list'] as const,
};

const FILTROS = ['parent_id'] as const;

/** GET /departamentos/: one page of the company's departments matching the search and filters. */
export function listDepartamentos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Departamento>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/departamentos/?${query}`, { signal });
}

export const createDepartamento = (body: DepartamentoInput) => apiPost<Departamento>('/departamentos/', body);
export const updateDepartamento = (id: number, body: DepartamentoInput) =>
  apiPut<Departamento>(`/departamentos/${id}`, body);
export const deleteDepartamento = (id: number) => apiDelete<unknown>(`/departamentos/${id}`);
