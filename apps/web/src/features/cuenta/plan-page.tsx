import { useState, type ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';

import type { PlanComparado } from '@atalaya/shared/contracts/cuenta';
import { ESTADO_TICKET_ETIQUETAS, type EstadoTicket } from '@atalaya/shared/contracts/soporte';
import { ErrorCarga } from '@/components/error-carga';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { usePlanCuenta, type PlanCuenta } from './api';
import { PlanModulos } from './components/plan-modulos';
import { SolicitarPlanDialog } from './components/solicitar-plan-dialog';

const creditos = (n: number) => `${formatNumber(n)} ${n === 1 ? 'crédito' : 'créditos'}`;

/** The comparison of every plan: modules and credits per column, the current one marked. */
function ComparacionPlanes({ datos, onSolicitar }: { datos: PlanCuenta; onSolicitar: (plan: PlanComparado) => void }) {
  const fila = (titulo: string, celda: (p: PlanComparado) => ReactNode) => (
    <TableRow key={titulo}>
      <TableHead scope="row" className="font-normal text-foreground">
        {titulo}
      </TableHead>
      {datos.planes.map((p) => (
        <TableCell key={p.id} className={cn('text-center', p.actual && 'bg-primary/5')}>
          {celda(p)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table className="min-w-[32rem]">
        <TableCaption className="sr-only">Comparación de planes</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-36 sm:w-56">
              <span className="sr-only">Característica</span>
            </TableHead>
            {datos.planes.map((p) => (
              <TableHead key={p.id} scope="col" className={cn('h-auto py-3 text-center', p.actual && 'bg-primary/5')}>
                <span className="flex flex-col items-center gap-1">
                  <span className="text-base font-semibold">{p.nombre}</span>
                  {p.actual && <Badge>Plan actual</Badge>}
                </span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {fila('Descripción', (p) => (
            <span className="block text-sm whitespace-normal text-muted-foreground">{p.descripcion || '—'}</span>
          ))}
          {datos.modulos.map((m) => fila(m.nombre, (p) => <Incluido si={p.modulos.includes(m.id)} />))}
          {fila('Créditos de due diligence incluidos', (p) => formatNumber(p.creditos_due_diligence))}
          {fila('Costo de una due diligence lite', (p) => creditos(p.costo_dd_lite))}
          {fila('Costo de una due diligence full', (p) => creditos(p.costo_dd_full))}
          <TableRow className="hover:bg-transparent">
            <TableHead scope="row">
              <span className="sr-only">Acción</span>
            </TableHead>
            {datos.planes.map((p) => (
              <TableCell key={p.id} className={cn('py-3 text-center', p.actual && 'bg-primary/5')}>
                {p.actual ? (
                  <span className="text-sm text-muted-foreground">Su plan actual</span>
                ) : (
                  <Button size="sm" onClick={() => onSolicitar(p)} aria-label={`Solicitar el plan ${p.nombre}`}>
                    Solicitar este plan
                  </Button>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

/** A check (or a dash) with the words for screen readers. */
function Incluido({ si }: { si: boolean }) {
  return si ? (
    <>
      <Check className="mx-auto size-4 text-success" aria-hidden="true" />
      <span className="sr-only">Incluido</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">No incluido</span>
    </>
  );
}

/** User menu → Mejorar plan: the current plan, the comparison, and a request for another one. */
export function PlanPage() {
  const plan = usePlanCuenta();
  const [elegido, setElegido] = useState<PlanComparado | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <title>Mejorar plan · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Mejorar plan</h1>
        <p className="text-muted-foreground">
          Compare los planes de Atalaya y solicite el que necesita{plan.data ? ` para ${plan.data.empresa.nombre}` : ''}
          .
        </p>
      </header>
      {plan.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando plan...
          </p>
          <Skeleton className="h-40 w-full" aria-hidden="true" />
          <Skeleton className="h-96 w-full" aria-hidden="true" />
        </div>
      ) : plan.isError ? (
        <ErrorCarga error={plan.error} reintentando={plan.isFetching} onReintentar={() => void plan.refetch()} />
      ) : (
        <>
          {plan.data.solicitudes_abiertas.length > 0 && (
            <Alert>
              <AlertTitle>Solicitud de cambio de plan en curso</AlertTitle>
              <AlertDescription>
                <ul className="grid gap-1">
                  {plan.data.solicitudes_abiertas.map((s) => (
                    <li key={s.id}>
                      <Link className="font-medium underline underline-offset-4" to={`/soporte/tickets?ticket=${s.id}`}>
                        Ticket #{s.id}: {s.asunto}
                      </Link>{' '}
                      ({ESTADO_TICKET_ETIQUETAS[s.estado as EstadoTicket] ?? s.estado})
                    </li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          )}
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">
                  {plan.data.plan ? `Plan actual: ${plan.data.plan.nombre}` : 'Su empresa no tiene un plan asignado'}
                </h2>
              </CardTitle>
              {plan.data.plan?.descripcion && <CardDescription>{plan.data.plan.descripcion}</CardDescription>}
            </CardHeader>
            <CardContent className="grid gap-4">
              <PlanModulos datos={plan.data} />
              <p className="text-sm text-muted-foreground">
                Incluye {creditos(plan.data.creditos.asignados)} de due diligence. Vea el consumo en{' '}
                <Link to="/cuenta/cobro" className="font-medium text-foreground underline underline-offset-4">
                  Cobro
                </Link>
                .
              </p>
            </CardContent>
          </Card>
          <section className="grid gap-3" aria-labelledby="comparacion-planes">
            <h2 id="comparacion-planes" className="text-lg font-semibold">
              Comparación de planes
            </h2>
            <ComparacionPlanes datos={plan.data} onSolicitar={setElegido} />
          </section>
          <SolicitarPlanDialog plan={elegido} onClose={() => setElegido(null)} />
        </>
      )}
    </div>
  );
}
