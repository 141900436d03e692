import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRightIcon, FilePlus2Icon, PencilIcon } from 'lucide-react';
import { toast } from 'sonner';

import { ACCION_DE_FASE, etiquetaFase, type Fase } from '@atalaya/shared/phases';
import { CargandoDetalle } from '@/components/cargando-detalle';
import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { ApiError } from '@/lib/api';

import { useDocumento, useHistorial, type Documento } from './api';
import { CicloVida } from './components/ciclo-vida';
import { DocumentoFicha } from './components/documento-ficha';
import { DocumentoForm } from './components/documento-form';
import { FaseBadge, StatusDocumentoBadge } from './components/estado-badges';
import { NuevaVersionDialog } from './components/nueva-version-dialog';
import { VersionesTabla } from './components/versiones-tabla';
import { CodigoDocumento } from '@/components/codigo-documento';

/** Phases in which no version is being worked on: a new one may be opened. */
const FASES_CERRADAS: ReadonlySet<Fase> = new Set(['publicacion', 'obsoleto']);

/** A published version exists and no other is in progress (SPEC §4: new version of a published document). */
export function puedeCrearNuevaVersion(documento: Pick<Documento, 'version_actual' | 'fase_actual'>): boolean {
  return documento.version_actual > 0 && (documento.fase_actual === null || FASES_CERRADAS.has(documento.fase_actual));
}

function Migas({ codigo }: { codigo?: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>Documentos</li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/documentos/registrar" className="underline-offset-4 hover:text-foreground hover:underline">
            Todos los documentos
          </Link>
        </li>
        {codigo && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              {codigo}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Encabezado({ documento }: { documento: Documento }) {
  const [dialogo, setDialogo] = useState<{ tipo: 'editar' | 'version'; seq: number } | null>(null);
  const abrir = (tipo: 'editar' | 'version') => setDialogo((d) => ({ tipo, seq: (d?.seq ?? 0) + 1 }));
  const cerrar = () => setDialogo(null);
  const fase = documento.fase_actual;
  const accion = fase && documento.id_documentacion !== null ? ACCION_DE_FASE[fase] : null;

  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-2">
        <Migas codigo={documento.codigo} />
        <h1 className="text-2xl font-semibold tracking-tight">{documento.nombre_documento}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <CodigoDocumento codigo={documento.codigo} />
          <StatusDocumentoBadge status={documento.status} />
          {fase && (
            <span className="flex items-center gap-1 text-muted-foreground">
              Fase actual: <FaseBadge fase={fase} />
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => abrir('editar')}>
          <PencilIcon aria-hidden="true" />
          Editar
        </Button>
        {puedeCrearNuevaVersion(documento) && (
          <Button variant="outline" onClick={() => abrir('version')}>
            <FilePlus2Icon aria-hidden="true" />
            Nueva versión
          </Button>
        )}
        {accion && fase && (
          <Button asChild>
            <Link to={accion.ruta(documento.id_documentacion!)}>
              {accion.etiqueta}
              <span className="sr-only"> (fase {etiquetaFase(fase)})</span>
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      {dialogo?.tipo === 'editar' && (
        <DocumentoForm
          key={dialogo.seq}
          row={documento}
          open
          onOpenChange={(open) => !open && cerrar()}
          onSuccess={() => {
            cerrar();
            toast.success('Documento actualizado');
          }}
        />
      )}
      {dialogo?.tipo === 'version' && (
        <NuevaVersionDialog key={dialogo.seq} documento={documento} open onOpenChange={(open) => !open && cerrar()} />
      )}
    </header>
  );
}

/** /documentos/detalle/{id}: a document, the action its phase calls for, its versions and lifecycle. */
export function DocumentoDetallePage() {
  const params = useParams();
  const id = Number(params.id);
  const valido = Number.isInteger(id) && id > 0;
  // An invalid id asks for nothing: the hook stays called in the same order.
  const documento = useDocumento(valido ? id : 0);

  if (!valido || (documento.error instanceof ApiError && documento.error.status === 404)) return <NotFoundPage />;
  if (documento.isPending) return <CargandoDetalle mensaje="Cargando documento..." />;
  if (documento.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Migas />
        <ErrorCarga
          error={documento.error}
          reintentando={documento.isFetching}
          onReintentar={() => void documento.refetch()}
        />
      </div>
    );
  }

  const d = documento.data;
  return <Detalle documento={d} />;
}

function Detalle({ documento: d }: { documento: Documento }) {
  // Shares the Versiones table's query: which version the lifecycle belongs to.
  const historial = useHistorial(d.id);
  const versionEnCurso = historial.data?.find((v) => v.id === d.id_documentacion)?.version_num;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${d.codigo} · ${d.nombre_documento} · Atalaya`}</title>
      <Encabezado documento={d} />
      <DocumentoFicha documento={d} />
      <section aria-labelledby="versiones-titulo" className="grid gap-3">
        <h2 id="versiones-titulo" className="text-lg font-semibold">
          Versiones
        </h2>
        <VersionesTabla documentoId={d.id} />
      </section>
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">Ciclo de vida</h2>
          </CardTitle>
          <CardDescription>
            Cambios de estado de la versión en curso{versionEnCurso ? ` (v${versionEnCurso})` : ''}, del más antiguo al
            más reciente.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CicloVida flujoId={d.id_documentacion} />
        </CardContent>
      </Card>
    </div>
  );
}
