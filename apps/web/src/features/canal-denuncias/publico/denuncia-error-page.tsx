import { CircleAlert, RotateCcw } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';

import { Button } from '@/components/ui/button';

import { ERROR_CREANDO_DENUNCIA } from './api-publica';
import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import { esTokenCanal, useCanal } from './use-canal';

/** /denuncia-error/{empresa_token}: why the report was not sent (router state, never the URL). */
export function DenunciaErrorPage() {
  const { token } = useParams();
  const location = useLocation();
  const canal = useCanal(esTokenCanal(token) ? token : undefined);
  const mensaje = (location.state as { mensaje?: unknown } | null)?.mensaje;
  const formulario = `/${canal.data?.slug || 'denuncia'}/${token ?? ''}`;

  return (
    <>
      <CabeceraEmpresa empresa={canal.data?.empresa} />
      <ContenidoPublico className="flex flex-col items-center text-center">
        <title>No se pudo enviar la denuncia</title>
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <CircleAlert className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight">No se pudo enviar la denuncia</h1>
        <p role="alert" className="mt-3 max-w-md font-medium text-destructive">
          {typeof mensaje === 'string' && mensaje.trim() ? mensaje : ERROR_CREANDO_DENUNCIA}
        </p>
        <p className="mt-2 max-w-md text-muted-foreground">
          Su denuncia no quedó registrada. Puede volver a intentarlo; si el problema continúa, intente más tarde.
        </p>
        <div className="mt-8 grid gap-3 sm:flex">
          <Button asChild>
            <Link to={formulario}>
              <RotateCcw aria-hidden="true" />
              Volver a intentar
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/canal/${token ?? ''}`}>Ir al canal de denuncias</Link>
          </Button>
        </div>
      </ContenidoPublico>
    </>
  );
}
