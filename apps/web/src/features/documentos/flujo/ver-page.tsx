import { Link } from 'react-router';
import { AlertTriangleIcon, FilePlus2Icon, MessageSquareIcon } from 'lucide-react';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

import { CicloVidaLista } from './components/ciclo-vida-lista';
import { DocumentoInfo } from './components/documento-info';
import { FlujoPagina } from './components/flujo-pagina';
import { HistorialVersiones } from './components/historial-versiones';
import { ArchivosFlujo } from './components/archivos-flujo';

/** Published, expired or obsolete: what a reader must know about the version they hold. */
function EstadoPublicacion({ flujo }: { flujo: Flujo }) {
  if (flujo.fase === 'obsoleto') return <Badge variant="outline">Obsoleto</Badge>;
  if (flujo.fase !== 'publicacion') return null;
  const vencido = flujo.fecha_vencimiento !== null && new Date(flujo.fecha_vencimiento) <= new Date();
  return vencido ? <Badge variant="destructive">Vencido</Badge> : <Badge variant="success">Vigente</Badge>;
}

const puedeNuevaVersion = (flujo: Flujo) => flujo.fase === 'publicacion' || flujo.fase === 'obsoleto';

/** Flujo documental → Ver: a published (or since obsolete) version with its files, history and lifecycle. */
export function VerPage() {
  return (
    <FlujoPagina
      titulo="Documento publicado"
      acciones={(flujo) => (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/flujo-documental/comentarios/${flujo.id}`}>
              <MessageSquareIcon aria-hidden="true" />
              Comentarios
            </Link>
          </Button>
          {puedeNuevaVersion(flujo) && (
            <Button asChild>
              <Link to={`/flujo-documental/nueva-version/${flujo.id}`}>
                <FilePlus2Icon aria-hidden="true" />
                Nueva versión
              </Link>
            </Button>
          )}
        </div>
      )}
    >
      {(flujo) => <Ver flujo={flujo} />}
    </FlujoPagina>
  );
}

function Ver({ flujo }: { flujo: Flujo }) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        {flujo.fase === 'obsoleto' && (
          <Alert variant="warning">
            <AlertTriangleIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none">Versión obsoleta</AlertTitle>
            <AlertDescription>
              Esta versión fue reemplazada por una posterior y se conserva solo como registro. No la use como vigente.
            </AlertDescription>
          </Alert>
        )}
        {flujo.fase !== 'publicacion' && flujo.fase !== 'obsoleto' && (
          <Alert>
            <AlertTriangleIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none">Esta versión aún no está publicada.</AlertTitle>
          </Alert>
        )}
        <ArchivosFlujo flujoId={flujo.id} />
        <HistorialVersiones documentoId={flujo.documento.id} actualId={flujo.id} />
      </div>
      <div className="grid content-start gap-6">
        <DocumentoInfo
          flujo={flujo}
          extra={[
            ['Estado', <EstadoPublicacion key="e" flujo={flujo} />],
            ['Fecha de publicación', flujo.fecha_publicacion ? formatDate(flujo.fecha_publicacion) : '—'],
            ['Fecha de vencimiento', flujo.fecha_vencimiento ? formatDate(flujo.fecha_vencimiento) : '—'],
          ]}
        />
        <CicloVidaLista flujoId={flujo.id} />
      </div>
    </div>
  );
}
