import {
  AlarmClockIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  ClockIcon,
  type LucideIcon,
  TriangleAlertIcon,
} from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

import {
  estadoPlazoEtiqueta,
  fechaVencimiento,
  plazoMasUrgente,
  resumenCumplidos,
  tiempoPlazo,
  type PlazoDenuncia,
} from '../plazo-texto';

type EstadoPlazo = PlazoDenuncia['estado'];

/** Colour and icon per state; the state is always written too, never told by colour alone. */
const ESTILO: Record<EstadoPlazo, { icono: LucideIcon; clase: string; chip: string }> = {
  vencido: {
    icono: CircleAlertIcon,
    clase: 'text-destructive',
    chip: 'border-destructive/40 bg-destructive/10 text-destructive',
  },
  por_vencer: {
    icono: TriangleAlertIcon,
    clase: 'text-amber-700 dark:text-amber-400',
    chip: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
  pendiente: { icono: ClockIcon, clase: 'text-muted-foreground', chip: 'border-border bg-muted/50 text-foreground' },
  cumplido: {
    icono: CircleCheckIcon,
    clase: 'text-emerald-700 dark:text-emerald-400',
    chip: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  },
  cumplido_tarde: {
    icono: AlarmClockIcon,
    clase: 'text-amber-700 dark:text-amber-400',
    chip: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
};

/** 'Vencido', 'Por vencer', 'En plazo'… with its icon. */
export function EstadoPlazoChip({ estado, className }: { estado: EstadoPlazo; className?: string }) {
  const { icono: Icono, chip } = ESTILO[estado];
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        chip,
        className,
      )}
    >
      <Icono className="size-3.5" aria-hidden="true" />
      {estadoPlazoEtiqueta(estado)}
    </span>
  );
}

/** Inbox cell: the most urgent open plazo, flagged with an icon and its state when late or close. */
export function PlazoCelda({ plazos }: { plazos: readonly PlazoDenuncia[] }) {
  const plazo = plazoMasUrgente(plazos);
  if (!plazo) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        <CircleCheckIcon className="size-3.5" aria-hidden="true" />
        {resumenCumplidos(plazos)}
      </span>
    );
  }
  const alerta = plazo.estado === 'vencido' || plazo.estado === 'por_vencer';
  return (
    <span className="grid max-w-64 gap-0.5 whitespace-normal">
      {alerta && <EstadoPlazoChip estado={plazo.estado} />}
      <span className="text-xs text-muted-foreground">{plazo.etiqueta}</span>
      <span className={cn('text-sm font-medium', ESTILO[plazo.estado].clase)}>{tiempoPlazo(plazo)}</span>
    </span>
  );
}

/** 'Plazos legales': every clock of the case with its last day, the time left and its state. */
export function PlazosCard({ plazos }: { plazos: readonly PlazoDenuncia[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Plazos legales</h2>
        </CardTitle>
        <CardDescription>
          Calculados en días corridos o hábiles de Chile (con feriados); cada plazo termina a las 23:59 de su último
          día.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {plazos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Esta denuncia no tiene plazos.</p>
        ) : (
          <ul aria-label="Plazos legales" className="grid gap-3">
            {plazos.map((plazo) => (
              <li
                key={plazo.clave}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-md border p-3"
              >
                <div className="grid gap-0.5">
                  <p className="font-medium">{plazo.etiqueta}</p>
                  <p className="text-sm text-muted-foreground">
                    Vence el <span className="tabular-nums">{fechaVencimiento(plazo)}</span>
                    {plazo.unidad === 'dias_habiles' ? ' (días hábiles)' : ' (días corridos)'}
                  </p>
                </div>
                <div className="grid justify-items-end gap-1 text-right">
                  <EstadoPlazoChip estado={plazo.estado} />
                  <span className={cn('text-sm', ESTILO[plazo.estado].clase)}>{tiempoPlazo(plazo)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
