import { CircleAlert, LoaderCircle, SearchX } from 'lucide-react';

import type { CanalPublico } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { Button } from '@/components/ui/button';

import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import { canalNoDisponible, useCanal } from './use-canal';

/**
 * Loads the channel of `token` and renders `children` with it; meanwhile a busy line, for an
 * unknown or disabled channel a page that says so, and for other failures the SPEC's
 * 'Error {status} cargando canal público' with a retry.
 */
export function ConCanal({
  token,
  children,
}: {
  token: string | undefined;
  children: (canal: CanalPublico) => React.ReactNode;
}) {
  const canal = useCanal(token);

  if (canalNoDisponible(token, canal.error)) return <CanalNoDisponible />;
  if (canal.data) return children(canal.data);
  if (canal.isError) {
    return (
      <>
        <CabeceraEmpresa empresa={undefined} />
        <ContenidoPublico>
          <title>Canal de denuncias</title>
          <div role="alert" className="rounded-lg border border-destructive/30 bg-background p-6 text-center">
            <CircleAlert className="mx-auto size-8 text-destructive" aria-hidden="true" />
            <h1 className="mt-3 text-lg font-semibold">{canal.error.message}</h1>
            <p className="mt-2 text-sm text-muted-foreground">Intente nuevamente en unos momentos.</p>
            <Button className="mt-5" onClick={() => void canal.refetch()}>
              Reintentar
            </Button>
          </div>
        </ContenidoPublico>
      </>
    );
  }
  return (
    // A screen's height, like the page it stands for: the footer stays below the fold (no layout shift).
    <div role="status" className="flex min-h-svh items-center justify-center gap-3 text-sm text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span>Cargando...</span>
    </div>
  );
}

export function CanalNoDisponible() {
  return (
    <ContenidoPublico className="flex flex-col items-center justify-center text-center">
      <title>Canal no disponible</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">Este canal de denuncias no está disponible</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Puede que el enlace no sea correcto o que la empresa haya desactivado su canal. Revise la dirección que recibió
        o consulte a la empresa por otro medio. También puede acudir a la Dirección del Trabajo o al Ministerio Público.
      </p>
    </ContenidoPublico>
  );
}
