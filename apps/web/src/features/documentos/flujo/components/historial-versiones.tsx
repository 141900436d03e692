import { Link } from 'react-router';

import type { Version } from '@atalaya/shared/contracts/documentos';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useHistorial } from '../api';
import { accionDeFase, nombrePersona } from '../fase';
import { FaseBadge } from './fase-badge';
import { ErrorPanel } from './flujo-pagina';

const ESTADO_VERSION: Record<Version['status'], string> = {
  approved: 'Aprobada',
  rejected: 'Rechazada',
  pending: 'Pendiente',
};

/** Every version of the document, newest first; obsolete ones clearly marked (ISO 9001 §7.5.3). */
export function HistorialVersiones({ documentoId, actualId }: { documentoId: number; actualId: number }) {
  const query = useHistorial(documentoId);
  const versiones = [...(query.data ?? [])].sort((a, b) => b.version_num - a.version_num);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Historial de versiones</CardTitle>
        <CardDescription>Las versiones obsoletas se conservan solo como registro.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : versiones.length === 0 ? (
          <p className="text-sm text-muted-foreground">Sin versiones registradas.</p>
        ) : (
          <ol className="grid gap-2" aria-label="Versiones del documento">
            {versiones.map((v) => {
              const accion = accionDeFase(v.fase, v.id);
              const obsoleta = v.fase === 'obsoleto';
              return (
                <li
                  key={v.id}
                  aria-current={v.id === actualId ? 'true' : undefined}
                  className={cn(
                    'grid gap-1 rounded-md border px-3 py-2 text-sm',
                    v.id === actualId && 'border-primary',
                    obsoleta && 'bg-muted/50',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={cn('font-semibold', obsoleta && 'text-muted-foreground')}>
                      Versión {v.version_num}
                    </span>
                    <FaseBadge fase={v.fase} />
                    <span className="text-xs text-muted-foreground">{ESTADO_VERSION[v.status]}</span>
                    {v.id !== actualId && (
                      <Link
                        to={v.fase === 'obsoleto' ? `/flujo-documental/ver/${v.id}` : accion.ruta}
                        className="ml-auto text-xs underline underline-offset-4"
                      >
                        Ver versión {v.version_num}
                      </Link>
                    )}
                  </div>
                  {v.cambios && <p className="whitespace-pre-line">{v.cambios}</p>}
                  <p className="text-xs text-muted-foreground">
                    {nombrePersona(v.autor ?? v.created_by)} · creada {formatDate(v.created_at)}
                    {v.fecha_publicacion && ` · publicada ${formatDate(v.fecha_publicacion)}`}
                    {v.fecha_vencimiento && !obsoleta && ` · vence ${formatDate(v.fecha_vencimiento)}`}
                    {v.obsoleto_at && ` · obsoleta desde ${formatDate(v.obsoleto_at)}`}
                  </p>
                  {v.status === 'rejected' && v.rejection_reason && (
                    <p className="text-xs text-destructive">Motivo del rechazo: {v.rejection_reason}</p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
