import { useQuery } from '@tanstack/react-query';

import {
  LIMITE_LOOKUP_DOCUMENTO,
  type CicloVida,
  type Documento,
  type DocumentoInput,
  type DocumentoPublicado,
  type Flujo,
  type PublicadosOverview,
  type Version,
} from '@atalaya/shared/contracts/documentos';
import type { Requisito } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { Riesgo } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import type { Usuario } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { CicloVida, Documento, DocumentoInput, DocumentoPublicado, PublicadosOverview, Version };

export const documentosKeys = {
  /** Invalidating it reloads the list and every document's detail. */
  all: ['documentos'] as const,
  /** Base key of the 'Todos los documentos' list; ListPage appends page, search and filters. */
  lists: () => [...documentosKeys.all, 'list'] as const,
  detalle: (id: number) => [...documentosKeys.all, 'detalle', id] as const,
  historial: (id: number) => [...documentosKeys.all, 'detalle', id, 'historial'] as const,
  /** The lifecycle of one flow (version); under `all` so a document change refreshes it too. */
  cicloVida: (flujoId: number) => [...documentosKeys.all, 'ciclo-vida', flujoId] as const,
};

export const publicadosKeys = {
  /** Invalidating it reloads the overview and the list (e.g. after changing the warning days). */
  all: ['documento-publicado'] as const,
  lists: () => [...publicadosKeys.all, 'list'] as const,
  overview: () => [...publicadosKeys.all, 'overview'] as const,
};

/** Lookups of the document form and the list filters (SPEC §9: 100 of each). */
export const documentosOpcionesKeys = {
  usuarios: ['usuarios', 'opciones', 'documentos'] as const,
  requisitos: ['requisitos', 'opciones', 'documentos'] as const,
  riesgos: ['riesgos', 'opciones', 'documentos'] as const,
};

/** Query-string filters of GET /documentos/ (SPEC §7), also the ids of the list's filters. */
export const FILTROS_DOCUMENTOS = ['status', 'proceso_id', 'riesgo_id', 'date_from', 'date_to'] as const;

/** GET /documentos/: one page of the company's documents matching the search and filters. */
export function listDocumentos(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Documento>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS_DOCUMENTOS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/documentos/?${query}`, { signal });
}

export const getDocumento = (id: number, signal?: AbortSignal) => apiGet<Documento>(`/documentos/${id}`, { signal });
export const createDocumento = (body: DocumentoInput) => apiPost<Documento>('/documentos/', body);
export const updateDocumento = (id: number, body: DocumentoInput) => apiPut<Documento>(`/documentos/${id}`, body);
export const deleteDocumento = (id: number) => apiDelete<unknown>(`/documentos/${id}`);

/** GET /documentos/{id}/historial: every version, newest first. */
export const getHistorial = (id: number, signal?: AbortSignal) =>
  apiGet<Version[]>(`/documentos/${id}/historial`, { signal });

/** GET /documento-flujo-ciclo-vida/documento/{flujoId}: the lifecycle of one version. */
export const getCicloVida = (flujoId: number, signal?: AbortSignal) =>
  apiGet<CicloVida[]>(`/documento-flujo-ciclo-vida/documento/${flujoId}`, { signal });

/** POST /documentos/{id}/nueva-version: opens the next version (a new flow in Borrador). */
export const crearNuevaVersion = (id: number, cambios: string) =>
  apiPost<Flujo>(`/documentos/${id}/nueva-version`, { cambios });

export function useDocumento(id: number) {
  return useQuery({
    queryKey: documentosKeys.detalle(id),
    queryFn: ({ signal }) => getDocumento(id, signal),
    enabled: id > 0,
  });
}

export function useHistorial(id: number) {
  return useQuery({
    queryKey: documentosKeys.historial(id),
    queryFn: ({ signal }) => getHistorial(id, signal),
  });
}

export function useCicloVida(flujoId: number | null) {
  return useQuery({
    queryKey: documentosKeys.cicloVida(flujoId ?? 0),
    queryFn: ({ signal }) => getCicloVida(flujoId!, signal),
    enabled: flujoId !== null,
  });
}

// ---- publicados -------------------------------------------------------------------------------

/** GET /documento-publicado: one page of published (or since obsolete) versions. */
export function listPublicados(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<DocumentoPublicado>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  if (filters.estado) query.set('estado', filters.estado);
  return apiGet(`/documento-publicado?${query}`, { signal });
}

/** GET /documento-publicado/overview: the counts of the cards and the company's warning days. */
export function usePublicadosOverview() {
  return useQuery({
    queryKey: publicadosKeys.overview(),
    queryFn: ({ signal }) => apiGet<PublicadosOverview>('/documento-publicado/overview', { signal }),
  });
}

/** PUT /documento-publicado/configuracion: days before expiry a version counts as 'por vencer'. */
export const saveDiasAviso = (dias_aviso_vencimiento: number) =>
  apiPut<unknown>('/documento-publicado/configuracion', { dias_aviso_vencimiento });

// ---- lookups ----------------------------------------------------------------------------------

/** Company users for the people of a document (solicitante, revisor, aprobador). */
export function useUsuariosOpciones() {
  return useQuery({
    queryKey: documentosOpcionesKeys.usuarios,
    queryFn: ({ signal }) => apiGet<ListPageResult<Usuario>>(`/usuarios/?limit=${LIMITE_LOOKUP_DOCUMENTO}`, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

export function useRequisitosOpciones() {
  return useQuery({
    queryKey: documentosOpcionesKeys.requisitos,
    queryFn: ({ signal }) =>
      apiGet<ListPageResult<Requisito>>(`/requisitos/?limit=${LIMITE_LOOKUP_DOCUMENTO}`, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

export function useRiesgosOpciones() {
  return useQuery({
    queryKey: documentosOpcionesKeys.riesgos,
    queryFn: ({ signal }) => apiGet<ListPageResult<Riesgo>>(`/riesgos/?limit=${LIMITE_LOOKUP_DOCUMENTO}`, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}
