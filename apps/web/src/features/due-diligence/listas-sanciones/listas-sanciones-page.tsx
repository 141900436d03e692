import { useState } from 'react';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';

import { pendientesDe, useListasSanciones, type ListaEnServicio } from './api';
import { SubirVersion } from './subir-version';
import { formatVersion } from './version';

async function copiarHash(lista: ListaEnServicio) {
  try {
    await navigator.clipboard.writeText(lista.sha256);
    toast.success('SHA-256 copiado');
  } catch {
    toast.error('No se pudo copiar: selecciónelo y cópielo manualmente.');
  }
}

const ORIGEN: Record<ListaEnServicio['origen'], string> = {
  referencia: 'Datos de referencia',
  subida: 'Subida por administrador',
  descarga: 'Descargada de la fuente oficial',
};

/**
 * Admin Due Diligences → Listas de sanciones: the lists the screening engine uses (version,
 * entries, hash, origin) and the upload of a newer version of each. An accepted upload shows
 * 'Recargando…' until the server has the new version in service (polled).
 */
export function ListasSancionesPage() {
  // Per list code, the hash of an accepted upload; it is awaited until the server serves it.
  const [subidas, setSubidas] = useState<Record<string, string>>({});
  const { data, isPending, isError, error, refetch, isFetching } = useListasSanciones(subidas);
  const pendientes = pendientesDe(data, subidas);
  const recargando = pendientes.size > 0 || Boolean(data?.recargando);

  return (
    <div className="grid gap-6">
      <title>Listas de sanciones · Atalaya</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Listas de sanciones</h1>
          <p className="text-sm text-muted-foreground">
            Listas con que el motor revisa cada nombre. Una versión más reciente se valida, se guarda y entra en
            servicio sin interrumpir las revisiones en curso.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCwIcon aria-hidden="true" />
          Actualizar
        </Button>
      </header>

      {isError && (
        <Alert variant="destructive">
          <AlertTitle>No se pudieron cargar las listas</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}

      <div className="rounded-xl border bg-card shadow-sm">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nombre</TableHead>
              <TableHead>Versión</TableHead>
              <TableHead className="text-right">Entradas</TableHead>
              <TableHead>SHA-256</TableHead>
              <TableHead>Origen</TableHead>
              <TableHead>Nueva versión</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody aria-busy={isPending}>
            {isPending &&
              [0, 1, 2, 3].map((i) => (
                <TableRow key={i}>
                  <TableCell colSpan={6}>
                    <Skeleton className="h-6 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {data?.listas.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className="text-center text-muted-foreground">
                  No hay listas cargadas.
                </TableCell>
              </TableRow>
            )}
            {data?.listas.map((lista) => (
              <TableRow key={lista.codigo} className="align-top">
                <TableCell className="min-w-64 whitespace-normal">
                  <span className="font-medium">{lista.nombre}</span>
                  <span className="block text-xs text-muted-foreground">
                    En servicio desde {formatDateTime(lista.cargada_at)}
                  </span>
                </TableCell>
                <TableCell className="tabular-nums">{formatVersion(lista.version)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(lista.entradas)}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-1">
                    <code className="font-mono text-xs" title={lista.sha256}>
                      {lista.sha256.slice(0, 12)}…
                    </code>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`Copiar SHA-256 de ${lista.nombre}`}
                      onClick={() => void copiarHash(lista)}
                    >
                      <CopyIcon aria-hidden="true" />
                    </Button>
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant={lista.origen === 'referencia' ? 'secondary' : 'default'}>
                    {ORIGEN[lista.origen]}
                  </Badge>
                </TableCell>
                <TableCell className="w-72 whitespace-normal">
                  <SubirVersion
                    lista={lista}
                    recargando={pendientes.has(lista.codigo)}
                    onSubida={(sha) => {
                      toast.info('Archivo recibido: recargando el motor de revisión…');
                      setSubidas((s) => ({ ...s, [lista.codigo]: sha }));
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {recargando ? 'Recargando el motor de revisión…' : ''}
      </p>
    </div>
  );
}
