import { ETIQUETA_ESTADO_DD, nivelRiesgo, type EstadoDueDiligence } from '@atalaya/shared/due-diligence';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';

type Variante = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

/** Risk colours: green, amber, red (the same in badges and the dashboard's chart). */
export const VARIANTE_RIESGO = {
  bajo: 'success',
  monitoreo: 'warning',
  alto: 'destructive',
} as const satisfies Record<string, Variante>;

/** Waiting grey, working blue, awaiting an analyst amber, done green, failed red. */
const VARIANTE_ESTADO = {
  pendiente: 'secondary',
  procesando: 'default',
  en_revision: 'warning',
  terminado: 'success',
  fallido: 'destructive',
} as const satisfies Record<EstadoDueDiligence, Variante>;

/** SPEC §4: 'Bajo 20 %', 'Monitoreo 50 %', 'Alto 80 %'; 'Sin evaluar' before the job sets it. */
export function RiesgoBadge({ nivel }: { nivel: string | null }) {
  if (nivel === null) return <span className="text-sm text-muted-foreground">Sin evaluar</span>;
  let riesgo: ReturnType<typeof nivelRiesgo>;
  try {
    riesgo = nivelRiesgo(nivel);
  } catch (error) {
    // SPEC §4: an unknown level shows 'Unknown risk level received' instead of a guess.
    return <span className="text-sm text-destructive">{(error as Error).message}</span>;
  }
  return (
    <Badge variant={VARIANTE_RIESGO[nivel as keyof typeof VARIANTE_RIESGO]}>
      <span className="sr-only">Riesgo </span>
      {riesgo.etiqueta} {riesgo.porcentaje} %
    </Badge>
  );
}

/** The request's state; while the job works on it, its progress bar too; once failed, why. */
export function EstadoBadge({
  estado,
  progreso,
  error = null,
}: {
  estado: EstadoDueDiligence;
  progreso: number;
  error?: string | null;
}) {
  const etiqueta = ETIQUETA_ESTADO_DD[estado];
  return (
    <div className="flex min-w-24 flex-col gap-1">
      <Badge variant={VARIANTE_ESTADO[estado]}>{etiqueta}</Badge>
      {estado === 'fallido' && error && (
        <span className="line-clamp-2 max-w-56 text-xs whitespace-normal text-destructive" title={error}>
          {error}
        </span>
      )}
      {estado === 'procesando' && (
        <div className="flex items-center gap-2">
          <Progress value={progreso} aria-label={`Progreso del procesamiento: ${progreso} %`} className="h-1.5" />
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {progreso} %
          </span>
        </div>
      )}
    </div>
  );
}

export function PepBadge({ isPep }: { isPep: boolean }) {
  return isPep ? <Badge variant="warning">PEP</Badge> : <Badge variant="outline">No PEP</Badge>;
}

/** Whether any screened name hit an international sanctions or watch list. */
export function ListasBadge({ enListas }: { enListas: boolean }) {
  return enListas ? <Badge variant="destructive">En listas</Badge> : <Badge variant="outline">Sin coincidencias</Badge>;
}
