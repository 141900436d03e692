import type { RiesgoGlobal, RiesgoGlobalInput } from '@atalaya/shared/contracts/globales/catalogo';
import { apiDelete, apiPost, apiPut } from '@/lib/api';

import { globalFetchPage } from '../comun/list';

export type { RiesgoGlobal, RiesgoGlobalInput };

export const riesgosGlobalesKeys = {
  all: ['riesgos-globales'] as const,
  /** Base key of the list screen; ListPage appends page, search and filters. */
  lists: () => [...riesgosGlobalesKeys.all, 'list'] as const,
};

/** GET /riesgos-globales/: one page of the catalogue's risks (offences) matching the search and filters. */
export const listRiesgosGlobales = globalFetchPage<RiesgoGlobal>('/riesgos-globales/', [
  'delito_o_categoria',
  'activo',
]);

export const createRiesgoGlobal = (body: RiesgoGlobalInput) => apiPost<RiesgoGlobal>('/riesgos-globales/', body);
export const updateRiesgoGlobal = (id: number, body: RiesgoGlobalInput) =>
  apiPut<RiesgoGlobal>(`/riesgos-globales/${id}`, body);
export const deleteRiesgoGlobal = (id: number) => apiDelete<unknown>(`/riesgos-globales/${id}`);
