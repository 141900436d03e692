import { useEffect, useState } from 'react';
import { DownloadIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';

import type { DocumentoArchivo } from '@atalaya/shared/contracts/documentos';
import { Button } from '@/components/ui/button';

function Descargas({ archivo, abrir }: { archivo: DocumentoArchivo; abrir: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {abrir && archivo.preview_url && (
        <Button asChild size="sm" variant="outline">
          <a href={archivo.preview_url} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            Abrir en una pestaña nueva
          </a>
        </Button>
      )}
      <Button asChild size="sm" variant="outline">
        <a href={archivo.download_url} download={archivo.nombre}>
          <DownloadIcon aria-hidden="true" />
          Descargar {archivo.nombre}
        </a>
      </Button>
    </div>
  );
}

/**
 * A PDF in an iframe. When the page's Content-Security-Policy forbids frames (the browser reports a
 * `frame-src` violation), it falls back to opening the file in a tab of its own.
 */
function PdfEmbebido({ archivo, src }: { archivo: DocumentoArchivo; src: string }) {
  const [bloqueado, setBloqueado] = useState(false);
  useEffect(() => {
    const alBloquear = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'frame-src' || event.violatedDirective.startsWith('frame-src'))
        setBloqueado(true);
    };
    document.addEventListener('securitypolicyviolation', alBloquear);
    return () => document.removeEventListener('securitypolicyviolation', alBloquear);
  }, [src]);

  if (bloqueado)
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border border-dashed px-4 py-6 text-sm">
        <p className="flex items-center gap-2">
          <FileTextIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          <span className="font-medium">{archivo.nombre}</span>
        </p>
        <p className="text-muted-foreground">La vista previa integrada no está disponible: abra el PDF aparte.</p>
        <Descargas archivo={archivo} abrir />
      </div>
    );
  return (
    <div className="grid gap-2">
      <iframe
        src={src}
        title={`Vista previa de ${archivo.nombre}`}
        className="h-[70vh] min-h-96 w-full rounded-md border bg-muted"
      />
      <Descargas archivo={archivo} abrir />
    </div>
  );
}

/**
 * The principal file shown in the page: a PDF in an iframe, an image as such; other types (Word,
 * Excel…) cannot be shown by the browser and get a download link.
 */
export function VistaPrevia({ archivo }: { archivo: DocumentoArchivo | undefined }) {
  if (!archivo)
    return <p className="text-sm text-muted-foreground">El documento no tiene archivo principal cargado.</p>;
  const tipo = archivo.content_type.toLowerCase();
  if (archivo.preview_url && tipo === 'application/pdf')
    return <PdfEmbebido key={archivo.id} archivo={archivo} src={archivo.preview_url} />;
  if (archivo.preview_url && tipo.startsWith('image/'))
    return (
      <img
        src={archivo.preview_url}
        alt={`Vista previa de ${archivo.nombre}`}
        className="max-h-[70vh] w-auto max-w-full rounded-md border object-contain"
      />
    );
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-dashed px-4 py-6 text-sm">
      <p className="text-muted-foreground">No es posible mostrar este tipo de archivo en el navegador.</p>
      <Descargas archivo={archivo} abrir={false} />
    </div>
  );
}
