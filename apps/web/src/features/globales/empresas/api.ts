import type {
  ActividadEconomica,
  CreditosResponse,
  Empresa,
  EmpresaInput,
} from '@atalaya/shared/contracts/globales/empresas';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut, ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api';

export type { Empresa, EmpresaInput };

export const empresasKeys = {
  all: ['empresas'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...empresasKeys.all, 'list'] as const,
  creditos: (id: number) => [...empresasKeys.all, 'creditos', id] as const,
  actividades: ['actividades-economicas'] as const,
};

const FILTROS = ['plan_id', 'activa', 'region_codigo'] as const;

/** GET /empresas/: one page of the platform's companies matching the search and filters. */
export function listEmpresas(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Empresa>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  return apiGet(`/empresas/?${query}`, { signal });
}

export const createEmpresa = (body: EmpresaInput) => apiPost<Empresa>('/empresas/', body);
export const updateEmpresa = (id: number, body: EmpresaInput) => apiPut<Empresa>(`/empresas/${id}`, body);
export const deleteEmpresa = (id: number) => apiDelete<unknown>(`/empresas/${id}`);
/** A new public-channel token: the old links stop working. */
export const regenerarToken = (id: number) => apiPost<Empresa>(`/empresas/${id}/regenerar-token`);
/** PUT /empresas/batch-update: deactivating closes the sessions of the companies' users. */
export const actualizarEmpresas = (ids: number[], cambios: { activa?: boolean; plan_id?: number }) =>
  apiPut<unknown>('/empresas/batch-update', { ids, cambios });

/** GET /empresas/creditos/{id}: due-diligence credits left and the plan's allowance. */
export const getCreditos = (id: number, signal?: AbortSignal) =>
  apiGet<CreditosResponse>(`/empresas/creditos/${id}`, { signal });

/** 'código — descripción', as the SII lists them. */
export const actividadLabel = (a: Pick<ActividadEconomica, 'codigo' | 'descripcion'>) =>
  `${a.codigo} — ${a.descripcion}`;

/** GET /actividades-economicas/?q: SII codes whose code starts with, or description contains, q. */
export async function loadActividades(q: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '20' });
  if (q) query.set('q', q);
  const page = await apiGet<ListPageResult<ActividadEconomica>>(`/actividades-economicas/?${query}`, { signal });
  return page.data.map((a) => ({ value: a.codigo, label: actividadLabel(a) }));
}

/**
 * POST /empresas/{id}/logo as multipart (field `archivo`). The JSON client cannot send files, so
 * this is a plain fetch with the session cookies; failures carry the server's Spanish message.
 */
export async function subirLogo(id: number, file: File): Promise<Empresa> {
  const form = new FormData();
  form.append('archivo', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/empresas/${id}/logo`, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 500);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const errores = (body.errores ?? undefined) as Record<string, string> | undefined;
    const mensaje =
      errores?.archivo ??
      (typeof body.mensaje === 'string' ? body.mensaje : `La solicitud falló (código ${response.status})`);
    throw new ApiError(mensaje, response.status, typeof body.codigo === 'string' ? body.codigo : undefined, errores);
  }
  return body as unknown as Empresa;
}
