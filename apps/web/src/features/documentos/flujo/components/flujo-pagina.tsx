import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';

import { useFlujo } from '../api';
import { FaseBadge } from './fase-badge';
import { CodigoDocumento } from '@/components/codigo-documento';

/** The flow id of the route (`/flujo-documental/{pantalla}/{id}`); NaN when it is not a number. */
export function useFlujoId(): number {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') ? Number(id) : Number.NaN;
}

/** The error panel of a flow screen: a missing flow (404) has its own title and nothing to retry. */
export function ErrorPanel({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return <ErrorCarga error={error} titulo="Flujo de documento no encontrado" />;
  }
  return <ErrorCarga error={error} onReintentar={onRetry} />;
}

/**
 * The frame of every flow screen: back link, title with the document's code and phase, and the
 * loading / error states of the flow; `children` renders once the flow is loaded.
 */
export function FlujoPagina({
  titulo,
  children,
  acciones,
}: {
  titulo: string;
  children: (flujo: Flujo) => ReactNode;
  acciones?: (flujo: Flujo) => ReactNode;
}) {
  const id = useFlujoId();
  const query = useFlujo(id);
  const flujo = query.data;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${titulo} · Atalaya`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/flujo-documental/mis-flujos">
            <ArrowLeftIcon aria-hidden="true" />
            Mis flujos
          </Link>
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{titulo}</h1>
          {flujo ? (
            <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <CodigoDocumento codigo={flujo.documento.codigo} />
              <span>·</span>
              <span>{flujo.documento.nombre_documento}</span>
              <span>·</span>
              <span>Versión {flujo.version_num}</span>
              <FaseBadge fase={flujo.fase} />
            </p>
          ) : (
            !query.isError && <Skeleton className="h-5 w-72" />
          )}
        </div>
        {flujo && acciones?.(flujo)}
      </header>
      {Number.isNaN(id) ? (
        <ErrorPanel error={new ApiError('El identificador del flujo no es válido.', 404)} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : !flujo ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Cargando...">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        children(flujo)
      )}
    </div>
  );
}
