import { useQuery } from '@tanstack/react-query';

import type { MapaCalor, Riesgo, RiesgoInput } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import type { MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

import { fetchAll } from '../mitigaciones/api';

export type { MapaCalor, Riesgo, RiesgoInput };
export type MatrizEmpresa = MatrizRiesgo & { por_defecto: boolean };

export const riesgosKeys = {
  /** Invalidating it reloads the list, the heat map and the risk options. */
  all: ['riesgos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...riesgosKeys.all, 'list'] as const,
  matriz: ['riesgos', 'matriz'] as const,
  mapaCalor: ['riesgos', 'mapa-calor'] as const,
  todos: ['riesgos', 'todos'] as const,
};

const FILTROS = ['nivel', 'estado', 'proceso_id'] as const;

/** GET /riesgos/: one page of the company's risks matching the search and filters. */
export function listRiesgos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Riesgo>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/riesgos/?${query}`, { signal });
}

export const createRiesgo = (body: RiesgoInput) => apiPost<Riesgo>('/riesgos/', body);
export const updateRiesgo = (id: number, body: RiesgoInput) => apiPut<Riesgo>(`/riesgos/${id}`, body);
export const deleteRiesgo = (id: number) => apiDelete<unknown>(`/riesgos/${id}`);

/** GET /riesgos/matriz: the company's matrix (the default 5×5 until it configures its own). */
export function useMatriz() {
  return useQuery({
    queryKey: riesgosKeys.matriz,
    queryFn: ({ signal }) => apiGet<MatrizEmpresa>('/riesgos/matriz', { signal }),
    staleTime: 60_000,
  });
}

export const saveMatriz = (matriz: MatrizRiesgo) => apiPut<MatrizEmpresa>('/riesgos/matriz', matriz);

/** GET /riesgos/mapa-calor: risks per cell, inherent and residual. */
export function useMapaCalor() {
  return useQuery({
    queryKey: riesgosKeys.mapaCalor,
    queryFn: ({ signal }) => apiGet<MapaCalor>('/riesgos/mapa-calor', { signal }),
  });
}

/** Every risk of the company: the heat map's cell lists and the mitigation form's multi-select. */
export function useRiesgosTodos() {
  return useQuery({
    queryKey: riesgosKeys.todos,
    queryFn: ({ signal }) => fetchAll<Riesgo>('/riesgos/', signal),
  });
}
