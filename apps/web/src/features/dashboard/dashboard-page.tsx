import type { ReactNode } from 'react';
import { RefreshCwIcon } from 'lucide-react';

import { ErrorCarga } from '@/components/error-carga';
import { CompanyLogo } from '@/shell/layout/company-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useDashboard, type Dashboard } from './api';
import { Indicadores } from './components/indicadores';
import { Tendencia } from './components/tendencia';

/** Whether the answer holds any section at all (the roles and plan may allow none). */
export function tieneSecciones(d: Dashboard): boolean {
  return [d.documentos, d.riesgos, d.contratistas, d.denuncias, d.due_diligence, d.no_conformidades].some(
    (s) => s !== null,
  );
}

/** Company logo and name, and the welcome line. */
export function Bienvenida({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex items-center gap-4">
          <CompanyLogo url={user.empresa.logo?.url} className="size-12 [&_svg]:size-6" />
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Empresa</p>
            <p className="truncate text-lg font-semibold">{user.empresa.nombre}</p>
          </div>
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight">
          Bienvenido, {user.nombre} {user.apellido}
        </h1>
      </div>
      {children}
    </header>
  );
}

/** The query's three states around `children(data)`: skeleton, error with retry, content. */
export function EstadosDashboard({
  tablero,
  children,
}: {
  tablero: ReturnType<typeof useDashboard>;
  children: (d: Dashboard) => ReactNode;
}) {
  if (tablero.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <p role="status" className="sr-only">
          Cargando dashboard...
        </p>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (tablero.isError) {
    return (
      <ErrorCarga error={tablero.error} reintentando={tablero.isFetching} onReintentar={() => void tablero.refetch()} />
    );
  }
  const d = tablero.data;
  if (!tieneSecciones(d)) {
    return (
      <Card>
        <CardContent className="text-sm text-muted-foreground">
          Sus roles no incluyen módulos con indicadores en esta empresa. Use el menú para acceder a sus secciones.
        </CardContent>
      </Card>
    );
  }
  return children(d);
}

export function BotonActualizar({ tablero }: { tablero: ReturnType<typeof useDashboard> }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {tablero.data && (
        <p className="text-sm text-muted-foreground">Actualizado: {formatDateTime(tablero.data.generado_at)}</p>
      )}
      <Button variant="outline" disabled={tablero.isFetching} onClick={() => void tablero.refetch()}>
        <RefreshCwIcon className={cn(tablero.isFetching && 'animate-spin')} aria-hidden="true" />
        Actualizar
      </Button>
    </div>
  );
}

/**
 * /dashboard (issue 8 §4): the company's figures computed from its data, as cards that open the
 * list each one summarises, and the last 12 months of activity. Only what the user's roles and
 * the company's plan allow.
 */
export function DashboardPage() {
  const tablero = useDashboard();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 py-4">
      <title>Dashboard · Atalaya</title>
      <Bienvenida>
        <BotonActualizar tablero={tablero} />
      </Bienvenida>
      <EstadosDashboard tablero={tablero}>
        {(d) => (
          <>
            <Indicadores d={d} />
            <Tendencia meses={d.tendencia} />
          </>
        )}
      </EstadosDashboard>
    </div>
  );
}
