import { useQueries, useQuery } from '@tanstack/react-query';

import {
  ESTADOS_CUMPLIMIENTO,
  type ClasificacionesRequisito,
  type EstadoCumplimiento,
  type Requisito,
  type RequisitoInput,
  type RequisitoLote,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

import { idOptions } from '../../globales/comun/opciones';
import type { Opcion } from '../../globales/comun/taxonomia-fields';

export type { EstadoCumplimiento, Requisito, RequisitoInput };

export const requisitosKeys = {
  all: ['requisitos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...requisitosKeys.all, 'list'] as const,
  /**
   * Counts per estado: under the list's key on purpose, so the list's reload after a save, a
   * delete or a batch update refreshes the summary too.
   */
  resumen: (estado: EstadoCumplimiento) => [...requisitosKeys.lists(), 'resumen', estado] as const,
  /** The catalogue's classification (GET /requisitos/clasificaciones). */
  clasificacion: ['requisitos', 'clasificaciones'] as const,
};

const FILTROS = ['estado_cumplimiento', 'criticidad', 'categoria_id', 'origen'] as const;

/** GET /requisitos/: one page of the company's requirements matching the search and filters. */
export function listRequisitos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Requisito>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/requisitos/?${query}`, { signal });
}

export const createRequisito = (body: RequisitoInput) => apiPost<Requisito>('/requisitos/', body);
export const updateRequisito = (id: number, body: RequisitoInput) => apiPut<Requisito>(`/requisitos/${id}`, body);
export const deleteRequisito = (id: number) => apiDelete<unknown>(`/requisitos/${id}`);
/** PUT /requisitos/batch-update: the same change to several requirements (all or none). */
export const batchUpdateRequisitos = (ids: number[], cambios: RequisitoLote) =>
  apiPut<unknown>('/requisitos/batch-update', { ids, cambios });

/**
 * How many requirements the company has in each compliance state: one `limit=1` page per state
 * (the API computes `total` cheaply; there is no facet endpoint).
 */
export function useResumenEstados() {
  return useQueries({
    queries: ESTADOS_CUMPLIMIENTO.map((estado) => ({
      queryKey: requisitosKeys.resumen(estado),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<ListPageResult<Requisito>>(`/requisitos/?limit=1&estado_cumplimiento=${estado}`, { signal }),
      select: (r: ListPageResult<Requisito>) => r.total,
    })),
    combine: (results) => ({
      totales: Object.fromEntries(ESTADOS_CUMPLIMIENTO.map((e, i) => [e, results[i]?.data])) as Record<
        EstadoCumplimiento,
        number | undefined
      >,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}

export interface Clasificacion {
  tipos: Opcion[];
  categorias: Opcion[];
  /** Subcategorías of one categoría id (form string); undefined while loading. */
  subcategorias: Opcion[] | undefined;
}

/** Select options by label (a subcategoría without a name reads 'Sin nombre'). */
const opciones = (rows: ReadonlyArray<{ id: number; nombre: string | null }>): Opcion[] =>
  idOptions(rows).sort((a, b) => a.label.localeCompare(b.label, 'es'));

/**
 * Options for tipo / categoría / subcategoría: the whole global catalogue, for every user with
 * Mi Empresa (GET /requisitos/clasificaciones), with the subcategorías of `categoriaId`.
 */
export function useClasificacion(categoriaId: number | null): Clasificacion {
  const { data } = useQuery({
    queryKey: requisitosKeys.clasificacion,
    queryFn: ({ signal }) => apiGet<ClasificacionesRequisito>('/requisitos/clasificaciones', { signal }),
    staleTime: 60_000,
  });
  return {
    tipos: opciones(data?.tipos ?? []),
    categorias: opciones(data?.categorias ?? []),
    subcategorias: data ? opciones(data.subcategorias.filter((s) => s.categoria_id === categoriaId)) : undefined,
  };
}
