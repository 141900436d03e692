import { FASE_ETIQUETAS, faseDeEstado } from '@atalaya/shared/phases';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useCicloVida, type CicloVida as Cambio } from '../api';
import { nombrePersona } from './persona';

/** The lifecycle name as its phase label ('EN_REVISION' → 'En Revisión'); an unknown name as is. */
export function etiquetaEstadoCicloVida(estado: string): string {
  const fase = faseDeEstado(estado);
  return fase ? FASE_ETIQUETAS[fase] : estado;
}

const ordenar = (cambios: Cambio[]) =>
  [...cambios].sort((a, b) => a.fecha_cambio.localeCompare(b.fecha_cambio) || a.id - b.id);

/** 'Ciclo de vida': every state change of the current version, oldest first, with who and why. */
export function CicloVida({ flujoId }: { flujoId: number | null }) {
  const ciclo = useCicloVida(flujoId);

  if (flujoId === null) return <p className="text-sm text-muted-foreground">El documento aún no tiene un flujo.</p>;
  if (ciclo.isPending)
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (ciclo.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        No se pudo cargar el ciclo de vida: {ciclo.error.message}
      </p>
    );
  if (ciclo.data.length === 0)
    return <p className="text-sm text-muted-foreground">Sin cambios de estado registrados.</p>;

  const cambios = ordenar(ciclo.data);
  return (
    <ol aria-label="Ciclo de vida" className="relative grid gap-4 border-l pl-5">
      {cambios.map((cambio, i) => {
        const actual = i === cambios.length - 1;
        return (
          <li key={cambio.id} className="relative" aria-current={actual ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-background',
                actual ? 'bg-primary' : 'bg-muted-foreground/50',
              )}
            />
            <p className="font-medium">
              {etiquetaEstadoCicloVida(cambio.estado)}
              {actual && <span className="ml-2 text-xs font-normal text-primary">Estado actual</span>}
            </p>
            <p className="text-sm text-muted-foreground">
              {cambio.usuario ? nombrePersona(cambio.usuario) : 'Sistema'} ·{' '}
              <time dateTime={cambio.fecha_cambio}>{formatDateTime(cambio.fecha_cambio)}</time>
            </p>
            {cambio.comentario && (
              <blockquote className="mt-1 border-l-2 pl-3 text-sm whitespace-pre-line">{cambio.comentario}</blockquote>
            )}
          </li>
        );
      })}
    </ol>
  );
}
