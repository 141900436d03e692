import { CopyIcon, DownloadIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { DocumentoArchivo } from '@atalaya/shared/contracts/documentos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';

/** The first 12 hex digits: enough to compare at a glance; the whole hash is in the title and the copy. */
export const shaCorto = (sha256: string) => (sha256.length > 12 ? `${sha256.slice(0, 12)}…` : sha256);

async function copiarHash(sha256: string) {
  try {
    await navigator.clipboard.writeText(sha256);
    toast.success('SHA-256 copiado');
  } catch {
    toast.error('No se pudo copiar: selecciónelo y cópielo manualmente.');
  }
}

/**
 * One file of a version: principal or annex, size, download, an in-browser view for PDFs and
 * images (`preview_url`), and its SHA-256 so an auditor can check the copy they hold.
 */
export function ArchivoItem({ archivo }: { archivo: DocumentoArchivo }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
      <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 font-medium break-all">{archivo.nombre}</span>
      <Badge variant={archivo.es_principal ? 'default' : 'outline'}>
        {archivo.es_principal ? 'Principal' : 'Anexo'}
      </Badge>
      <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(archivo.tamano)}</span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        SHA-256{' '}
        <code className="rounded bg-muted px-1 py-0.5 font-mono" title={archivo.sha256}>
          {shaCorto(archivo.sha256)}
        </code>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-6"
          aria-label={`Copiar SHA-256 de ${archivo.nombre}`}
          title="Copiar SHA-256 completo"
          onClick={() => void copiarHash(archivo.sha256)}
        >
          <CopyIcon className="size-3.5" aria-hidden="true" />
        </Button>
      </span>
      <span className="ml-auto flex gap-1">
        <Button variant="outline" size="sm" asChild>
          <a href={archivo.download_url} download={archivo.nombre} aria-label={`Descargar ${archivo.nombre}`}>
            <DownloadIcon aria-hidden="true" />
            Descargar
          </a>
        </Button>
        {archivo.preview_url && (
          <Button variant="ghost" size="sm" asChild>
            <a
              href={archivo.preview_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Ver ${archivo.nombre} (se abre en una pestaña nueva)`}
            >
              <ExternalLinkIcon aria-hidden="true" />
              Ver
            </a>
          </Button>
        )}
      </span>
    </li>
  );
}
