import type { MitigacionGlobal, MitigacionGlobalInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPost, apiPut } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { MitigacionGlobal, MitigacionGlobalInput };

export const mitigacionesGlobalesKeys = {
  all: ['mitigaciones-globales'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...mitigacionesGlobalesKeys.all, 'list'] as const,
};

/** GET /mitigaciones-globales/: one page of the catalogue's typical mitigations. */
export const listMitigacionesGlobales = globalFetchPage<MitigacionGlobal>('/mitigaciones-globales/', [
  'tipo',
  'modo',
  'frecuencia',
  'activo',
]);

export const createMitigacionGlobal = (body: MitigacionGlobalInput) =>
  apiPost<MitigacionGlobal>('/mitigaciones-globales/', body);
export const updateMitigacionGlobal = (id: number, body: MitigacionGlobalInput) =>
  apiPut<MitigacionGlobal>(`/mitigaciones-globales/${id}`, body);
export const deleteMitigacionGlobal = (id: number) => apiDelete<unknown>(`/mitigaciones-globales/${id}`);
