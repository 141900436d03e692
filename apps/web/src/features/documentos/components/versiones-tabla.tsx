import { Fragment } from 'react';
import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';

import { etiquetaFase } from '@atalaya/shared/phases';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useHistorial, type Version } from '../api';
import { ArchivosDocumento } from './archivos-documento';
import { EstadoVersionBadge } from './estado-badges';
import { nombrePersona } from './persona';

const COLUMNAS = ['Versión', 'Estado', 'Fase', 'Autor', 'Publicación', 'Vencimiento', 'Cambios'];

/** The version's status; an obsolete one says so first (ISO 9001 7.5.3: obsolete documents marked). */
function EstadoCell({ version }: { version: Version }) {
  return (
    <span className="flex flex-wrap gap-1">
      {version.fase === 'obsoleto' && <Badge variant="secondary">Obsoleto</Badge>}
      <EstadoVersionBadge estado={version.status} />
    </span>
  );
}

function VersionRows({ version }: { version: Version }) {
  const obsoleto = version.fase === 'obsoleto';
  const detalle = version.rejection_reason || version.archivos.length > 0;
  return (
    <Fragment>
      <TableRow className={cn(obsoleto && 'bg-muted/40 text-muted-foreground', detalle && 'border-b-0')}>
        <TableHead scope="row" className="font-semibold tabular-nums">
          v{version.version_num}
        </TableHead>
        <TableCell>
          <EstadoCell version={version} />
        </TableCell>
        <TableCell>{etiquetaFase(version.fase)}</TableCell>
        <TableCell>{nombrePersona(version.autor ?? version.created_by)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">
          {version.fecha_publicacion ? formatDate(version.fecha_publicacion) : '—'}
        </TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">
          {version.fecha_vencimiento ? formatDate(version.fecha_vencimiento) : '—'}
        </TableCell>
        <TableCell className="max-w-72 whitespace-normal">{version.cambios || '—'}</TableCell>
      </TableRow>
      {detalle && (
        <TableRow className={cn('hover:bg-transparent', obsoleto && 'bg-muted/40 text-muted-foreground')}>
          <TableCell colSpan={COLUMNAS.length} className="pt-0 whitespace-normal">
            {version.rejection_reason && (
              <p className="mb-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
                <span className="font-medium text-destructive">Motivo del rechazo: </span>
                {version.rejection_reason}
              </p>
            )}
            <ArchivosDocumento archivos={version.archivos} etiqueta={`Archivos de la versión ${version.version_num}`} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** 'Versiones': every version of the document, newest first, with its files and their hashes. */
export function VersionesTabla({ documentoId }: { documentoId: number }) {
  const historial = useHistorial(documentoId);

  if (historial.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>No se pudieron cargar las versiones.</AlertTitle>
        <AlertDescription>
          <p>{historial.error.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={historial.isFetching}
            onClick={() => void historial.refetch()}
          >
            <RefreshCwIcon className={cn(historial.isFetching && 'animate-spin')} aria-hidden="true" />
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="rounded-md border">
      <Table aria-label="Versiones" aria-busy={historial.isFetching}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNAS.map((c) => (
              <TableHead key={c} scope="col">
                {c}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {historial.isPending ? (
            Array.from({ length: 2 }, (_, i) => (
              <TableRow key={i} aria-hidden="true">
                {COLUMNAS.map((c) => (
                  <TableCell key={c}>
                    <Skeleton className="h-4 w-full max-w-24" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : historial.data.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={COLUMNAS.length} className="h-24 text-center text-muted-foreground">
                Este documento aún no tiene versiones.
              </TableCell>
            </TableRow>
          ) : (
            historial.data.map((version) => <VersionRows key={version.id} version={version} />)
          )}
        </TableBody>
      </Table>
    </div>
  );
}
