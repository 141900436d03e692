import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { ArchivoDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { ListaArchivos } from '@/components/lista-archivos';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';

import {
  eliminarArchivoDueDiligence,
  subirArchivoDueDiligence,
  temporalKeys,
  type FileTypeDueDiligence,
} from '../analista-api';
import { descargar } from '../readonly/archivo-descarga';

/**
 * The files of one kind of a request (the principal report, a kind of court case): download,
 * remove, and upload one more. Only before publication (`editable`).
 */
export function ArchivosTipo({
  ddId,
  fileType,
  etiqueta,
  archivos,
  editable,
  onSubido,
  onQuitado,
}: {
  ddId: number;
  fileType: FileTypeDueDiligence;
  /** Label of the file picker, e.g. 'Informe principal'. */
  etiqueta: string;
  archivos: ArchivoDueDiligence[];
  editable: boolean;
  onSubido?: (archivo: ArchivoDueDiligence) => void;
  onQuitado?: (archivo: ArchivoDueDiligence) => void;
}) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>();
  const recargar = () => queryClient.invalidateQueries({ queryKey: temporalKeys.temporal(ddId) });

  const subir = useMutation({
    mutationFn: (file: File) => subirArchivoDueDiligence(ddId, fileType, file, setProgreso),
    onSuccess: async (subido) => {
      setArchivo(null);
      onSubido?.(subido);
      await recargar();
      toast.success('Archivo subido');
    },
    onSettled: () => setProgreso(undefined),
  });
  const quitar = useMutation({
    mutationFn: (a: ArchivoDueDiligence) => eliminarArchivoDueDiligence(ddId, a.id),
    onSuccess: async (_r, a) => {
      onQuitado?.(a);
      await recargar();
      toast.success('Archivo eliminado');
    },
  });
  const propios = archivos.filter((a) => a.file_type === fileType);

  return (
    <div className="grid gap-2">
      <ListaArchivos
        archivos={propios}
        etiqueta={`Archivos subidos: ${etiqueta}`}
        descarga={{ accion: descargar }}
        quitar={editable ? { verbo: 'Eliminar', accion: (a) => quitar.mutateAsync(a) } : undefined}
      />
      {editable && (
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{etiqueta}</Label>
          <FileInput
            id={inputId}
            value={archivo}
            onChange={setArchivo}
            progress={progreso}
            disabled={subir.isPending}
          />
          {archivo && (
            <Button
              type="button"
              size="sm"
              className="justify-self-start"
              disabled={subir.isPending}
              aria-busy={subir.isPending}
              onClick={() => subir.mutate(archivo)}
            >
              <UploadIcon aria-hidden="true" />
              {subir.isPending ? 'Subiendo...' : 'Subir archivo'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
