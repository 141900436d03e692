import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type {
  CicloVida,
  Comentario,
  Documento,
  DocumentoArchivo,
  Flujo,
  MisFlujos,
  Version,
} from '@atalaya/shared/contracts/documentos';
import type { Fase } from '@atalaya/shared/phases';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost } from '@/lib/api';
import { useSessionUser } from '@/shell/session';

import { subirArchivos, type ProgresoCarga } from './upload';

export type { CicloVida, Comentario, Documento, DocumentoArchivo, Flujo, MisFlujos, Version };

export const flujoKeys = {
  all: ['flujo-documental'] as const,
  misFlujos: () => [...flujoKeys.all, 'mis-flujos'] as const,
  /** Base key of a phase list; ListPage appends page and search. */
  lista: (fase: Fase) => [...flujoKeys.all, 'lista', fase] as const,
  flujo: (id: number) => [...flujoKeys.all, 'flujo', id] as const,
  cicloVida: (id: number) => [...flujoKeys.flujo(id), 'ciclo-vida'] as const,
  archivos: (id: number) => [...flujoKeys.flujo(id), 'archivos'] as const,
  comentarios: (id: number) => [...flujoKeys.flujo(id), 'comentarios'] as const,
  documento: (id: number) => [...flujoKeys.all, 'documento', id] as const,
  historial: (id: number) => [...flujoKeys.documento(id), 'historial'] as const,
};

/**
 * After any change to a flow: the dashboard counts, the phase lists, every flow and document the
 * screens hold, and the Documentos area's lists (registered and published), which show the same data.
 */
export function invalidarFlujos(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: flujoKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['documentos'] });
  void queryClient.invalidateQueries({ queryKey: ['documento-publicado'] });
}

// ---- lecturas ---------------------------------------------------------------------------------

/** GET /documentacion-procesos/: one page of the company's flows in `fase` (ListPage's skip/q → offset/search). */
export function listFlujos(fase: Fase) {
  return ({ skip, limit, q }: ListPageParams, signal?: AbortSignal): Promise<ListPageResult<Flujo>> => {
    const query = new URLSearchParams({ offset: String(skip), limit: String(limit), phase: fase });
    if (q) query.set('search', q);
    return apiGet(`/documentacion-procesos/?${query}`, { signal });
  };
}

export function useMisFlujos() {
  return useQuery({
    queryKey: flujoKeys.misFlujos(),
    queryFn: ({ signal }) => apiGet<MisFlujos>('/documento-flujo-overview/', { signal }),
  });
}

export function useFlujo(id: number) {
  return useQuery({
    queryKey: flujoKeys.flujo(id),
    queryFn: ({ signal }) => apiGet<Flujo>(`/documentacion-procesos/documentacion/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCicloVida(id: number, enabled = true) {
  return useQuery({
    queryKey: flujoKeys.cicloVida(id),
    queryFn: ({ signal }) => apiGet<CicloVida[]>(`/documento-flujo-ciclo-vida/documento/${id}`, { signal }),
    enabled,
  });
}

export function useArchivos(id: number, enabled = true) {
  return useQuery({
    queryKey: flujoKeys.archivos(id),
    queryFn: ({ signal }) => apiGet<DocumentoArchivo[]>(`/documento-archivos/documentacion/${id}`, { signal }),
    enabled,
  });
}

export function useComentarios(id: number, enabled = true) {
  return useQuery({
    queryKey: flujoKeys.comentarios(id),
    queryFn: ({ signal }) =>
      apiGet<Comentario[]>(`/documentacion-procesos/documentacion/${id}/comentarios`, { signal }),
    enabled,
  });
}

export function useDocumento(id: number | undefined) {
  return useQuery({
    queryKey: flujoKeys.documento(id ?? 0),
    queryFn: ({ signal }) => apiGet<Documento>(`/documentos/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

export function useHistorial(documentoId: number | undefined) {
  return useQuery({
    queryKey: flujoKeys.historial(documentoId ?? 0),
    queryFn: ({ signal }) => apiGet<Version[]>(`/documentos/${documentoId}/historial`, { signal }),
    enabled: documentoId !== undefined,
  });
}

// ---- cambios ----------------------------------------------------------------------------------

/** Every mutation of the flow screens reloads what it changed; errors toast centrally (query client). */
function useFlujoMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidarFlujos(queryClient) });
}

/** A move of the flow, signed by the session user (the API checks it is them). */
export function useTransicion(flujoId: number) {
  const user = useSessionUser();
  return useFlujoMutation(({ fase, comentario, cambios }: { fase: Fase; comentario?: string; cambios?: string }) =>
    apiPost<unknown>(`/documento-flujo-ciclo-vida/documento/${flujoId}/transicion`, {
      nuevo_estado: fase,
      usuario_id: user.id,
      ...(comentario ? { comentario } : {}),
      ...(cambios ? { cambios } : {}),
    }),
  );
}

export interface CargaArchivos {
  principal: File | null;
  anexos: File[];
  cambios: string;
  /**
   * borrador: save as draft (upload-draft); revision: save and send to review (upload); publicar:
   * a document without the review flow is saved as draft and then published by its author.
   */
  modo: 'borrador' | 'revision' | 'publicar';
  onProgress?: (progreso: ProgresoCarga) => void;
}

export function useSubirArchivos(flujo: Pick<Flujo, 'id' | 'documento'>) {
  return useFlujoMutation(async ({ principal, anexos, cambios, modo, onProgress }: CargaArchivos) => {
    const subida = await subirArchivos({
      flujoId: flujo.id,
      principal,
      anexos,
      cambios,
      borrador: modo !== 'revision',
      onProgress,
    });
    if (modo === 'publicar') await apiPost<unknown>(`/documentos/${flujo.documento.id}/publish`);
    return subida;
  });
}

export function useQuitarArchivo() {
  return useFlujoMutation((archivoId: number) => apiDelete<unknown>(`/documento-archivos/${archivoId}`));
}

export function useComentar(flujoId: number) {
  return useFlujoMutation((texto: string) =>
    apiPost<Comentario>(`/documentacion-procesos/documentacion/${flujoId}/comentarios`, { texto }),
  );
}

/** Opens the next version of a document: answers the new flow (phase borrador). */
export function useNuevaVersion(documentoId: number) {
  return useFlujoMutation((cambios: string) =>
    apiPost<Flujo>(`/documentos/${documentoId}/nueva-version`, cambios ? { cambios } : {}),
  );
}
