import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';

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
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <p role="status" className="sr-only">
          Cargando due diligence...
        </p>
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-8 w-96 max-w-full" />
          <Skeleton className="h-5 w-48" />
        </div>
        <Skeleton className="h-56 w-full" aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle className="line-clamp-none">Error al cargar los datos. Intente nuevamente más tarde.</AlertTitle>
        <AlertDescription>
          <p>{query.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RefreshCwIcon className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
