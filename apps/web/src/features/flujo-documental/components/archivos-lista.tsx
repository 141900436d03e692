import { DownloadIcon, ExternalLinkIcon, FileIcon, StarIcon, Trash2Icon } from 'lucide-react';

import type { DocumentoArchivo } from '@atalaya/shared/contracts/documentos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatBytes, formatDateTime } from '@/lib/format';

/** The principal file first, then the annexes by upload date. */
export function ordenarArchivos(archivos: DocumentoArchivo[]): DocumentoArchivo[] {
  return [...archivos].sort(
    (a, b) => Number(b.es_principal) - Number(a.es_principal) || a.created_at.localeCompare(b.created_at),
  );
}

/** A version's files with Descargar, Ver (PDFs and images, inline) and, while editable, Quitar. */
export function ArchivosLista({
  archivos,
  onQuitar,
  quitando,
}: {
  archivos: DocumentoArchivo[];
  onQuitar?: (archivo: DocumentoArchivo) => void;
  quitando?: number | null;
}) {
  if (archivos.length === 0) return <p className="text-sm text-muted-foreground">Aún no hay archivos cargados.</p>;
  return (
    <ul className="grid gap-2" aria-label="Archivos del documento">
      {ordenarArchivos(archivos).map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2 text-sm">
          <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid min-w-0 flex-1">
            <span className="flex min-w-0 items-center gap-2">
              <span className="truncate font-medium">{a.nombre}</span>
              {a.es_principal ? (
                <Badge variant="default">
                  <StarIcon aria-hidden="true" />
                  Principal
                </Badge>
              ) : (
                <Badge variant="outline">Anexo</Badge>
              )}
            </span>
            <span className="text-xs text-muted-foreground">
              {formatBytes(a.tamano)} · {formatDateTime(a.created_at)} ·{' '}
              <span title={`SHA-256 ${a.sha256}`}>SHA-256 {a.sha256.slice(0, 12)}…</span>
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Button asChild size="sm" variant="outline">
              <a href={a.download_url} download={a.nombre} aria-label={`Descargar ${a.nombre}`}>
                <DownloadIcon aria-hidden="true" />
                Descargar
              </a>
            </Button>
            {a.preview_url && (
              <Button asChild size="sm" variant="outline">
                <a href={a.preview_url} target="_blank" rel="noreferrer" aria-label={`Ver ${a.nombre}`}>
                  <ExternalLinkIcon aria-hidden="true" />
                  Ver
                </a>
              </Button>
            )}
            {onQuitar && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive"
                disabled={quitando === a.id}
                onClick={() => onQuitar(a)}
                aria-label={`Quitar ${a.nombre}`}
              >
                <Trash2Icon aria-hidden="true" />
                Quitar
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
