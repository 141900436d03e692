import { useQuery, useQueryClient } from '@tanstack/react-query';

import type { CausaRaiz } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import {
  CAMPOS_SUBIDA_NC,
  type AccionNc,
  type AccionNcActualizar,
  type AccionNcInput,
  type AnalisisCausaNc,
  type AnalisisCausaNcActualizar,
  type CatalogoNcLista,
  type CierreNcInput,
  type CierreNcResponse,
  type ClasificarNcInput,
  type CorreccionNcInput,
  type EstadoAccionNc,
  type EvidenciaNc,
  type NoConformidad,
  type NoConformidadDetalle,
  type NoConformidadesResponse,
  type NoConformidadInput,
  type RefNc,
  type TipoEvidenciaNc,
  type VerificacionNcInput,
} from '@atalaya/shared/contracts/no-conformidades';
import type { Requisito } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { Riesgo } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { ApiError, apiDelete, apiGet, apiPatch, apiPost, apiPut } from '@/lib/api';
import { postMultipart } from '@/lib/multipart';

import { etapaDeLista, type VistaNc } from './vistas';

export type { AccionNc, AnalisisCausaNc, EvidenciaNc, NoConformidad, NoConformidadDetalle, RefNc };

/** SPEC §9: the classification list fetches 10; the lookups of processes, risks… load 100. */
const LIMITE_CLASIFICACIONES = 10;
const LIMITE_LOOKUP = 100;

export const ncKeys = {
  /** Invalidating it reloads every list and every open non-conformity. */
  all: ['no-conformidades'] as const,
  lists: () => [...ncKeys.all, 'list'] as const,
  /** One non-conformity and everything under it (analysis, files, actions). */
  nc: (id: number) => [...ncKeys.all, 'nc', id] as const,
  detalle: (id: number) => [...ncKeys.nc(id), 'detalle'] as const,
  analisis: (id: number) => [...ncKeys.nc(id), 'analisis'] as const,
  acciones: (id: number) => [...ncKeys.nc(id), 'acciones'] as const,
  evidencias: (id: number, tipo: TipoEvidenciaNc) => [...ncKeys.nc(id), 'evidencias', tipo] as const,
  fuentes: () => [...ncKeys.all, 'fuentes'] as const,
  clasificaciones: () => [...ncKeys.all, 'clasificaciones'] as const,
  responsables: () => [...ncKeys.all, 'responsables'] as const,
  riesgos: () => [...ncKeys.all, 'riesgos'] as const,
  requisitos: () => [...ncKeys.all, 'requisitos'] as const,
  causasDenuncia: (denunciaId: number) => [...ncKeys.all, 'causas-denuncia', denunciaId] as const,
};

/** GET /no-conformidad/ (skip, limit, etapa, q): one page, newest first. */
export async function listNoConformidades(
  vista: VistaNc,
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<NoConformidad>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  const etapa = etapaDeLista(vista, filters.etapa);
  if (etapa) query.set('etapa', etapa);
  if (q) query.set('q', q);
  return apiGet<NoConformidadesResponse>(`/no-conformidad/?${query}`, { signal });
}

export function useNoConformidad(id: number) {
  return useQuery({
    queryKey: ncKeys.detalle(id),
    queryFn: ({ signal }) => apiGet<NoConformidadDetalle>(`/no-conformidad/${id}`, { signal }),
    enabled: id > 0,
  });
}

// ---- lookups ------------------------------------------------------------------------------------

export function useFuentes() {
  return useQuery({
    queryKey: ncKeys.fuentes(),
    queryFn: ({ signal }) =>
      apiGet<CatalogoNcLista>(`/fuente-no-conformidad/?skip=0&limit=${LIMITE_LOOKUP}`, { signal }),
    select: (r) => r.data.filter((f) => f.activo),
    staleTime: 60_000,
  });
}

export function useClasificaciones() {
  return useQuery({
    queryKey: ncKeys.clasificaciones(),
    queryFn: ({ signal }) =>
      apiGet<CatalogoNcLista>(`/clasificacion-no-conformidad/?skip=0&limit=${LIMITE_CLASIFICACIONES}`, { signal }),
    select: (r) => r.data.filter((c) => c.activo),
    staleTime: 60_000,
  });
}

/** Active users of the company: the classification's responsable and each action's. */
export function useResponsables() {
  return useQuery({
    queryKey: ncKeys.responsables(),
    queryFn: ({ signal }) => apiGet<RefNc[]>('/no-conformidad/responsables', { signal }),
    staleTime: 60_000,
  });
}

export function useRiesgosOpciones() {
  return useQuery({
    queryKey: ncKeys.riesgos(),
    queryFn: ({ signal }) => apiGet<ListPageResult<Riesgo>>(`/riesgos/?limit=${LIMITE_LOOKUP}`, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

export function useRequisitosOpciones() {
  return useQuery({
    queryKey: ncKeys.requisitos(),
    queryFn: ({ signal }) => apiGet<ListPageResult<Requisito>>(`/requisitos/?limit=${LIMITE_LOOKUP}`, { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** The root causes of a whistleblower case (to prefill a non-conformity created from it). */
export function useCausasDenuncia(denunciaId: number) {
  return useQuery({
    queryKey: ncKeys.causasDenuncia(denunciaId),
    queryFn: ({ signal }) =>
      apiGet<ListPageResult<CausaRaiz>>(`/causa-raiz/?denuncia_id=${denunciaId}&offset=0&limit=${LIMITE_LOOKUP}`, {
        signal,
      }),
    select: (r) => r.data,
    enabled: denunciaId > 0,
    retry: false,
  });
}

// ---- the non-conformity and its stage moves -------------------------------------------------------

export const crearNoConformidad = (body: NoConformidadInput) => apiPost<NoConformidadDetalle>('/no-conformidad/', body);
export const aceptarNoConformidad = (id: number) => apiPost<NoConformidadDetalle>(`/no-conformidad/${id}/aceptar`, {});
export const registrarCorreccion = (id: number, body: CorreccionNcInput) =>
  apiPut<NoConformidadDetalle>(`/no-conformidad/correccion/${id}`, body);
export const completarAnalisis = (id: number) =>
  apiPost<NoConformidadDetalle>(`/no-conformidad/${id}/completar-analisis`, {});
export const clasificarNoConformidad = (id: number, body: ClasificarNcInput) =>
  apiPut<NoConformidadDetalle>(`/no-conformidad/classify/${id}`, body);
export const enviarAVerificacion = (id: number) =>
  apiPost<NoConformidadDetalle>(`/no-conformidad/${id}/enviar-verificacion`, {});
export const verificarEficacia = (id: number, body: VerificacionNcInput) =>
  apiPost<NoConformidadDetalle>(`/no-conformidad/${id}/verificacion`, body);
export const cerrarNoConformidad = (body: CierreNcInput) => apiPost<CierreNcResponse>('/cierre-no-conformidad/', body);

// ---- cause analysis -----------------------------------------------------------------------------

/** GET /analisis-causa-no-conformidad/by-nc/{id}: a missing analysis answers 404, which means none. */
export function useAnalisis(ncId: number) {
  return useQuery({
    queryKey: ncKeys.analisis(ncId),
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<AnalisisCausaNc>(`/analisis-causa-no-conformidad/by-nc/${ncId}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Creates the analysis, or updates it when `analisisId` is given. */
export const guardarAnalisis = (ncId: number, analisisId: number | null, body: AnalisisCausaNcActualizar) =>
  analisisId === null
    ? apiPost<AnalisisCausaNc>('/analisis-causa-no-conformidad/', { id_no_conformidad: ncId, ...body })
    : apiPut<AnalisisCausaNc>(`/analisis-causa-no-conformidad/${analisisId}`, body);

// ---- files --------------------------------------------------------------------------------------

export function useEvidencias(ncId: number, tipo: TipoEvidenciaNc) {
  return useQuery({
    queryKey: ncKeys.evidencias(ncId, tipo),
    queryFn: ({ signal }) => apiGet<EvidenciaNc[]>(`/evidencia-no-conformidad/by-nc/${ncId}?tipo=${tipo}`, { signal }),
  });
}

/** POST /evidencia-no-conformidad/upload: support files of the cause analysis (text fields first). */
export function subirArchivosAnalisis(ncId: number, archivos: File[], onProgress?: (porcentaje: number) => void) {
  const campos = CAMPOS_SUBIDA_NC.analisis;
  return postMultipart<EvidenciaNc[]>(
    '/evidencia-no-conformidad/upload',
    () => {
      const body = new FormData();
      body.append(campos.noConformidad, String(ncId));
      body.append(campos.tipo, 'analisis_causa');
      for (const archivo of archivos) body.append(campos.archivos, archivo, archivo.name);
      return body;
    },
    'No se pudo subir el archivo.',
    onProgress,
  );
}

/** POST /evidencia-no-conformidad/upload-evidence: evidence of an action (nonConformityId + files). */
export function subirEvidenciaAccion(
  ncId: number,
  accionId: number,
  archivos: File[],
  onProgress?: (porcentaje: number) => void,
) {
  const campos = CAMPOS_SUBIDA_NC.evidencia;
  return postMultipart<EvidenciaNc[]>(
    '/evidencia-no-conformidad/upload-evidence',
    () => {
      const body = new FormData();
      body.append(campos.noConformidad, String(ncId));
      body.append(campos.accion, String(accionId));
      for (const archivo of archivos) body.append(campos.archivos, archivo, archivo.name);
      return body;
    },
    'No se pudo subir la evidencia.',
    onProgress,
  );
}

export const eliminarEvidencia = (id: number) => apiDelete<unknown>(`/evidencia-no-conformidad/${id}`);

// ---- actions ------------------------------------------------------------------------------------

export function useAcciones(ncId: number) {
  return useQuery({
    queryKey: ncKeys.acciones(ncId),
    queryFn: ({ signal }) => apiGet<AccionNc[]>(`/accion-no-conformidad/by-nc/${ncId}`, { signal }),
  });
}

export const crearAccion = (body: AccionNcInput) => apiPost<AccionNc>('/accion-no-conformidad/', body);
export const editarAccion = (id: number, body: AccionNcActualizar) =>
  apiPut<AccionNc>(`/accion-no-conformidad/${id}`, body);
export const eliminarAccion = (id: number) => apiDelete<unknown>(`/accion-no-conformidad/${id}`);
export const cambiarEstadoAccion = (id: number, estado: EstadoAccionNc) =>
  apiPatch<AccionNc>(`/accion-no-conformidad/${id}/estado`, { estado });

/**
 * What to reload after a change to non-conformity `id`: it and everything under it, and the lists.
 * `detalle`: the updated detail when the call answered it (stage moves), put in place at once.
 */
export function useInvalidarNc() {
  const queryClient = useQueryClient();
  return (id: number, detalle?: NoConformidadDetalle) => {
    if (detalle) queryClient.setQueryData(ncKeys.detalle(id), detalle);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ncKeys.nc(id) }),
      queryClient.invalidateQueries({ queryKey: ncKeys.lists() }),
    ]);
  };
}
