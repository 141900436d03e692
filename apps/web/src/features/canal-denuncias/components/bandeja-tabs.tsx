import { NavLink } from 'react-router';

import { BANDEJA_ETIQUETAS, BANDEJAS, type Bandeja } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { ResumenDenuncias } from '../api';

const CONTEO: Record<Bandeja, keyof ResumenDenuncias> = {
  todas: 'todas',
  pendientes: 'pendientes',
  'en-revision': 'en_revision',
  cerradas: 'cerradas',
};

/** The inbox tabs with their counts; each is a link, so a tab can be opened or shared by URL. */
export function BandejaTabs({ resumen, className }: { resumen: ResumenDenuncias | undefined; className?: string }) {
  return (
    <nav aria-label="Bandejas de denuncias" className={cn('border-b', className)}>
      <ul className="-mb-px flex flex-wrap gap-1">
        {BANDEJAS.map((bandeja) => {
          const n = resumen?.[CONTEO[bandeja]];
          return (
            <li key={bandeja}>
              <NavLink
                to={`/canal-denuncias/${bandeja}`}
                end
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {BANDEJA_ETIQUETAS[bandeja]}
                <span
                  className="min-w-6 rounded-full bg-muted px-1.5 py-0.5 text-center text-xs tabular-nums"
                  aria-label={n === undefined ? 'cargando' : `${formatNumber(n)} denuncias`}
                >
                  {n === undefined ? '…' : formatNumber(n)}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
