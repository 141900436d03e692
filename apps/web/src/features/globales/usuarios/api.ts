import { useQuery } from '@tanstack/react-query';

import type { RolesResponse } from '@atalaya/shared/contracts/globales/roles';
import type {
  UsuarioGlobal,
  UsuarioGlobalCreate,
  UsuarioGlobalUpdate,
} from '@atalaya/shared/contracts/globales/usuarios-globales';
import { ROLES, type RoleName } from '@atalaya/shared/roles';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiGet, apiPost, apiPut } from '@/lib/api';

export type { UsuarioGlobal, UsuarioGlobalCreate, UsuarioGlobalUpdate };

export const usuariosGlobalesKeys = {
  all: ['usuarios-globales'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...usuariosGlobalesKeys.all, 'list'] as const,
  rolesDeEmpresa: (empresaId: number) => ['roles', 'empresa', empresaId] as const,
};

const FILTROS = ['empresa_id', 'rol', 'activo'] as const;

/** GET /usuarios-globales/: one page of the users of every company matching the search and filters. */
export function listUsuariosGlobales(
  { skip, limit, q, filters, sort }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<UsuarioGlobal>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  // Without a chosen column the server orders by name, A-Z.
  if (sort) {
    query.set('sort', sort.id);
    query.set('dir', sort.desc ? 'desc' : 'asc');
  }
  return apiGet(`/usuarios-globales/?${query}`, { signal });
}

/** An invitation (issue 24 F7): the user is mailed a link to set their password. */
export const createUsuarioGlobal = (body: UsuarioGlobalCreate) => apiPost<UsuarioGlobal>('/usuarios-globales/', body);
/** A new invitation link; the previous one stops working. */
export const reenviarInvitacionGlobal = (id: number) =>
  apiPost<UsuarioGlobal>(`/usuarios-globales/${id}/reenviar-invitacion`);
export const updateUsuarioGlobal = (id: number, body: UsuarioGlobalUpdate) =>
  apiPut<UsuarioGlobal>(`/usuarios-globales/${id}`, body);
/** Also closes every session of the user. */
export const desactivarUsuarioGlobal = (id: number) => apiPost<UsuarioGlobal>(`/usuarios-globales/${id}/desactivar`);
export const activarUsuarioGlobal = (id: number) => apiPost<UsuarioGlobal>(`/usuarios-globales/${id}/activar`);
/** A new generated password, answered once; the user's sessions are closed. */
export const restablecerClaveGlobal = (id: number) =>
  apiPost<{ password_generada: string }>(`/usuarios-globales/${id}/restablecer-clave`);

const esRolSistema = (nombre: string): nombre is RoleName => (ROLES as readonly string[]).includes(nombre);

/**
 * GET /roles/?empresa_id: the SPEC §6 roles a user of that company may hold (admin_atalaya only
 * in the platform company). Custom roles are not assignable to users yet.
 */
export function useRolesDeEmpresa(empresaId: number | null) {
  return useQuery({
    queryKey: usuariosGlobalesKeys.rolesDeEmpresa(empresaId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<RolesResponse>(`/roles/?empresa_id=${empresaId}&sistema=true&skip=0&limit=100`, { signal }),
    select: (r) => ROLES.filter((rol) => r.roles.some((x) => x.nombre === rol && esRolSistema(x.nombre))),
    enabled: empresaId !== null,
    staleTime: 60_000,
  });
}
