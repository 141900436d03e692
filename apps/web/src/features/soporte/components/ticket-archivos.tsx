import { useMutation } from '@tanstack/react-query';
import { DownloadIcon, LoaderCircleIcon, PaperclipIcon } from 'lucide-react';

import type { TicketArchivo } from '@atalaya/shared/contracts/soporte';
import { Button } from '@/components/ui/button';
import { descargarArchivo } from '@/lib/descarga';
import { formatBytes } from '@/lib/format';

function ArchivoItem({ archivo }: { archivo: TicketArchivo }) {
  const descarga = useMutation({ mutationFn: () => descargarArchivo(archivo.download_url, archivo.nombre) });
  return (
    <li className="flex items-center gap-2 text-sm">
      <PaperclipIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{archivo.nombre}</span>
      <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(archivo.tamano)}</span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Descargar ${archivo.nombre}`}
        disabled={descarga.isPending}
        onClick={() => descarga.mutate()}
      >
        {descarga.isPending ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <DownloadIcon aria-hidden="true" />
        )}
        Descargar
      </Button>
    </li>
  );
}

/** A message's attachments, each downloadable (a refusal is toasted by the query client). */
export function TicketArchivos({ archivos }: { archivos: readonly TicketArchivo[] }) {
  if (archivos.length === 0) return null;
  return (
    <ul aria-label="Archivos adjuntos" className="mt-2 grid gap-1 border-t pt-2">
      {archivos.map((a) => (
        <ArchivoItem key={a.id} archivo={a} />
      ))}
    </ul>
  );
}
