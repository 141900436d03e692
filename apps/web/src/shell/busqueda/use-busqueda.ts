import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { BUSQUEDA_MAX, BUSQUEDA_MIN, type BusquedaResponse } from '@atalaya/shared/contracts/busqueda';
import { useDebounced } from '@/hooks/use-debounced';
import { apiGet } from '@/lib/api';

/** Quiet time after the last key before the palette asks the server. */
export const ESPERA_BUSQUEDA_MS = 200;

export const busquedaKeys = {
  all: ['busqueda'] as const,
  q: (q: string) => [...busquedaKeys.all, q] as const,
};

/** The term the server searches (trimmed, at most BUSQUEDA_MAX characters); null when too short. */
export function terminoBusqueda(search: string): string | null {
  const q = search.trim().slice(0, BUSQUEDA_MAX).trim();
  return q.length >= BUSQUEDA_MIN ? q : null;
}

/**
 * Records matching what is typed in the palette (GET /busqueda), asked once typing pauses. Only
 * the answer for the text now in the box is shown (Enter never opens a previous term's record);
 * `buscando` is true from the key press until that answer arrives.
 */
export function useBusqueda(search: string, enabled: boolean) {
  const actual = terminoBusqueda(search);
  const q = useDebounced(actual, ESPERA_BUSQUEDA_MS);
  const query = useQuery({
    queryKey: busquedaKeys.q(q ?? ''),
    queryFn: ({ signal }) => apiGet<BusquedaResponse>(`/busqueda?q=${encodeURIComponent(q!)}`, { signal }),
    enabled: enabled && q !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const vigente = actual !== null && query.data?.q === actual;
  return {
    /** Groups for the current text only (never a previous term's answer). */
    grupos: vigente && !query.isError ? query.data!.grupos : [],
    buscando: enabled && actual !== null && !query.isError && !vigente,
    error: enabled && actual !== null && query.isError,
  };
}
