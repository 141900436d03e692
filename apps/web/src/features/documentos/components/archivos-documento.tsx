import { CopyIcon, ExternalLinkIcon, FileTextIcon, StarIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { DocumentoArchivo } from '@atalaya/shared/contracts/documentos';
import { ListaArchivos } from '@/components/lista-archivos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

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

function DetalleArchivo({ archivo }: { archivo: DocumentoArchivo }) {
  return (
    <>
      {archivo.es_principal ? (
        <Badge variant="default">
          <StarIcon aria-hidden="true" />
          Principal
        </Badge>
      ) : (
        <Badge variant="outline">Anexo</Badge>
      )}
      <span className="flex items-center gap-1">
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
    </>
  );
}

function VerArchivo({ archivo }: { archivo: DocumentoArchivo }) {
  if (!archivo.preview_url) return null;
  return (
    <Button variant="outline" size="sm" asChild>
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
  );
}

/**
 * A document version's files: principal or annex, size, date, download, an in-browser view for
 * PDFs and images (`preview_url`), its SHA-256 so an auditor can check the copy they hold, and,
 * while the version is a draft, Quitar.
 */
export function ArchivosDocumento({
  archivos,
  etiqueta,
  vacio,
  onQuitar,
}: {
  archivos: readonly DocumentoArchivo[];
  etiqueta: string;
  vacio?: string;
  onQuitar?: (archivo: DocumentoArchivo) => Promise<unknown>;
}) {
  return (
    <ListaArchivos
      archivos={archivos}
      etiqueta={etiqueta}
      vacio={vacio}
      icono={() => <FileTextIcon />}
      descarga={{ enlace: (a) => a.download_url }}
      quitar={onQuitar && { verbo: 'Quitar', accion: onQuitar }}
      detalle={(a) => <DetalleArchivo archivo={a} />}
      acciones={(a) => <VerArchivo archivo={a} />}
    />
  );
}
