import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import type {
  DueDiligenceCreate,
  DueDiligenceDashboard,
  DueDiligenceDetalle,
  DueDiligenceItem,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { Empresa } from '@atalaya/shared/contracts/globales/empresas';
import type { EstadoDueDiligence } from '@atalaya/shared/due-diligence';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiGet, apiPost } from '@/lib/api';

export type { DueDiligenceDashboard, DueDiligenceDetalle, DueDiligenceItem };

/** How often a screen showing a request still being processed asks again. */
export const INTERVALO_EN_CURSO_MS = 3000;

/** The job has not finished with it yet: its state and progress still move on their own. */
export const estaEnCurso = (estado: EstadoDueDiligence | undefined) =>
  estado === 'pendiente' || estado === 'procesando';

export const dueDiligenceKeys = {
  /** Invalidating it reloads the lists, the dashboard and every open request. */
  all: ['due-diligence'] as const,
  /** Base key of the lists; each list appends its view, ListPage the page, search and filters. */
  lists: () => [...dueDiligenceKeys.all, 'list'] as const,
  detalle: (id: number) => [...dueDiligenceKeys.all, 'detalle', id] as const,
  /** `empresaId` only when a platform admin asks about a company other than the active one. */
  dashboard: (empresaId?: number) => [...dueDiligenceKeys.all, 'dashboard', empresaId ?? null] as const,
};

/** SPEC §7 list endpoints: the company's requests, by person type, or every company's (analysts). */
export type EndpointLista = 'todas' | 'natural' | 'juridica' | 'all';

const RUTA_LISTA: Record<EndpointLista, string> = {
  todas: '/due-diligence/',
  natural: '/due-diligence/natural',
  juridica: '/due-diligence/juridica',
  all: '/due-diligence/all',
};

/** Query-string filters of the lists (SPEC §7 table search), also the ids of the list's filters. */
export const FILTROS_DUE_DILIGENCE = ['tipo_persona', 'nivel_riesgo', 'estado', 'tipo_dd', 'empresa_id'] as const;

/**
 * One page of requests: the search box is `nombre`; `fijos` are the view's own filters (e.g. the
 * lite list's tipo_dd) and win over the user's.
 */
export function listDueDiligences(
  endpoint: EndpointLista,
  fijos: Partial<Record<(typeof FILTROS_DUE_DILIGENCE)[number], string>>,
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<DueDiligenceItem>> {
  const query = new URLSearchParams({ offset: String(skip), limit: String(limit) });
  if (q) query.set('nombre', q);
  for (const key of FILTROS_DUE_DILIGENCE) {
    const value = fijos[key] ?? filters[key];
    if (value) query.set(key, value);
  }
  return apiGet(`${RUTA_LISTA[endpoint]}?${query}`, { signal });
}

/** POST /due-diligence/ with SPEC §3's payload; spends the company's credits (402 without them). */
export const createDueDiligence = (body: DueDiligenceCreate) => apiPost<DueDiligenceDetalle>('/due-diligence/', body);

export const getDueDiligence = (id: number, signal?: AbortSignal) =>
  apiGet<DueDiligenceDetalle>(`/due-diligence/${id}`, { signal });

/** A request's detail; asks again every few seconds while the job is still working on it. */
export function useDueDiligence(id: number) {
  return useQuery({
    queryKey: dueDiligenceKeys.detalle(id),
    queryFn: ({ signal }) => getDueDiligence(id, signal),
    enabled: id > 0,
    refetchInterval: (query) => (estaEnCurso(query.state.data?.estado) ? INTERVALO_EN_CURSO_MS : false),
  });
}

/**
 * POST /due-diligence/{id}/reintentar: a failed request goes back to the queue, paying its credits
 * again. The detail shows it Pendiente at once and polls again; lists and credits reload.
 */
export function useReintentarDueDiligence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<DueDiligenceDetalle>(`/due-diligence/${id}/reintentar`),
    onSuccess: async (detalle) => {
      toast.success('Solicitud enviada nuevamente a procesar.');
      queryClient.setQueryData(dueDiligenceKeys.detalle(id), detalle);
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
    },
  });
}

/**
 * GET /due-diligence/dashboard (SPEC §3) with the company's credits and plan costs. A platform
 * admin passes `empresaId` to see another company's (e.g. the one a new request is for).
 */
export function useDueDiligenceDashboard(empresaId?: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: dueDiligenceKeys.dashboard(empresaId),
    queryFn: ({ signal }) =>
      apiGet<DueDiligenceDashboard>(`/due-diligence/dashboard${empresaId ? `?empresa_id=${empresaId}` : ''}`, {
        signal,
      }),
    enabled,
  });
}

/** Companies for the analysts' bandeja filter (SPEC §9 lookups: the first 100). */
export function useEmpresasOpciones({ enabled = true } = {}) {
  return useQuery({
    queryKey: ['empresas', 'opciones', 'due-diligence'],
    queryFn: ({ signal }) => apiGet<ListPageResult<Empresa>>('/empresas/?limit=100', { signal }),
    select: (r) => r.data.map((e) => ({ value: String(e.id), label: e.nombre })),
    staleTime: 60_000,
    enabled,
  });
}

/** The PDF report (only once terminado); a plain link, the browser downloads it with the session cookie. */
export const urlReportePdf = (id: number) => `/api/v1/due-diligence/${id}/report/pdf`;
