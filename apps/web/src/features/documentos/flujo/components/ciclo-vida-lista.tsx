import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';

import { useCicloVida } from '../api';
import { nombrePersona } from '../fase';
import { etiquetaEstado } from './flujo-dialog';
import { ErrorPanel } from './flujo-pagina';

/** The flow's lifecycle history (GET /documento-flujo-ciclo-vida/documento/{id}), newest first. */
export function CicloVidaLista({ flujoId }: { flujoId: number }) {
  const query = useCicloVida(flujoId);
  const eventos = [...(query.data ?? [])].sort((a, b) => b.fecha_cambio.localeCompare(a.fecha_cambio) || b.id - a.id);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Ciclo de vida</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : eventos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin cambios de estado registrados.</p>
        ) : (
          <ol className="grid gap-3 border-l pl-4" aria-label="Historial del ciclo de vida">
            {eventos.map((e) => (
              <li key={e.id} className="relative text-sm">
                <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden="true" />
                <p className="font-medium">{etiquetaEstado(e.estado)}</p>
                <p className="text-muted-foreground">
                  {formatDateTime(e.fecha_cambio)} · {e.usuario ? nombrePersona(e.usuario) : 'Sistema'}
                </p>
                {e.comentario && <p className="mt-1 whitespace-pre-line">{e.comentario}</p>}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
