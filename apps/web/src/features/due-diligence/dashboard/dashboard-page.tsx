import type { LucideIcon } from 'lucide-react';
import {
  CheckCircle2Icon,
  WalletIcon,
  HourglassIcon,
  LandmarkIcon,
  LoaderCircleIcon,
  PlusIcon,
  RefreshCwIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useDueDiligenceDashboard, type DueDiligenceDashboard } from '../api';
import { GraficoRiesgo, GraficoTipoPersona } from './graficos';
import { Recientes } from './recientes';

function Indicador({
  titulo,
  valor,
  detalle,
  icono: Icono,
}: {
  titulo: string;
  valor: number;
  detalle?: string;
  icono: LucideIcon;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{titulo}</CardTitle>
        <Icono className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tabular-nums">{formatNumber(valor)}</p>
        {detalle && <p className="mt-1 text-xs text-muted-foreground">{detalle}</p>}
      </CardContent>
    </Card>
  );
}

function Contenido({ d }: { d: DueDiligenceDashboard }) {
  return (
    <>
      <section aria-label="Resumen" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <Indicador titulo="En proceso" valor={d.overview.in_progress} icono={LoaderCircleIcon} />
        <Indicador titulo="Completados" valor={d.overview.completed} icono={CheckCircle2Icon} />
        <Indicador titulo="Pendientes" valor={d.overview.pending} icono={HourglassIcon} />
        <Indicador titulo="PEP" valor={d.overview.pep} detalle="Sujetos expuestos políticamente" icono={LandmarkIcon} />
        <Indicador
          titulo="Créditos disponibles"
          valor={d.creditos.disponibles}
          detalle={`Costo por reporte: Lite ${formatNumber(d.creditos.costo_lite)} · Full ${formatNumber(d.creditos.costo_full)}`}
          icono={WalletIcon}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <GraficoRiesgo riesgo={d.risk_overview} />
        <GraficoTipoPersona datos={d.data.due_diligence} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Recientes titulo="Personas naturales" grupo={d.data.due_diligence.natural} />
        <Recientes titulo="Personas jurídicas" grupo={d.data.due_diligence.juridico} />
      </div>
    </>
  );
}

/** `/due-diligence/dashboard` (SPEC §3 dashboard response): counts, risk, recent requests, credits. */
export function DueDiligenceDashboardPage() {
  const tablero = useDueDiligenceDashboard();
  const d = tablero.data;

  return (
    <div className="flex flex-col gap-6">
      <title>Dashboard de due diligence · Atalaya</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Dashboard de due diligence</h1>
          <p className="text-muted-foreground">
            {d ? `Actualizado: ${formatDateTime(d.update_at * 1000)}` : 'Resumen de las solicitudes de la empresa.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={tablero.isFetching} onClick={() => void tablero.refetch()}>
            <RefreshCwIcon className={cn(tablero.isFetching && 'animate-spin')} aria-hidden="true" />
            Actualizar
          </Button>
          <Button asChild>
            <Link to="/due-diligence/nuevo">
              <PlusIcon aria-hidden="true" />
              Nueva due diligence
            </Link>
          </Button>
        </div>
      </header>

      {tablero.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando dashboard...
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-80 w-full" aria-hidden="true" />
        </div>
      ) : tablero.isError ? (
        <ErrorCarga
          error={tablero.error}
          reintentando={tablero.isFetching}
          onReintentar={() => void tablero.refetch()}
        />
      ) : (
        <Contenido d={tablero.data} />
      )}
    </div>
  );
}
