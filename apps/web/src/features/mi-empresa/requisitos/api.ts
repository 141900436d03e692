import { useQueries, useQuery } from '@tanstack/react-query';

import {
  ESTADOS_CUMPLIMIENTO,
  type EstadoCumplimiento,
  type Requisito,
  type RequisitoInput,
  type RequisitoLote,
} from '@atalaya/shared/contracts/requisitos';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { isPlatformAdmin } from '@/components/layout/menu-access';
import { useSessionUser } from '@/features/auth/session';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

import {
  idOptions,
  subcategoriaNombre,
  useCategoriasRequisito,
  useSubcategoriasRequisito,
  useTiposRequisito,
} from '../../globales/shared/opciones';
import type { Opcion } from '../../globales/shared/taxonomia-fields';

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
  clasificacion: ['requisitos', 'clasificacion'] as const,
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

/** Distinct references of the company's requirements, by id. */
function distintos(refs: Array<{ id: number; nombre: string } | null>): Opcion[] {
  const porId = new Map<number, string>();
  for (const ref of refs) if (ref) porId.set(ref.id, ref.nombre);
  return [...porId]
    .map(([id, nombre]) => ({ value: String(id), label: subcategoriaNombre(nombre) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/**
 * Options for tipo / categoría / subcategoría (global catalogue ids). The catalogue routes are
 * admin_atalaya only, so a company user gets the classifications its own requirements already
 * use (imported ones carry the catalogue's); a platform admin gets the whole catalogue.
 */
export function useClasificacion(categoriaId: number | null): Clasificacion {
  const user = useSessionUser();
  const catalogo = isPlatformAdmin(user);
  const tipos = useTiposRequisito({ enabled: catalogo });
  const categorias = useCategoriasRequisito({ enabled: catalogo });
  const subcategorias = useSubcategoriasRequisito(categoriaId, { enabled: catalogo && categoriaId !== null });
  const propios = useQuery({
    queryKey: requisitosKeys.clasificacion,
    queryFn: ({ signal }) => apiGet<ListPageResult<Requisito>>('/requisitos/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
    enabled: !catalogo,
  });

  if (catalogo) {
    return {
      tipos: idOptions(tipos.data),
      categorias: idOptions(categorias.data),
      subcategorias: subcategorias.data ? idOptions(subcategorias.data) : undefined,
    };
  }
  const filas = propios.data ?? [];
  return {
    tipos: distintos(filas.map((r) => r.tipo)),
    categorias: distintos(filas.map((r) => r.categoria)),
    subcategorias: propios.data
      ? distintos(filas.filter((r) => r.categoria_id === categoriaId).map((r) => r.subcategoria))
      : undefined,
  };
}
