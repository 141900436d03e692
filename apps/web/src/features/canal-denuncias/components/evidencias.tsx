import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, FileTextIcon, ImageIcon, LoaderCircleIcon } from 'lucide-react';

import type { Evidencia } from '@atalaya/shared/contracts/denuncias';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBytes, formatDateTime } from '@/lib/format';

import { denunciasKeys } from '../api';
import { descargarArchivo } from '@/lib/descarga';

export type { Evidencia };

const ORIGEN_ETIQUETAS: Record<Evidencia['origen'], string> = {
  denuncia: 'Denuncia',
  comentario: 'Mensaje',
  investigacion: 'Investigación',
  plan_accion: 'Plan de acción',
};

/**
 * One file: name, size, who sent it, and a download (decrypted by the API, which records it in
 * the case's history).
 */
export function EvidenciaItem({ evidencia, conOrigen = false }: { evidencia: Evidencia; conOrigen?: boolean }) {
  const Icono = evidencia.content_type.startsWith('image/') ? ImageIcon : FileTextIcon;
  const queryClient = useQueryClient();
  const descarga = useMutation({
    mutationFn: () => descargarArchivo(evidencia.download_url, evidencia.nombre),
    // The download is now in the case's history.
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: [...denunciasKeys.all, 'caso'],
        predicate: (q) => q.queryKey[3] === 'eventos',
      }),
  });
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
      <Icono className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{evidencia.titulo || evidencia.nombre}</span>
        {evidencia.titulo && (
          <span className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{evidencia.nombre}</span>
        )}
        {evidencia.descripcion && <span className="text-sm whitespace-pre-line">{evidencia.descripcion}</span>}
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {conOrigen && <Badge variant="outline">{ORIGEN_ETIQUETAS[evidencia.origen]}</Badge>}
          <span>
            {evidencia.tipo_usuario === 'denunciante' ? 'Enviada por el denunciante' : 'Agregada por el equipo'}
          </span>
          <span className="tabular-nums">{formatBytes(evidencia.tamano)}</span>
          <time dateTime={evidencia.created_at} className="tabular-nums">
            {formatDateTime(evidencia.created_at)}
          </time>
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Descargar ${evidencia.nombre}`}
        disabled={descarga.isPending}
        onClick={() => descarga.mutate()}
      >
        {descarga.isPending ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <DownloadIcon aria-hidden="true" />
        )}
        Descargar
      </Button>
    </li>
  );
}

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
  if (evidencias.length === 0) return <p className="text-sm text-muted-foreground">{vacio}</p>;
  return (
    <ul aria-label={etiqueta} className="divide-y">
      {evidencias.map((e) => (
        <EvidenciaItem key={e.id} evidencia={e} conOrigen={conOrigen} />
      ))}
    </ul>
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
