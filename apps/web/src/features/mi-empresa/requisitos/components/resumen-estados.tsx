import { useSearchParams } from 'react-router';

import {
  ESTADO_CUMPLIMIENTO_ETIQUETAS,
  ESTADOS_CUMPLIMIENTO,
  type EstadoCumplimiento,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { cn } from '@/lib/utils';

import { useResumenEstados } from '../api';

/** The list filter (URL search param) the summary sets. */
export const FILTRO_ESTADO = 'estado_cumplimiento';

const ORDEN: EstadoCumplimiento[] = ['cumple', 'parcial', 'no_cumple', 'no_aplica', 'sin_evaluar'];
const ACENTO: Record<EstadoCumplimiento, string> = {
  cumple: 'bg-success',
  parcial: 'bg-warning',
  no_cumple: 'bg-destructive',
  no_aplica: 'bg-muted-foreground/40',
  sin_evaluar: 'border border-foreground/40',
};

/**
 * How many of the company's requirements are in each compliance state, and the share that
 * complies among those that apply. A state filters the list (again: shows all).
 */
export function ResumenEstados({ className }: { className?: string }) {
  const { totales, isPending, isError } = useResumenEstados();
  const [searchParams, setSearchParams] = useSearchParams();
  const activo = searchParams.get(FILTRO_ESTADO);
  if (isError) return null;

  const total = ESTADOS_CUMPLIMIENTO.reduce((sum, e) => sum + (totales[e] ?? 0), 0);
  const aplicables = total - (totales.no_aplica ?? 0);
  const porcentaje = aplicables > 0 ? Math.round(((totales.cumple ?? 0) / aplicables) * 100) : null;

  const filtrar = (estado: EstadoCumplimiento) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('page');
      if (activo === estado) params.delete(FILTRO_ESTADO);
      else params.set(FILTRO_ESTADO, estado);
      return params;
    });

  return (
    <section aria-label="Resumen de cumplimiento" className={cn('grid gap-2 sm:grid-cols-3 lg:grid-cols-6', className)}>
      <div className="rounded-md border bg-muted/40 px-3 py-2">
        <p className="text-xs text-muted-foreground">Cumplimiento</p>
        <p className="text-xl font-semibold tabular-nums">
          {isPending ? '…' : porcentaje === null ? '—' : `${porcentaje}%`}
        </p>
      </div>
      {ORDEN.map((estado) => (
        <button
          key={estado}
          type="button"
          aria-pressed={activo === estado}
          onClick={() => filtrar(estado)}
          className={cn(
            'rounded-md border px-3 py-2 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
            activo === estado && 'border-primary bg-accent',
          )}
        >
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className={cn('size-2 rounded-full', ACENTO[estado])} aria-hidden="true" />
            {ESTADO_CUMPLIMIENTO_ETIQUETAS[estado]}
          </span>
          <span className="block text-xl font-semibold tabular-nums">{isPending ? '…' : (totales[estado] ?? 0)}</span>
        </button>
      ))}
    </section>
  );
}
