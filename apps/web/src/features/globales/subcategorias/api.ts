import type { SubcategoriaRequisito, SubcategoriaRequisitoInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPatch, apiPost } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { SubcategoriaRequisito, SubcategoriaRequisitoInput };

export const subcategoriasKeys = {
  all: ['subcategorias-requisitos'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...subcategoriasKeys.all, 'list'] as const,
};

/** GET /subcategorias-requisitos/: one page, optionally of one categoría. */
export const listSubcategorias = globalFetchPage<SubcategoriaRequisito>('/subcategorias-requisitos/', ['categoria_id']);

export const createSubcategoria = (body: SubcategoriaRequisitoInput) =>
  apiPost<SubcategoriaRequisito>('/subcategorias-requisitos/', body);
/** SPEC: subcategorías are updated with PATCH. */
export const updateSubcategoria = (id: number, body: Partial<SubcategoriaRequisitoInput>) =>
  apiPatch<SubcategoriaRequisito>(`/subcategorias-requisitos/${id}`, body);
export const deleteSubcategoria = (id: number) => apiDelete<unknown>(`/subcategorias-requisitos/${id}`);
