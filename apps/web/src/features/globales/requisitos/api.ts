import type { RequisitoGlobal, RequisitoGlobalInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPost, apiPut } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { RequisitoGlobal, RequisitoGlobalInput };

export const requisitosGlobalesKeys = {
  all: ['requisitos-globales'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...requisitosGlobalesKeys.all, 'list'] as const,
};

/** GET /requisitos-globales/: one page of the catalogue matching the search and filters. */
export const listRequisitosGlobales = globalFetchPage<RequisitoGlobal>('/requisitos-globales/', [
  'tipo_id',
  'categoria_id',
  'criticidad',
  'activo',
]);

export const createRequisitoGlobal = (body: RequisitoGlobalInput) =>
  apiPost<RequisitoGlobal>('/requisitos-globales/', body);
export const updateRequisitoGlobal = (id: number, body: RequisitoGlobalInput) =>
  apiPut<RequisitoGlobal>(`/requisitos-globales/${id}`, body);
export const deleteRequisitoGlobal = (id: number) => apiDelete<unknown>(`/requisitos-globales/${id}`);
