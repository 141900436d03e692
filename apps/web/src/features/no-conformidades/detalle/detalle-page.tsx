import { useState } from 'react';
import { Link } from 'react-router';

import { ETAPA_NC_ETIQUETAS, type CierreNcResponse } from '@atalaya/shared/contracts/no-conformidades';
import { ErrorCarga } from '@/components/error-carga';
import { Skeleton } from '@/components/ui/skeleton';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { ApiError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';

import { useNoConformidad, type NoConformidadDetalle } from '../api';
import { CriticidadNcBadge, EtapaNcBadge } from '../components/badges';
import { superada } from '../etapas';
import { VISTA_NC, vistaDeEtapa } from '../vistas';
import { AccionesPanel } from './acciones-panel';
import { AnalisisPanel } from './analisis-panel';
import { Dato, SeccionNc } from './comun';
import { EtapasNc } from './etapas-nc';
import {
  AceptarPanel,
  CierreLectura,
  CierrePanel,
  ClasificacionPanel,
  CorreccionPanel,
  VerificacionesHistorial,
  VerificacionPanel,
} from './paneles';

function Migas({ nc }: { nc?: NoConformidadDetalle }) {
  const vista = nc ? vistaDeEtapa(nc.etapa) : 'listado';
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/no-conformidades/listado" className="underline-offset-4 hover:text-foreground hover:underline">
            No conformidades
          </Link>
        </li>
        {vista !== 'listado' && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                to={`/no-conformidades/${vista}`}
                className="underline-offset-4 hover:text-foreground hover:underline"
              >
                {VISTA_NC[vista].titulo}
              </Link>
            </li>
          </>
        )}
        {nc && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              {nc.codigo}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Cargando() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando no conformidad...
      </p>
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-8 w-80 max-w-full" />
      </div>
      <Skeleton className="h-24 w-full" aria-hidden="true" />
      <Skeleton className="h-64 w-full" aria-hidden="true" />
    </div>
  );
}

/** What was registered, the classification and the links. */
function DatosCard({ nc }: { nc: NoConformidadDetalle }) {
  const nada = <span className="text-muted-foreground">—</span>;
  return (
    <SeccionNc id="seccion-datos" titulo="Registro">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Dato etiqueta="Fuente">{nc.fuente?.nombre ?? nada}</Dato>
        <Dato etiqueta="Fecha de detección">{formatDate(nc.fecha_deteccion)}</Dato>
        <Dato etiqueta="Proceso">{nc.proceso?.nombre ?? nada}</Dato>
        <Dato etiqueta="Área">{nc.departamento?.nombre ?? nada}</Dato>
        <Dato etiqueta="Detectado por">{nc.detectado_por?.nombre ?? nada}</Dato>
        <Dato etiqueta="Clasificación">{nc.clasificacion?.nombre ?? nada}</Dato>
        <Dato etiqueta="Responsable">{nc.responsable?.nombre ?? nada}</Dato>
        <Dato etiqueta="Riesgo vinculado">{nc.riesgo?.nombre ?? nada}</Dato>
        <Dato etiqueta="Requisito vinculado">{nc.requisito?.nombre ?? nada}</Dato>
        <Dato etiqueta="Denuncia de origen">
          {nc.denuncia ? (
            <Link
              to={`/canal-denuncias/todas/${nc.denuncia.id}`}
              className="font-mono text-primary underline-offset-4 hover:underline"
            >
              {nc.denuncia.nombre}
            </Link>
          ) : (
            nada
          )}
        </Dato>
        <Dato etiqueta="Registrada">
          {formatDateTime(nc.created_at)}
          {nc.creado_por ? ` · ${nc.creado_por.nombre}` : ''}
        </Dato>
      </dl>
    </SeccionNc>
  );
}

function CorreccionLectura({ nc }: { nc: NoConformidadDetalle }) {
  return (
    <SeccionNc id="seccion-correccion-registrada" titulo="Corrección inmediata">
      <dl className="grid gap-3 text-sm">
        <Dato etiqueta="Fecha">{formatDate(nc.correccion_fecha)}</Dato>
        <Dato etiqueta="Corrección">
          <span className="whitespace-pre-line">{nc.correccion ?? '—'}</span>
        </Dato>
      </dl>
    </SeccionNc>
  );
}

/** The panel of the current stage first, then the records of the stages already done. */
function Paneles({
  nc,
  cierre,
  onCerrada,
}: {
  nc: NoConformidadDetalle;
  cierre: CierreNcResponse | null;
  onCerrada: (r: CierreNcResponse) => void;
}) {
  const e = nc.etapa;
  const conAcciones = superada(e, 'clasificacion') || nc.acciones.length > 0;
  return (
    <>
      {e === 'abierta' && <AceptarPanel nc={nc} />}
      {e === 'correccion' && <CorreccionPanel nc={nc} />}
      {e === 'clasificacion' && <ClasificacionPanel nc={nc} />}
      {e === 'verificacion' &&
        (nc.eventos_permitidos.includes('cerrar') ? (
          <CierrePanel nc={nc} onCerrada={onCerrada} />
        ) : (
          <VerificacionPanel nc={nc} />
        ))}
      {e === 'cerrada' && <CierreLectura nc={nc} resultado={cierre} />}
      {e === 'acciones' && <AccionesPanel nc={nc} />}
      {superada(e, 'correccion') && <AnalisisPanel nc={nc} />}
      {e !== 'acciones' && conAcciones && <AccionesPanel nc={nc} />}
      {nc.verificaciones.length > 0 && <VerificacionesHistorial nc={nc} />}
    </>
  );
}

function Detalle({ nc }: { nc: NoConformidadDetalle }) {
  const [cierre, setCierre] = useState<CierreNcResponse | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <title>{`${nc.codigo} · No conformidades · Atalaya`}</title>
      <header className="grid gap-2">
        <Migas nc={nc} />
        <h1 className="text-2xl font-semibold tracking-tight">
          No conformidad <span className="font-mono">{nc.codigo}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <EtapaNcBadge etapa={nc.etapa} />
          {nc.criticidad && <CriticidadNcBadge criticidad={nc.criticidad} />}
        </div>
        <p className="max-w-4xl text-sm whitespace-pre-line">{nc.descripcion}</p>
      </header>
      <section aria-label="Avance" className="rounded-xl border bg-card p-4">
        <h2 className="sr-only">Avance: etapa {ETAPA_NC_ETIQUETAS[nc.etapa]}</h2>
        <EtapasNc etapa={nc.etapa} reaperturas={nc.reaperturas} />
      </section>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Paneles nc={nc} cierre={cierre} onCerrada={setCierre} />
        </div>
        <div className="grid min-w-0 gap-6">
          <DatosCard nc={nc} />
          {nc.correccion && <CorreccionLectura nc={nc} />}
        </div>
      </div>
    </div>
  );
}

/** /no-conformidades/{id}: one non-conformity, its stages and the panel of the current one. */
export function NoConformidadDetallePage({ id }: { id: number }) {
  const nc = useNoConformidad(id);
  if (nc.error instanceof ApiError && nc.error.status === 404) return <NotFoundPage />;
  if (nc.isPending) return <Cargando />;
  if (nc.isError)
    return (
      <div className="flex flex-col gap-4">
        <Migas />
        <ErrorCarga error={nc.error} reintentando={nc.isFetching} onReintentar={() => void nc.refetch()} />
      </div>
    );
  return <Detalle nc={nc.data} />;
}
