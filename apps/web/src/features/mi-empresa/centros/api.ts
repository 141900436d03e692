import { useQuery } from '@tanstack/react-query';

import type { Centro, CentroInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Centro, CentroInput };

export interface Region {
  codigo: string;
  nombre: string;
  romano: string;
  comunas: Array<{ codigo: string; nombre: string }>;
}

export const centrosKeys = {
  all: ['centros'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...centrosKeys.all, 'list'] as const,
  regiones: ['region_comuna'] as const,
};

const FILTROS = ['region_codigo', 'comuna_codigo'] as const;

/** GET /centros/: one page of the company's work centers matching the search and filters. */
export function listCentros(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Centro>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/centros/?${query}`, { signal });
}

export const createCentro = (body: CentroInput) => apiPost<Centro>('/centros/', body);
export const updateCentro = (id: number, body: CentroInput) => apiPut<Centro>(`/centros/${id}`, body);
export const deleteCentro = (id: number) => apiDelete<unknown>(`/centros/${id}`);

/** GET /region_comuna: Chile's regions with their communes, for the selects and the names in the list. */
export function useRegiones() {
  return useQuery({
    queryKey: centrosKeys.regiones,
    queryFn: ({ signal }) => apiGet<{ data: Region[] }>('/region_comuna', { signal }),
    select: (r) => r.data,
    staleTime: Infinity,
  });
}

/** The region and commune names of a center ('' while the list loads or for an unknown code). */
export function ubicacion(regiones: Region[] | undefined, c: Pick<Centro, 'region_codigo' | 'comuna_codigo'>) {
  const region = regiones?.find((r) => r.codigo === c.region_codigo);
  const comuna = region?.comunas.find((k) => k.codigo === c.comuna_codigo);
  return { region: region?.nombre ?? '', comuna: comuna?.nombre ?? '' };
}
