import { isRouteErrorResponse, useRouteError } from 'react-router';

import { AtalayaMark } from '@/components/brand/atalaya-logo';
import { Button } from '@/components/ui/button';

/**
 * Last-resort screen for errors thrown while rendering or loading a route.
 * A failed lazy import usually means a new version was deployed: reloading fixes it.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center px-6 text-center">
      <title>Error · Atalaya</title>
      <AtalayaMark className="size-12" />
      <div className="mt-6 space-y-2">
        {status && <p className="text-sm font-semibold text-primary">Error {status}</p>}
        <h1 className="text-3xl font-semibold tracking-tight">Ocurrió un error inesperado</h1>
      </div>
      <p className="mt-3 max-w-md text-muted-foreground">
        No pudimos mostrar esta página. Recargue para intentarlo de nuevo; si el problema continúa, contacte a soporte.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Recargar</Button>
        <Button variant="outline" asChild>
          <a href="/">Volver al inicio</a>
        </Button>
      </div>
    </main>
  );
}
