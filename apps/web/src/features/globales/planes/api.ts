import type { Plan, PlanInput } from '@atalaya/shared/contracts/globales/planes';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Plan, PlanInput };

export const planesKeys = {
  all: ['planes'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...planesKeys.all, 'list'] as const,
};

/**
 * GET /planes/?skip=0&limit=99 (SPEC §9: the plans are one page). The list's own paging is
 * applied to that page here, so the screen still shows 10 rows per page.
 */
export async function listPlanes(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Plan>> {
  const query = new URLSearchParams({ skip: '0', limit: '99' });
  if (q) query.set('q', q);
  if (filters.activo) query.set('activo', filters.activo);
  const { data, total } = await apiGet<ListPageResult<Plan>>(`/planes/?${query}`, { signal });
  return { data: data.slice(skip, skip + limit), total };
}

export const createPlan = (body: PlanInput) => apiPost<Plan>('/planes/', body);
export const updatePlan = (id: number, body: PlanInput) => apiPut<Plan>(`/planes/${id}`, body);
export const deletePlan = (id: number) => apiDelete<unknown>(`/planes/${id}`);
