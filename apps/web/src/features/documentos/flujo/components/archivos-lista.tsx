import type { DocumentoArchivo } from '@atalaya/shared/contracts/documentos';
import { ArchivosDocumento } from '@/features/documentos/components/archivos-documento';

/** The principal file first, then the annexes by upload date. */
export function ordenarArchivos(archivos: DocumentoArchivo[]): DocumentoArchivo[] {
  return [...archivos].sort(
    (a, b) => Number(b.es_principal) - Number(a.es_principal) || a.created_at.localeCompare(b.created_at),
  );
}

/** The flow's files with Descargar, Ver (PDFs and images, inline) and, while editable, Quitar. */
export function ArchivosLista({
  archivos,
  onQuitar,
}: {
  archivos: DocumentoArchivo[];
  onQuitar?: (archivo: DocumentoArchivo) => Promise<unknown>;
}) {
  return (
    <ArchivosDocumento
      archivos={ordenarArchivos(archivos)}
      etiqueta="Archivos del documento"
      vacio="Aún no hay archivos cargados."
      onQuitar={onQuitar}
    />
  );
}
