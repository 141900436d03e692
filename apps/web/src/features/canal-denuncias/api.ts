import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CanalConfig,
  CanalConfigInput,
  CategoriaDenuncia,
  CategoriaDenunciaInput,
} from '@atalaya/shared/contracts/canal-denuncias/config';
import type {
  Bandeja,
  CausaRaiz,
  CausaRaizInput,
  CerrarInput,
  ClasificarInput,
  ComentarioDenuncia,
  DenunciaDetalle,
  DenunciaItem,
  DenunciasResponse,
  DerivarDtInput,
  EventoDenuncia,
  ExclusionesInput,
  Implementacion,
  ImplementacionInput,
  Investigacion,
  InvestigacionInput,
  MedidaResguardo,
  MedidaResguardoInput,
  PlanAccion,
  PlanAccionInput,
  ResumenDenuncias,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

import { postMultipart } from '@/lib/multipart';

export type {
  CanalConfig,
  CategoriaDenuncia,
  CausaRaiz,
  ComentarioDenuncia,
  DenunciaDetalle,
  DenunciaItem,
  EventoDenuncia,
  Implementacion,
  Investigacion,
  MedidaResguardo,
  PlanAccion,
  ResumenDenuncias,
};

/** Sub-resource lists are short (a case has a handful of each): one request of up to 100. */
const LIMITE_SUBRECURSOS = 100;

export const denunciasKeys = {
  /** Invalidating it reloads the lists, the tab counts and every open case. */
  all: ['denuncias'] as const,
  /** Base key of the inbox lists; ListPage appends the tab, page, search and filters. */
  lists: () => [...denunciasKeys.all, 'list'] as const,
  resumen: () => [...denunciasKeys.all, 'resumen'] as const,
  /** A case and everything under it (timeline, messages, sub-resources). */
  caso: (id: number) => [...denunciasKeys.all, 'caso', id] as const,
  detalle: (id: number) => [...denunciasKeys.caso(id), 'detalle'] as const,
  eventos: (id: number) => [...denunciasKeys.caso(id), 'eventos'] as const,
  comentarios: (id: number) => [...denunciasKeys.caso(id), 'comentarios'] as const,
  subrecurso: (id: number, recurso: Subrecurso) => [...denunciasKeys.caso(id), recurso] as const,
};

export const canalConfigKeys = {
  all: ['canal-denuncia-config'] as const,
  config: () => [...canalConfigKeys.all, 'config'] as const,
  categorias: () => [...canalConfigKeys.all, 'categorias'] as const,
};

const base = (empresaId: number) => `/canal-denuncia/canal-denuncia/${empresaId}`;

/** Query-string filters of the inbox besides the tab (also the ids of the list's filters). */
export const FILTROS_BANDEJA = ['tipo', 'gravedad', 'alerta'] as const;

/** GET /canal-denuncia/canal-denuncia/{empresa}?estado={bandeja}: one page of the inbox. */
export async function listDenuncias(
  empresaId: number,
  bandeja: Bandeja,
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<DenunciaItem>> {
  const query = new URLSearchParams({ estado: bandeja, skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS_BANDEJA) if (filters[key]) query.set(key, filters[key]);
  const r = await apiGet<DenunciasResponse>(`${base(empresaId)}?${query}`, { signal });
  return { data: r.denuncias, total: r.total };
}

/** Counts of the inbox tabs. */
export function useResumenDenuncias(empresaId: number) {
  return useQuery({
    queryKey: denunciasKeys.resumen(),
    queryFn: ({ signal }) => apiGet<ResumenDenuncias>(`${base(empresaId)}/resumen`, { signal }),
  });
}

export function useDenuncia(empresaId: number, id: number) {
  return useQuery({
    queryKey: denunciasKeys.detalle(id),
    queryFn: ({ signal }) => apiGet<DenunciaDetalle>(`${base(empresaId)}/${id}`, { signal }),
    enabled: id > 0,
    // Opening a case writes an audit row: no refetch just because the window regained focus.
    refetchOnWindowFocus: false,
  });
}

/** PUT …/{id}/exclusiones: who must not see the case, and why (409 if nobody of the company would remain). */
export const fijarExclusiones = (empresaId: number, id: number, body: ExclusionesInput) =>
  apiPut<DenunciaDetalle>(`${base(empresaId)}/${id}/exclusiones`, body);

export function useEventos(empresaId: number, id: number) {
  return useQuery({
    queryKey: denunciasKeys.eventos(id),
    queryFn: ({ signal }) => apiGet<EventoDenuncia[]>(`${base(empresaId)}/${id}/eventos`, { signal }),
  });
}

// ---- comentarios ------------------------------------------------------------------------------

export function useComentarios(id: number) {
  return useQuery({
    queryKey: denunciasKeys.comentarios(id),
    queryFn: ({ signal }) =>
      apiGet<ListPageResult<ComentarioDenuncia>>(
        `/comentarios/?commentable_type=denuncia&commentable_id=${id}&limit=${LIMITE_SUBRECURSOS}`,
        { signal },
      ),
    select: (r) => r.data,
  });
}

export const crearComentario = (denunciaId: number, texto: string, visibilidad: 'interno' | 'denunciante') =>
  apiPost<ComentarioDenuncia>('/comentarios/', {
    commentable_type: 'denuncia',
    commentable_id: denunciaId,
    texto,
    visibilidad,
  });

/** POST /evidencias-comentario/: one file attached to a staff comment (text fields before the file). */
export const subirEvidenciaComentario = (denunciaId: number, comentarioId: number, archivo: File) =>
  postMultipart<unknown>(
    '/evidencias-comentario/',
    () => {
      const body = new FormData();
      body.append('tipo_usuario', 'usuario');
      body.append('denuncia_id', String(denunciaId));
      body.append('comentario_id', String(comentarioId));
      body.append('file', archivo, archivo.name);
      return body;
    },
    'Error subiendo evidencia',
  );

// ---- pasos del caso ---------------------------------------------------------------------------

const rutaCaso = (id: number, paso: string) => `/denuncias/${id}/${paso}/`;

export const clasificar = (id: number, body: ClasificarInput, reclasificar: boolean) =>
  reclasificar
    ? apiPut<DenunciaDetalle>(rutaCaso(id, 'clasificar'), body)
    : apiPost<DenunciaDetalle>(rutaCaso(id, 'clasificar'), body);
export const desclasificar = (id: number) => apiDelete<DenunciaDetalle>(rutaCaso(id, 'clasificar'));
export const derivarDt = (id: number, body: DerivarDtInput) =>
  apiPost<DenunciaDetalle>(rutaCaso(id, 'derivar-dt'), body);
export const implementar = (id: number, observacion: string) =>
  apiPost<DenunciaDetalle>(rutaCaso(id, 'implementar'), { observacion });
/** Closes a finished case; on a case in revision the same call dismisses it (desestimar). */
export const cerrar = (id: number, body: CerrarInput) => apiPost<DenunciaDetalle>(rutaCaso(id, 'cerrar'), body);

/** The sub-resources of a case, by their SPEC §7 path. */
export type Subrecurso = 'investigaciones' | 'causa-raiz' | 'plan-acciones' | 'implementaciones' | 'medidas-resguardo';

interface Subrecursos {
  investigaciones: Investigacion;
  'causa-raiz': CausaRaiz;
  'plan-acciones': PlanAccion;
  implementaciones: Implementacion;
  'medidas-resguardo': MedidaResguardo;
}

export function useSubrecurso<R extends Subrecurso>(denunciaId: number, recurso: R) {
  return useQuery({
    queryKey: denunciasKeys.subrecurso(denunciaId, recurso),
    queryFn: ({ signal }) =>
      apiGet<ListPageResult<Subrecursos[R]>>(
        `/${recurso}/?denuncia_id=${denunciaId}&offset=0&limit=${LIMITE_SUBRECURSOS}`,
        { signal },
      ),
    select: (r) => r.data,
  });
}

export const crearInvestigacion = (body: InvestigacionInput) => apiPost<Investigacion>('/investigaciones/', body);
export const editarInvestigacion = (id: number, body: Omit<InvestigacionInput, 'denuncia_id'>) =>
  apiPut<Investigacion>(`/investigaciones/${id}`, body);
export const crearCausaRaiz = (body: CausaRaizInput) => apiPost<CausaRaiz>('/causa-raiz/', body);
export const crearPlanAccion = (body: PlanAccionInput) => apiPost<PlanAccion>('/plan-acciones/', body);
export const editarPlanAccion = (id: number, body: Omit<PlanAccionInput, 'denuncia_id'>) =>
  apiPut<PlanAccion>(`/plan-acciones/${id}`, body);
export const crearImplementacion = (body: ImplementacionInput) => apiPost<Implementacion>('/implementaciones/', body);
export const crearMedidaResguardo = (body: MedidaResguardoInput) =>
  apiPost<MedidaResguardo>('/medidas-resguardo/', body);

/** POST /evidencias-investigacion/ or /evidencias-plan-accion/: a file with its title and description. */
export function subirEvidenciaConTitulo(
  destino: { tipo: 'investigacion'; id: number } | { tipo: 'plan_accion'; id: number },
  campos: { titulo: string; descripcion: string },
  archivo: File,
  onProgress?: (porcentaje: number) => void,
) {
  const path = destino.tipo === 'investigacion' ? '/evidencias-investigacion/' : '/evidencias-plan-accion/';
  return postMultipart<unknown>(
    path,
    () => {
      const body = new FormData();
      body.append('titulo', campos.titulo);
      body.append('descripcion', campos.descripcion);
      body.append(destino.tipo === 'investigacion' ? 'investigacion_id' : 'plan_accion_id', String(destino.id));
      body.append('file', archivo, archivo.name);
      return body;
    },
    'Error subiendo evidencia',
    onProgress,
  );
}

/**
 * What to reload after a change to case `id`: its detail (state, clocks, allowed actions), its
 * timeline, messages and sub-resources, the inbox lists and the tab counts.
 */
export function useInvalidarCaso() {
  const queryClient = useQueryClient();
  /**
   * `detalle`: the updated case when the call answered it (the case moves). It is used as is, since
   * every fetch of a detail is recorded as a consultation in the case's history.
   */
  return (id: number, detalle?: DenunciaDetalle) => {
    if (detalle) queryClient.setQueryData(denunciasKeys.detalle(id), detalle);
    const detalleKey = hashKey(denunciasKeys.detalle(id));
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: denunciasKeys.caso(id),
        predicate: detalle ? (query) => query.queryHash !== detalleKey : undefined,
      }),
      queryClient.invalidateQueries({ queryKey: denunciasKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: denunciasKeys.resumen() }),
    ]);
  };
}

// ---- configuración del canal ------------------------------------------------------------------

export function useCanalConfig() {
  return useQuery({
    queryKey: canalConfigKeys.config(),
    queryFn: ({ signal }) => apiGet<CanalConfig>('/canal-denuncia/configuracion', { signal }),
    staleTime: 60_000,
  });
}

export const guardarCanalConfig = (body: CanalConfigInput) =>
  apiPut<CanalConfig>('/canal-denuncia/configuracion', body);

export function useCategorias() {
  return useQuery({
    queryKey: canalConfigKeys.categorias(),
    queryFn: ({ signal }) => apiGet<ListPageResult<CategoriaDenuncia>>('/categoria-denuncias/', { signal }),
    select: (r) => r.data,
  });
}

export const crearCategoria = (body: CategoriaDenunciaInput) =>
  apiPost<CategoriaDenuncia>('/categoria-denuncias/', body);
export const editarCategoria = (id: number, body: CategoriaDenunciaInput) =>
  apiPut<CategoriaDenuncia>(`/categoria-denuncias/${id}`, body);
export const eliminarCategoria = (id: number) => apiDelete<unknown>(`/categoria-denuncias/${id}`);

/** The QR image of a public link (an SVG the API draws with the absolute public URL). */
export const urlQr = (destino: 'canal' | 'formulario') =>
  `/api/v1/canal-denuncia/configuracion/qr.svg?destino=${destino}`;
