import type { Rol, RolesResponse, RolInput } from '@atalaya/shared/contracts/globales/roles';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Rol, RolInput };

export const rolesKeys = {
  all: ['roles'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...rolesKeys.all, 'list'] as const,
};

/** GET /roles/ answers `{ total, roles }` (SPEC): adapted here to the list's `{ data, total }`. */
export async function listRoles(
  { skip, limit, q, filters }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Rol>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  if (filters.sistema) query.set('sistema', filters.sistema);
  const { total, roles } = await apiGet<RolesResponse>(`/roles/?${query}`, { signal });
  return { data: roles, total };
}

export const createRol = (body: RolInput) => apiPost<Rol>('/roles/', body);
export const updateRol = (id: number, body: RolInput) => apiPut<Rol>(`/roles/${id}`, body);
export const deleteRol = (id: number) => apiDelete<unknown>(`/roles/${id}`);
