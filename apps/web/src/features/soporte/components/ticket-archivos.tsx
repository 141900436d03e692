import type { TicketArchivo } from '@atalaya/shared/contracts/soporte';
import { ListaArchivos } from '@/components/lista-archivos';
import { descargarArchivo } from '@/lib/descarga';
import { notify } from '@/lib/query-client';

/** A message's attachments, each downloadable (a refusal shows as a toast). */
export function TicketArchivos({ archivos }: { archivos: readonly TicketArchivo[] }) {
  return (
    <ListaArchivos
      archivos={archivos}
      etiqueta="Archivos adjuntos"
      className="mt-2 border-t pt-2"
      descarga={{ accion: (a) => descargarArchivo(a.download_url, a.nombre).catch(notify) }}
    />
  );
}
