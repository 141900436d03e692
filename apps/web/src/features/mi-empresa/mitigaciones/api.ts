import { useQuery } from '@tanstack/react-query';

import type { Mitigacion, MitigacionInput } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Mitigacion, MitigacionInput };

export const mitigacionesKeys = {
  all: ['mitigaciones'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...mitigacionesKeys.all, 'list'] as const,
  opciones: ['mitigaciones', 'opciones'] as const,
};

const FILTROS = ['tipo', 'efectividad', 'responsable_id'] as const;

/** GET /mitigaciones/: one page of the company's mitigations matching the search and filters. */
export function listMitigaciones(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Mitigacion>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/mitigaciones/?${query}`, { signal });
}

export const createMitigacion = (body: MitigacionInput) => apiPost<Mitigacion>('/mitigaciones/', body);
export const updateMitigacion = (id: number, body: MitigacionInput) => apiPut<Mitigacion>(`/mitigaciones/${id}`, body);
export const deleteMitigacion = (id: number) => apiDelete<unknown>(`/mitigaciones/${id}`);

/** Every page of a list (100 rows a request): for option lists and the heat map's cells. */
export async function fetchAll<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await apiGet<ListPageResult<T>>(`${path}?skip=${skip}&limit=100`, { signal });
    rows.push(...page.data);
    if (page.data.length < 100 || rows.length >= page.total) return rows;
  }
}

/** All the company's mitigations, for the risk form's multi-select and the residual heat map. */
export function useMitigacionesOpciones() {
  return useQuery({
    queryKey: mitigacionesKeys.opciones,
    queryFn: ({ signal }) => fetchAll<Mitigacion>('/mitigaciones/', signal),
  });
}
