import { useQuery } from '@tanstack/react-query';

import { cargarCanal, PublicApiError } from './api-publica';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a channel token (empresas.token_canal is a uuid). */
export function esTokenCanal(valor: string | undefined): valor is string {
  return typeof valor === 'string' && UUID_RE.test(valor);
}

/** The company's public channel (name, texts, categories, limits). Not found is final: no retries. */
export function useCanal(token: string | undefined) {
  return useQuery({
    queryKey: ['canal-publico', token],
    queryFn: ({ signal }) => cargarCanal(token ?? '', signal),
    enabled: esTokenCanal(token),
    staleTime: 5 * 60 * 1000,
    retry: (intentos, error) =>
      !(error instanceof PublicApiError && error.status >= 400 && error.status < 500) && intentos < 2,
  });
}

/** The channel does not exist or is disabled: the page says so instead of an error. */
export function canalNoDisponible(token: string | undefined, error: unknown): boolean {
  return !esTokenCanal(token) || (error instanceof PublicApiError && error.status === 404);
}
