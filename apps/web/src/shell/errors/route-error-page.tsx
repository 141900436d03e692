import { isRouteErrorResponse, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';

import { ErrorScreen } from './error-screen';
import { ModuloNoHabilitadoPage } from './modulo-no-habilitado-page';
import { NotFoundPage } from './not-found-page';

/** Whether an error means "the plan (or the role) does not include this module". */
export function isModuloNoHabilitado(error: unknown): boolean {
  return error instanceof ApiError && error.codigo === 'MODULO_NO_HABILITADO';
}

/**
 * Screen for errors thrown while rendering or loading a route: the whole page at the root, the
 * content area inside the shell. A failed lazy import usually means a new version was deployed:
 * reloading fixes it.
 */
export function RouteErrorPage({ fullPage = true }: { fullPage?: boolean }) {
  const error = useRouteError();

  if (isModuloNoHabilitado(error)) return <ModuloNoHabilitadoPage fullPage={fullPage} />;
  if ((isRouteErrorResponse(error) || error instanceof ApiError) && error.status === 404) {
    return <NotFoundPage fullPage={fullPage} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : null;

  return (
    <ErrorScreen
      fullPage={fullPage}
      eyebrow={status ? `Error ${status}` : undefined}
      title="Ocurrió un error inesperado"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <Button variant="outline" asChild>
            <a href="/">Volver al inicio</a>
          </Button>
        </>
      }
    >
      No pudimos mostrar esta página. Recargue para intentarlo de nuevo; si el problema continúa, contacte a soporte.
    </ErrorScreen>
  );
}
