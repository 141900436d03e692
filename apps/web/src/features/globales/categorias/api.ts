import type { CategoriaRequisito, CategoriaRequisitoInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPatch, apiPost } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { CategoriaRequisito, CategoriaRequisitoInput };

export const categoriasKeys = {
  all: ['categorias-requisitos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...categoriasKeys.all, 'list'] as const,
};

/** GET /categorias-requisitos/: one page of the requirement categories matching the search. */
export const listCategorias = globalFetchPage<CategoriaRequisito>('/categorias-requisitos/');

export const createCategoria = (body: CategoriaRequisitoInput) =>
  apiPost<CategoriaRequisito>('/categorias-requisitos/', body);
/** SPEC: categorías are updated with PATCH. */
export const updateCategoria = (id: number, body: Partial<CategoriaRequisitoInput>) =>
  apiPatch<CategoriaRequisito>(`/categorias-requisitos/${id}`, body);
export const deleteCategoria = (id: number) => apiDelete<unknown>(`/categorias-requisitos/${id}`);
