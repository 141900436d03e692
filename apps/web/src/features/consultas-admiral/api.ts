import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CedulaInput,
  EstadoCedula,
  EstadoCedulaItem,
  FuenteDatos,
  FuenteDatosEstado,
  PersonaDirectorio,
  PersonaDirectorioItem,
  ResumenConsultas,
} from '@atalaya/shared/contracts/consultas-admiral';
import type { ListPageParams, ListPageResult } from '@/components/list-page/types';
import { apiGet, apiPost, apiPut } from '@/lib/api';

export type { EstadoCedulaItem, PersonaDirectorio, PersonaDirectorioItem };

const PERSONAS = '/due-diligence-proxy/person-directory/';
const CEDULAS = '/due-diligence-proxy/identification-doc/';

export const consultasKeys = {
  all: ['consultas-admiral'] as const,
  /** Base keys of the list screens; ListPage appends page and search. */
  personas: () => [...consultasKeys.all, 'personas'] as const,
  persona: (id: number) => [...consultasKeys.all, 'persona', id] as const,
  cedulas: () => [...consultasKeys.all, 'cedulas'] as const,
  resumen: () => [...consultasKeys.all, 'resumen'] as const,
  fuente: () => [...consultasKeys.all, 'fuente-datos'] as const,
};

/** The list screen's page as the admin-query calls take it (SPEC §7: offset, limit, search). */
function consultaPagina({ skip, limit, q }: Pick<ListPageParams, 'skip' | 'limit' | 'q'>) {
  const query = new URLSearchParams({ offset: String(skip), limit: String(limit) });
  if (q) query.set('search', q);
  return query;
}

export function listPersonas(params: ListPageParams, signal?: AbortSignal) {
  return apiGet<ListPageResult<PersonaDirectorioItem>>(`${PERSONAS}?${consultaPagina(params)}`, { signal });
}

export function listCedulas(params: ListPageParams, signal?: AbortSignal) {
  return apiGet<ListPageResult<EstadoCedulaItem>>(`${CEDULAS}?${consultaPagina(params)}`, { signal });
}

export const consultarPersona = (rut: string) => apiPost<PersonaDirectorio>(PERSONAS, { rut });
export const consultarCedula = (body: CedulaInput) => apiPost<EstadoCedula>(CEDULAS, body);

export function usePersona(id: number) {
  return useQuery({
    queryKey: consultasKeys.persona(id),
    queryFn: ({ signal }) => apiGet<PersonaDirectorio>(`${PERSONAS}${id}`, { signal }),
    enabled: id > 0,
  });
}

export function useResumen() {
  return useQuery({
    queryKey: consultasKeys.resumen(),
    queryFn: ({ signal }) => apiGet<ResumenConsultas>('/consultas/resumen', { signal }),
  });
}

/** The five most recent rows of a list, for the dashboard. */
export function useRecientes<T>(key: readonly unknown[], fetchPage: (p: ListPageParams) => Promise<ListPageResult<T>>) {
  return useQuery({
    queryKey: [...key, 'recientes'],
    queryFn: () => fetchPage({ skip: 0, limit: 5, q: '', filters: {} }),
  });
}

export function useFuenteDatos() {
  return useQuery({
    queryKey: consultasKeys.fuente(),
    queryFn: ({ signal }) => apiGet<FuenteDatosEstado>('/consultas/fuente-datos', { signal }),
  });
}

export function useCambiarFuenteDatos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fuente: FuenteDatos) => apiPut<FuenteDatosEstado>('/consultas/fuente-datos', { fuente }),
    onSuccess: (estado) => queryClient.setQueryData(consultasKeys.fuente(), estado),
  });
}

/** After a lookup: the lists and the dashboard counts change. */
export function useInvalidarConsultas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consultasKeys.all });
}
