import { CheckIcon, RotateCcwIcon } from 'lucide-react';

import { ETAPA_NC_ETIQUETAS, ETAPAS_NC, type EtapaNc } from '@atalaya/shared/contracts/no-conformidades';
import { cn } from '@/lib/utils';

import { estadoPaso, textoCiclo } from '../etapas';

/** The seven stages (done, current, ahead) and the cycle: each ineffective verification starts one more. */
export function EtapasNc({ etapa, reaperturas }: { etapa: EtapaNc; reaperturas: number }) {
  return (
    <div className="grid gap-2">
      <ol aria-label="Etapas de la no conformidad" className="grid gap-2 sm:grid-cols-4 xl:grid-cols-7">
        {ETAPAS_NC.map((e, i) => {
          const estado = estadoPaso(etapa, e);
          return (
            <li
              key={e}
              aria-current={estado === 'actual' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border px-2.5 py-2 text-xs',
                estado === 'actual' && 'border-primary bg-primary text-primary-foreground',
                estado === 'hecho' && 'border-primary/40',
                estado === 'pendiente' && 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem] font-medium',
                  estado === 'actual' && 'border-primary-foreground',
                  estado === 'hecho' && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {estado === 'hecho' ? <CheckIcon className="size-3" /> : i + 1}
              </span>
              <span className="leading-tight">{ETAPA_NC_ETIQUETAS[e]}</span>
              {estado === 'hecho' && <span className="sr-only"> (completada)</span>}
              {estado === 'actual' && <span className="sr-only"> (etapa actual)</span>}
            </li>
          );
        })}
      </ol>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <RotateCcwIcon className="size-4" aria-hidden="true" />
        {textoCiclo(reaperturas)}
      </p>
    </div>
  );
}
