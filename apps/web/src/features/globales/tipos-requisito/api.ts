import type { TipoRequisito, TipoRequisitoInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPost, apiPut } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { TipoRequisito, TipoRequisitoInput };

export const tiposRequisitoKeys = {
  all: ['tipo_requisito'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...tiposRequisitoKeys.all, 'list'] as const,
};

/** GET /tipo_requisito/: one page of the requirement types matching the search. */
export const listTiposRequisito = globalFetchPage<TipoRequisito>('/tipo_requisito/');

export const createTipoRequisito = (body: TipoRequisitoInput) => apiPost<TipoRequisito>('/tipo_requisito/', body);
export const updateTipoRequisito = (id: number, body: TipoRequisitoInput) =>
  apiPut<TipoRequisito>(`/tipo_requisito/${id}`, body);
export const deleteTipoRequisito = (id: number) => apiDelete<unknown>(`/tipo_requisito/${id}`);
