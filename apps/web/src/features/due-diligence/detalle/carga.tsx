import type { UseQueryResult } from '@tanstack/react-query';

import { CargandoDetalle } from '@/components/cargando-detalle';
import { ErrorCarga } from '@/components/error-carga';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { ApiError } from '@/lib/api';

/** The id of the route as a positive integer, or 0 (then nothing is asked for). */
export const idDeRuta = (valor: string | undefined) => {
  const id = Number(valor);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * What a request screen shows while its query has no data: not found (bad id, 404), skeleton,
 * or the error with 'Reintentar'. Null once the data is there.
 */
export function EstadoCarga({ id, query }: { id: number; query: UseQueryResult<unknown> }) {
  if (id === 0 || (query.error instanceof ApiError && query.error.status === 404)) return <NotFoundPage />;
  if (query.isPending) return <CargandoDetalle mensaje="Cargando due diligence..." />;

  if (query.isError) {
    return <ErrorCarga error={query.error} reintentando={query.isFetching} onReintentar={() => void query.refetch()} />;
  }
  return null;
}
