import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { ArchivoDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Button } from '@/components/ui/button';
import { descargarArchivo } from '@/lib/descarga';
import { formatBytes } from '@/lib/format';

/** Downloads one file of the request; a refusal shows as a toast, not a new page. */
export const descargar = (archivo: ArchivoDueDiligence) =>
  descargarArchivo(archivo.download_url, archivo.nombre).catch((error: unknown) =>
    toast.error(error instanceof Error ? error.message : 'No se pudo descargar.'),
  );

/** A button that downloads the one file behind a section (e.g. a kind of court case). */
export function ArchivoDescarga({ archivo }: { archivo: ArchivoDueDiligence }) {
  const [descargando, setDescargando] = useState(false);
  const bajar = () => {
    setDescargando(true);
    void descargar(archivo).finally(() => setDescargando(false));
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={descargando} aria-busy={descargando} onClick={bajar}>
      <DownloadIcon aria-hidden="true" />
      <span className="max-w-56 truncate">{archivo.nombre}</span>
      <span className="text-muted-foreground">({formatBytes(archivo.tamano)})</span>
    </Button>
  );
}
