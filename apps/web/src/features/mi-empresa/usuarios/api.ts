import type { Usuario, UsuarioCreate, UsuarioUpdate } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

export type { Usuario, UsuarioCreate, UsuarioUpdate };

export const usuariosKeys = {
  all: ['usuarios'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...usuariosKeys.all, 'list'] as const,
};

const FILTROS = ['activo', 'rol'] as const;

/** GET /usuarios/: one page of the company's users matching the search and filters. */
export function listUsuarios(
  { skip, limit, q, filters, sort }: ListPageParams,
  signal?: AbortSignal,
): Promise<ListPageResult<Usuario>> {
  const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
  if (q) query.set('q', q);
  for (const key of FILTROS) if (filters[key]) query.set(key, filters[key]);
  // Without a chosen column the server orders by name, A-Z.
  if (sort) {
    query.set('sort', sort.id);
    query.set('dir', sort.desc ? 'desc' : 'asc');
  }
  return apiGet(`/usuarios/?${query}`, { signal });
}

/** An invitation (issue 24 F7): the user is mailed a link to set their password. */
export const createUsuario = (body: UsuarioCreate) => apiPost<Usuario>('/usuarios/', body);
/** A new invitation link; the previous one stops working. */
export const reenviarInvitacion = (id: number) => apiPost<Usuario>(`/usuarios/${id}/reenviar-invitacion`);
export const updateUsuario = (id: number, body: UsuarioUpdate) => apiPut<Usuario>(`/usuarios/${id}`, body);
/** Also closes every session of the user. */
export const desactivarUsuario = (id: number) => apiPost<Usuario>(`/usuarios/${id}/desactivar`);
export const activarUsuario = (id: number) => apiPost<Usuario>(`/usuarios/${id}/activar`);
/** A new generated password, answered once; the user's sessions are closed. */
export const restablecerClave = (id: number) =>
  apiPost<{ password_generada: string }>(`/usuarios/${id}/restablecer-clave`);
/** Anonymised and deactivated, not erased: the records the user touched keep pointing at them. */
export const eliminarUsuario = (id: number) => apiDelete<{ ok: true }>(`/usuarios/${id}`);
