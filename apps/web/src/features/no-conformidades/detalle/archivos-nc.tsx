import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { TipoEvidenciaNc } from '@atalaya/shared/contracts/no-conformidades';
import { ListaArchivos } from '@/components/lista-archivos';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { EstadoLista } from '@/features/canal-denuncias/components/pasos/paso';
import { descargarArchivo } from '@/lib/descarga';
import { notify } from '@/lib/query-client';

import { eliminarEvidencia, useEvidencias, useInvalidarNc, type EvidenciaNc } from '../api';

/** The file types the API accepts (checked by content) and its size limit. */
export const ARCHIVO_NC_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.msg,.eml,.csv,.txt';
export const ARCHIVO_NC_MAX_MB = 25;

/** A list of files of the non-conformity, each downloadable (and removable while `puedeQuitar`). */
export function ListaArchivosNc({
  archivos,
  ncId,
  etiqueta,
  puedeQuitar = false,
}: {
  archivos: readonly EvidenciaNc[];
  ncId: number;
  etiqueta: string;
  puedeQuitar?: boolean;
}) {
  const invalidar = useInvalidarNc();
  const quitar = useMutation({
    mutationFn: (archivo: EvidenciaNc) => eliminarEvidencia(archivo.id),
    onSuccess: async (_respuesta, archivo) => {
      await invalidar(ncId);
      toast.success(`Archivo ${archivo.nombre} eliminado`);
    },
  });
  return (
    <ListaArchivos
      archivos={archivos}
      etiqueta={etiqueta}
      descarga={{ accion: (a) => descargarArchivo(a.download_url, a.nombre).catch(notify) }}
      quitar={puedeQuitar ? { verbo: 'Eliminar', accion: (a) => quitar.mutateAsync(a) } : undefined}
      detalle={(a) => <span>{a.subido_por?.nombre ?? 'Sistema'}</span>}
    />
  );
}

/** One file picked and sent by `subir`; the picker empties after each upload. */
export function SubirArchivoNc({
  id,
  etiqueta,
  textoBoton,
  subir,
  ncId,
  exito,
}: {
  id: string;
  etiqueta: string;
  textoBoton: string;
  subir: (archivos: File[], onProgress: (p: number) => void) => Promise<unknown>;
  ncId: number;
  exito: string;
}) {
  const invalidar = useInvalidarNc();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const [vuelta, setVuelta] = useState(0);
  const envio = useMutation({
    mutationFn: async (f: File) => {
      setProgreso(0);
      try {
        return await subir([f], setProgreso);
      } finally {
        setProgreso(undefined);
      }
    },
    onSuccess: async () => {
      await invalidar(ncId);
      toast.success(exito);
      setArchivo(null);
      setVuelta((n) => n + 1);
    },
  });
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {etiqueta}
      </label>
      <FileInput
        key={vuelta}
        id={id}
        value={archivo}
        onChange={setArchivo}
        accept={ARCHIVO_NC_ACCEPT}
        maxSizeMb={ARCHIVO_NC_MAX_MB}
        progress={progreso}
        disabled={envio.isPending}
      />
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!archivo || envio.isPending}
          aria-busy={envio.isPending}
          onClick={() => archivo && envio.mutate(archivo)}
        >
          <UploadIcon aria-hidden="true" />
          {envio.isPending ? 'Subiendo...' : textoBoton}
        </Button>
      </div>
    </div>
  );
}

/** The files of one kind, loaded from GET /evidencia-no-conformidad/by-nc/{id}?tipo=…. */
export function ArchivosPorTipo({
  ncId,
  tipo,
  etiqueta,
  vacio,
  puedeQuitar,
}: {
  ncId: number;
  tipo: TipoEvidenciaNc;
  etiqueta: string;
  vacio: string;
  puedeQuitar?: boolean;
}) {
  const archivos = useEvidencias(ncId, tipo);
  return (
    <EstadoLista consulta={archivos} vacio={vacio}>
      {(filas) => <ListaArchivosNc archivos={filas} ncId={ncId} etiqueta={etiqueta} puedeQuitar={puedeQuitar} />}
    </EstadoLista>
  );
}
