import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClockIcon, IdCardIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import { formatRut } from '@atalaya/shared/rut';
import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';

import { consultasKeys, listCedulas, listPersonas, useRecientes, useResumen } from './api';
import { CedulaBadge } from './components/cedula-badge';
import { FuenteDatosCard } from './components/fuente-datos-card';

function Indicador({
  titulo,
  valor,
  detalle,
  icono: Icono,
  to,
}: {
  titulo: string;
  valor: number | undefined;
  detalle: string | undefined;
  icono: LucideIcon;
  to?: string;
}) {
  const contenido = (
    <>
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icono className="size-4 text-primary" aria-hidden="true" />
        {titulo}
      </span>
      <span className="block text-3xl font-semibold tabular-nums">
        {valor === undefined ? <Skeleton className="mt-1 h-8 w-12" /> : formatNumber(valor)}
      </span>
      <span className="text-xs text-muted-foreground">{detalle ?? ' '}</span>
    </>
  );
  const clases = 'grid gap-1 rounded-xl border bg-card px-4 py-3 shadow-sm';
  return to ? (
    <Link
      to={to}
      className={`${clases} transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50`}
    >
      {contenido}
    </Link>
  ) : (
    <div role="group" className={clases}>
      {contenido}
    </div>
  );
}

function Recientes<T extends { id: number }>({
  titulo,
  vacio,
  verTodas,
  items,
  fila,
}: {
  titulo: string;
  vacio: string;
  verTodas: string;
  items: T[] | undefined;
  fila: (item: T) => ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
      </CardHeader>
      <CardContent>
        {items === undefined ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">{vacio}</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                {fila(item)}
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="link" className="mt-1 px-0">
          <Link to={verTodas}>Ver todas</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Consultas Admiral → Dashboard: lookup counts, the latest lookups and the data-source switch. */
export function ConsultasDashboardPage() {
  const resumen = useResumen();
  const personas = useRecientes(consultasKeys.personas(), listPersonas);
  const cedulas = useRecientes(consultasKeys.cedulas(), listCedulas);
  const r = resumen.data;
  const refrescar = () => {
    void resumen.refetch();
    void personas.refetch();
    void cedulas.refetch();
  };
  const cargando = resumen.isFetching || personas.isFetching || cedulas.isFetching;

  return (
    <div className="flex flex-col gap-6">
      <title>Consultas Admiral · Atalaya</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Consultas Admiral</h1>
          <p className="text-muted-foreground">Consultas de personas, empresas y cédulas de identidad.</p>
        </div>
        <Button variant="outline" disabled={cargando} onClick={refrescar}>
          <RefreshCwIcon className={cargando ? 'animate-spin' : undefined} aria-hidden="true" />
          Actualizar
        </Button>
      </header>

      {resumen.isError ? (
        <ErrorCarga error={resumen.error} reintentando={cargando} onReintentar={refrescar} />
      ) : (
        <section aria-label="Resumen de consultas" className="grid gap-3 sm:grid-cols-3">
          <Indicador
            titulo="Personas en el directorio"
            valor={r?.personas.total}
            detalle={
              r && `${formatNumber(r.personas.naturales)} naturales · ${formatNumber(r.personas.juridicas)} jurídicas`
            }
            icono={UsersIcon}
            to="/consultas-admiral/directorio-personas"
          />
          <Indicador
            titulo="Cédulas consultadas"
            valor={r?.cedulas.total}
            detalle={
              r && `${formatNumber(r.cedulas.vigentes)} vigentes · ${formatNumber(r.cedulas.no_vigentes)} no vigentes`
            }
            icono={IdCardIcon}
            to="/consultas-admiral/estado-cedula"
          />
          <Indicador
            titulo="Consultas en los últimos 30 días"
            valor={r?.ultimos_30_dias}
            detalle="RUT y cédulas"
            icono={CalendarClockIcon}
          />
        </section>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <Recientes
          titulo="Últimas personas consultadas"
          vacio="Aún no se ha consultado ningún RUT."
          verTodas="/consultas-admiral/directorio-personas"
          items={personas.data?.data}
          fila={(p) => (
            <>
              <Link
                to={`/consultas-admiral/directorio-personas/${p.id}`}
                className="min-w-0 truncate font-medium underline-offset-4 hover:underline"
              >
                {p.nombre}
              </Link>
              <span className="flex gap-3 text-xs text-muted-foreground">
                <span className="font-mono">{formatRut(p.rut)}</span>
                <span>{formatDateTime(p.updated_at)}</span>
              </span>
            </>
          )}
        />
        <Recientes
          titulo="Últimas cédulas consultadas"
          vacio="Aún no se ha consultado ninguna cédula."
          verTodas="/consultas-admiral/estado-cedula"
          items={cedulas.data?.data}
          fila={(c) => (
            <>
              <span className="grid">
                <span className="font-mono">{formatRut(c.rut)}</span>
                <span className="text-xs text-muted-foreground">
                  Serie {c.serial_number} · {formatDateTime(c.created_at)}
                </span>
              </span>
              <CedulaBadge vigente={c.is_valid} />
            </>
          )}
        />
        <FuenteDatosCard />
      </div>
    </div>
  );
}
