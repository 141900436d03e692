import { useSearchParams } from 'react-router';
import { CalendarClockIcon, CalendarXIcon, FileCheck2Icon, FilesIcon, type LucideIcon } from 'lucide-react';

import type { EstadoPublicado } from '@atalaya/shared/phases';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { usePublicadosOverview, type PublicadosOverview } from '../api';

/** The list filter (URL search param) the cards set. */
export const FILTRO_ESTADO = 'estado';

const TARJETAS: Array<{
  clave: keyof Omit<PublicadosOverview, 'dias_aviso_vencimiento'>;
  titulo: string;
  estado: EstadoPublicado | null;
  icono: LucideIcon;
  acento: string;
}> = [
  { clave: 'total_publicados', titulo: 'Todas las versiones', estado: null, icono: FilesIcon, acento: 'text-primary' },
  { clave: 'vigentes', titulo: 'Vigentes', estado: 'vigente', icono: FileCheck2Icon, acento: 'text-success' },
  {
    clave: 'por_vencer',
    titulo: 'Por vencer',
    estado: 'por_vencer',
    icono: CalendarClockIcon,
    acento: 'text-amber-600 dark:text-amber-400',
  },
  { clave: 'vencidos', titulo: 'Vencidos', estado: 'vencido', icono: CalendarXIcon, acento: 'text-destructive' },
];

/**
 * Total, vigentes, por vencer and vencidos (GET /documento-publicado/overview). A card filters the
 * list by its state (again, or 'Todas las versiones': all of them). 'Todas las versiones' counts
 * what the unfiltered list shows, obsolete versions too (issue 25 §4), and says how many are.
 */
export function PublicadosResumen({ className }: { className?: string }) {
  const overview = usePublicadosOverview();
  const [searchParams, setSearchParams] = useSearchParams();
  const activo = searchParams.get(FILTRO_ESTADO);

  const filtrar = (estado: EstadoPublicado | null) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete('page');
      if (estado === null || activo === estado) params.delete(FILTRO_ESTADO);
      else params.set(FILTRO_ESTADO, estado);
      return params;
    });

  if (overview.isError)
    return (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        No se pudo cargar el resumen: {overview.error.message}
      </p>
    );

  return (
    <section
      aria-label="Resumen de documentos publicados"
      className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', className)}
    >
      {TARJETAS.map(({ clave, titulo, estado, icono: Icono, acento }) => {
        const pulsada = estado === null ? activo === null : activo === estado;
        return (
          <button
            key={clave}
            type="button"
            aria-pressed={pulsada}
            onClick={() => filtrar(estado)}
            className={cn(
              'flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-left shadow-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
              pulsada && 'border-primary ring-1 ring-primary',
            )}
          >
            <span className="grid gap-0.5">
              <span className="text-sm text-muted-foreground">{titulo}</span>
              <span className="text-2xl font-semibold tabular-nums">
                {overview.isPending ? '…' : formatNumber(overview.data[clave])}
              </span>
              {estado === null && !overview.isPending && (
                <span className="text-xs text-muted-foreground">{obsoletas(overview.data)}</span>
              )}
            </span>
            <Icono className={cn('size-6', acento)} aria-hidden="true" />
          </button>
        );
      })}
    </section>
  );
}

/** 'Incluye N obsoletas': the versions of the total that are in none of the other cards. */
function obsoletas(o: PublicadosOverview) {
  const n = Math.max(0, o.total_publicados - o.vigentes - o.por_vencer - o.vencidos);
  if (n === 0) return 'Ninguna obsoleta';
  return `Incluye ${formatNumber(n)} ${n === 1 ? 'obsoleta' : 'obsoletas'}`;
}
