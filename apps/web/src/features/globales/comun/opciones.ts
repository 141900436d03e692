import { useQuery } from '@tanstack/react-query';

import {
  SIN_NOMBRE,
  type CategoriaRequisito,
  type MitigacionGlobal,
  type SubcategoriaRequisito,
  type TipoRequisito,
} from '@atalaya/shared/contracts/globales/catalogo';
import type { Empresa } from '@atalaya/shared/contracts/globales/empresas';
import type { DelitosCatalogo } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { ListPageResult } from '@/components/list-page/types';
import { apiGet } from '@/lib/api';

/**
 * Option lists of the Globales catalogue (form selects, list filters, the import dialog). Each key
 * starts with its resource's base key, so invalidating a screen's `all` refreshes its options too.
 */
export const globalesOpcionesKeys = {
  tipos: ['tipo_requisito', 'opciones'] as const,
  categorias: ['categorias-requisitos', 'opciones'] as const,
  subcategorias: (categoriaId: number | null) => ['subcategorias-requisitos', 'opciones', categoriaId] as const,
  mitigaciones: ['mitigaciones-globales', 'opciones'] as const,
  delitos: ['riesgos-globales', 'delitos'] as const,
  empresas: (q: string) => ['empresas', 'opciones', q] as const,
};

/** A subcategoría's name, or 'Sin nombre' when it has none (null, or '' in an expanded reference). */
export function subcategoriaNombre(nombre: string | null | undefined): string {
  return nombre ? nombre : SIN_NOMBRE;
}

/** Select options from rows with id and nombre. */
export const idOptions = (rows: ReadonlyArray<{ id: number; nombre: string | null }> | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: subcategoriaNombre(r.nombre) }));

/** Tipos de requisito (GET /tipo_requisito/). */
export function useTiposRequisito({ enabled = true } = {}) {
  return useQuery({
    queryKey: globalesOpcionesKeys.tipos,
    queryFn: ({ signal }) => apiGet<ListPageResult<TipoRequisito>>('/tipo_requisito/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
    enabled,
  });
}

/** Categorías de requisitos (GET /categorias-requisitos/). */
export function useCategoriasRequisito({ enabled = true } = {}) {
  return useQuery({
    queryKey: globalesOpcionesKeys.categorias,
    queryFn: ({ signal }) =>
      apiGet<ListPageResult<CategoriaRequisito>>('/categorias-requisitos/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
    enabled,
  });
}

/**
 * Subcategorías of one categoría (GET /subcategorias-requisitos/?categoria_id=), or of every
 * categoría with `null`; nothing is asked while `enabled` is false.
 */
export function useSubcategoriasRequisito(categoriaId: number | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: globalesOpcionesKeys.subcategorias(categoriaId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '100' });
      if (categoriaId) query.set('categoria_id', String(categoriaId));
      return apiGet<ListPageResult<SubcategoriaRequisito>>(`/subcategorias-requisitos/?${query}`, { signal });
    },
    select: (r) => r.data,
    staleTime: 60_000,
    enabled,
  });
}

/** Mitigaciones globales, for the global risk's multi-select. */
export function useMitigacionesGlobales() {
  return useQuery({
    queryKey: globalesOpcionesKeys.mitigaciones,
    queryFn: ({ signal }) => apiGet<ListPageResult<MitigacionGlobal>>('/mitigaciones-globales/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** The catalogue's delitos o categorías with their risk counts (GET /requisito_global_empresa/delitos). */
export function useDelitosCatalogo({ enabled = true } = {}) {
  return useQuery({
    queryKey: globalesOpcionesKeys.delitos,
    queryFn: ({ signal }) => apiGet<DelitosCatalogo>('/requisito_global_empresa/delitos', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
    enabled,
  });
}

/** Companies matching `q` (razón social, fantasía or RUT), first 20, for the import's combobox. */
export function useEmpresasBusqueda(q: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: globalesOpcionesKeys.empresas(q),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (q) query.set('q', q);
      return apiGet<ListPageResult<Empresa>>(`/empresas/?${query}`, { signal });
    },
    select: (r) => r.data,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
    enabled,
  });
}
