import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { useArchivos } from '../api';
import { ArchivosLista } from './archivos-lista';
import { ErrorPanel } from './flujo-pagina';
import { VistaPrevia } from './vista-previa';

/** A version's files: the principal one previewed in the page, then every file with its actions. */
export function ArchivosFlujo({ flujoId }: { flujoId: number }) {
  const archivos = useArchivos(flujoId);
  const principal = archivos.data?.find((a) => a.es_principal);
  return (
    <>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Archivo principal</CardTitle>
          {principal && <CardDescription>{principal.nombre}</CardDescription>}
        </CardHeader>
        <CardContent>
          {archivos.isError ? (
            <ErrorPanel error={archivos.error} onRetry={() => void archivos.refetch()} />
          ) : archivos.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : (
            <VistaPrevia archivo={principal} />
          )}
        </CardContent>
      </Card>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Archivos y anexos</CardTitle>
        </CardHeader>
        <CardContent>
          {archivos.data ? <ArchivosLista archivos={archivos.data} /> : <Skeleton className="h-16 w-full" />}
        </CardContent>
      </Card>
    </>
  );
}
