import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A sub-resource list's loading, error (with retry) and empty states; `children` renders the rows. */
export function EstadoLista<T>({
  consulta,
  vacio,
  children,
}: {
  consulta: UseQueryResult<T[], Error>;
  vacio: string;
  children: (filas: T[]) => ReactNode;
}) {
  if (consulta.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Cargando...</span>
        <Skeleton className="h-12 w-full" aria-hidden="true" />
      </div>
    );
  if (consulta.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        No se pudieron cargar los datos: {consulta.error.message}
        <Button size="sm" variant="outline" onClick={() => void consulta.refetch()}>
          <RefreshCwIcon aria-hidden="true" />
          Reintentar
        </Button>
      </div>
    );
  if (consulta.data.length === 0) return <p className="text-sm text-muted-foreground">{vacio}</p>;
  return children(consulta.data);
}

/** A label and its value inside a `<dl>`. */
export function Campo({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{etiqueta}</dt>
      <dd>{children}</dd>
    </div>
  );
}
