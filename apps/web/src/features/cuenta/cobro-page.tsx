import { Link } from 'react-router';
import { Info } from 'lucide-react';

import { MOTIVO_CREDITO_ETIQUETAS } from '@atalaya/shared/contracts/cuenta';
import { ErrorCarga } from '@/components/error-carga';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { usePlanCuenta, type PlanCuenta } from './api';
import { PlanModulos } from './components/plan-modulos';

const creditos = (n: number) => `${formatNumber(n)} ${n === 1 ? 'crédito' : 'créditos'}`;
const conSigno = (n: number) => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/** Balance, consumption since the last top-up (bar) and what each report costs. */
function Creditos({ datos }: { datos: PlanCuenta }) {
  const c = datos.creditos;
  const periodo = c.usados + c.disponibles;
  const porcentaje = periodo > 0 ? Math.min(100, Math.round((c.usados / periodo) * 100)) : 0;
  const desde = c.ultima_recarga ? `desde la recarga del ${formatDate(c.ultima_recarga)}` : 'desde el inicio';
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Créditos de due diligence</h2>
        </CardTitle>
        <CardDescription>Cada due diligence descuenta créditos del saldo de la empresa.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Disponibles</dt>
            <dd className="text-3xl font-semibold tabular-nums">{formatNumber(c.disponibles)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Usados</dt>
            <dd className="grid">
              <span className="text-3xl font-semibold tabular-nums">{formatNumber(c.usados)}</span>
              <span className="text-xs text-muted-foreground">{desde}</span>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm text-muted-foreground">Incluidos en el plan</dt>
            <dd className="text-3xl font-semibold tabular-nums">{formatNumber(c.asignados)}</dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span id="cobro-consumo">Consumo {desde}</span>
            <span className="text-muted-foreground tabular-nums">
              {formatNumber(c.usados)} de {formatNumber(periodo)} ({porcentaje} %)
            </span>
          </div>
          <Progress value={porcentaje} aria-labelledby="cobro-consumo" aria-valuetext={`${porcentaje} % usado`} />
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Due diligence lite:</dt>
            <dd className="font-medium">{creditos(c.costo_dd_lite)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Due diligence full:</dt>
            <dd className="font-medium">{creditos(c.costo_dd_full)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Usados en total:</dt>
            <dd className="font-medium">{creditos(c.usados_total)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function Movimientos({ datos }: { datos: PlanCuenta }) {
  return (
    <section className="grid gap-3" aria-labelledby="cobro-movimientos">
      <h2 id="cobro-movimientos" className="text-lg font-semibold">
        Últimos movimientos de créditos
      </h2>
      {datos.movimientos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hay movimientos de créditos registrados.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableCaption className="sr-only">Últimos movimientos de créditos</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead>Movimiento</TableHead>
                <TableHead>Usuario</TableHead>
                <TableHead className="text-right">Créditos</TableHead>
                <TableHead className="text-right">Saldo</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {datos.movimientos.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(m.fecha)}</TableCell>
                  <TableCell>
                    {MOTIVO_CREDITO_ETIQUETAS[m.motivo] ?? m.motivo}
                    {m.due_diligence_id !== null && (
                      <span className="text-muted-foreground"> · DD #{m.due_diligence_id}</span>
                    )}
                  </TableCell>
                  <TableCell>{m.usuario ?? <span className="text-muted-foreground">Sistema</span>}</TableCell>
                  <TableCell
                    className={cn('text-right tabular-nums', m.cantidad > 0 ? 'text-success' : 'text-foreground')}
                  >
                    {conSigno(m.cantidad)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(m.saldo)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

/** User menu → Cobro: plan, credits and their ledger; billing itself is arranged with Atalaya. */
export function CobroPage() {
  const plan = usePlanCuenta();
  return (
    <div className="flex flex-col gap-6">
      <title>Cobro · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Cobro</h1>
        <p className="text-muted-foreground">
          Plan contratado y créditos de due diligence{plan.data ? ` de ${plan.data.empresa.nombre}` : ''}.
        </p>
      </header>
      {plan.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando cobro...
          </p>
          <Skeleton className="h-40 w-full" aria-hidden="true" />
          <Skeleton className="h-64 w-full" aria-hidden="true" />
        </div>
      ) : plan.isError ? (
        <ErrorCarga error={plan.error} reintentando={plan.isFetching} onReintentar={() => void plan.refetch()} />
      ) : (
        <>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Card className="gap-4">
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg">Plan {plan.data.plan?.nombre ?? 'sin asignar'}</h2>
                </CardTitle>
                {plan.data.plan?.descripcion && <CardDescription>{plan.data.plan.descripcion}</CardDescription>}
              </CardHeader>
              <CardContent className="grid gap-4">
                <PlanModulos datos={plan.data} />
                <Button asChild variant="outline" className="justify-self-start">
                  <Link to="/cuenta/plan">Mejorar plan</Link>
                </Button>
              </CardContent>
            </Card>
            <Creditos datos={plan.data} />
          </div>
          <Alert>
            <Info aria-hidden="true" />
            <AlertTitle>Facturación</AlertTitle>
            <AlertDescription>
              <p>
                La facturación del plan y las recargas de créditos se acuerdan directamente con el equipo de Atalaya;
                esta página no realiza cobros. Para consultas de facturación o para solicitar más créditos,{' '}
                <Link to="/soporte/tickets" className="font-medium text-foreground underline underline-offset-4">
                  abra un ticket de soporte
                </Link>
                .
              </p>
            </AlertDescription>
          </Alert>
          <Movimientos datos={plan.data} />
        </>
      )}
    </div>
  );
}
