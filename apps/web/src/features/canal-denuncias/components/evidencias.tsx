import { useQueryClient } from '@tanstack/react-query';
import { FileTextIcon, ImageIcon } from 'lucide-react';

import type { Evidencia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ListaArchivos } from '@/components/lista-archivos';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { descargarArchivo } from '@/lib/descarga';
import { notify } from '@/lib/query-client';

import { denunciasKeys } from '../api';

export type { Evidencia };

const ORIGEN_ETIQUETAS: Record<Evidencia['origen'], string> = {
  denuncia: 'Denuncia',
  comentario: 'Mensaje',
  investigacion: 'Investigación',
  plan_accion: 'Plan de acción',
};

/**
 * The case's files: title (or name), description, where and by whom it was sent, size, date, and a
 * download (decrypted by the API, which records it in the case's history).
 */
export function ListaEvidencias({
  evidencias,
  vacio,
  conOrigen,
  etiqueta,
}: {
  evidencias: readonly Evidencia[];
  vacio: string;
  conOrigen?: boolean;
  etiqueta: string;
}) {
  const queryClient = useQueryClient();
  const descargar = (evidencia: Evidencia) =>
    descargarArchivo(evidencia.download_url, evidencia.nombre)
      .catch(notify)
      // The download is now in the case's history.
      .finally(
        () =>
          void queryClient.invalidateQueries({
            queryKey: [...denunciasKeys.all, 'caso'],
            predicate: (q) => q.queryKey[3] === 'eventos',
          }),
      );
  return (
    <ListaArchivos
      archivos={evidencias}
      etiqueta={etiqueta}
      vacio={vacio}
      icono={(e) => (e.content_type.startsWith('image/') ? <ImageIcon /> : <FileTextIcon />)}
      descarga={{ accion: descargar }}
      titulo={(e) => (
        <>
          {e.titulo || e.nombre}
          {e.titulo && <span className="block text-xs font-normal text-muted-foreground">{e.nombre}</span>}
          {e.descripcion && <span className="block text-sm font-normal whitespace-pre-line">{e.descripcion}</span>}
        </>
      )}
      detalle={(e) => (
        <>
          {conOrigen && <Badge variant="outline">{ORIGEN_ETIQUETAS[e.origen]}</Badge>}
          <span>{e.tipo_usuario === 'denunciante' ? 'Enviada por el denunciante' : 'Agregada por el equipo'}</span>
        </>
      )}
    />
  );
}

/** 'Evidencias': every file of the case, from the report, the messages and the case work. */
export function EvidenciasCard({ evidencias }: { evidencias: readonly Evidencia[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Evidencias</h2>
        </CardTitle>
        <CardDescription>
          Archivos cifrados en el servidor; cada descarga queda registrada en el historial.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListaEvidencias
          evidencias={evidencias}
          vacio="La denuncia no tiene evidencias."
          conOrigen
          etiqueta="Evidencias de la denuncia"
        />
      </CardContent>
    </Card>
  );
}
