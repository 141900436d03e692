import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import {
  BANDEJA_ETIQUETAS,
  BANDEJAS,
  bandejaDeEstado,
  type Bandeja,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ErrorCarga } from '@/components/error-carga';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

import { useDenuncia, type DenunciaDetalle } from './api';
import { AnonimaBadge, EstadoDenunciaBadge, GravedadBadge, TipoDenunciaBadge } from './components/badges';
import { EvidenciasCard } from './components/evidencias';
import { ExclusionesCard } from './components/exclusiones';
import { GestionCaso } from './components/gestion-caso';
import { HistorialCard } from './components/historial';
import { MensajesCard } from './components/mensajes';
import { PlazosCard } from './components/plazos';
import { DenuncianteCard, RelatoCard } from './components/relato-card';
import { nombrePersona } from './persona';

const esBandeja = (valor: string | undefined): valor is Bandeja =>
  (BANDEJAS as readonly string[]).includes(valor ?? '');

function Migas({ bandeja, referencia }: { bandeja: Bandeja; referencia?: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>Canal de denuncias</li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={`/canal-denuncias/${bandeja}`} className="underline-offset-4 hover:text-foreground hover:underline">
            {BANDEJA_ETIQUETAS[bandeja]}
          </Link>
        </li>
        {referencia && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              {referencia}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Encabezado({ denuncia: d, bandeja }: { denuncia: DenunciaDetalle; bandeja: Bandeja }) {
  return (
    <header className="grid gap-2">
      <Migas bandeja={bandeja} referencia={d.referencia} />
      <h1 className="text-2xl font-semibold tracking-tight">
        Denuncia <span className="font-mono">{d.referencia}</span>
      </h1>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <EstadoDenunciaBadge estado={d.estado} />
        <TipoDenunciaBadge tipo={d.tipo} />
        <GravedadBadge gravedad={d.gravedad} />
        <AnonimaBadge anonima={d.anonima} />
      </div>
      <p className="text-sm text-muted-foreground">
        Recibida el <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time> · Categoría:{' '}
        {d.categoria?.nombre ?? 'Sin categoría'} · Investigador: {nombrePersona(d.investigador)}
      </p>
    </header>
  );
}

function Cargando() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando denuncia...
      </p>
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-8 w-80 max-w-full" />
        <Skeleton className="h-5 w-72" />
      </div>
      <Skeleton className="h-40 w-full" aria-hidden="true" />
      <Skeleton className="h-64 w-full" aria-hidden="true" />
    </div>
  );
}

/** /canal-denuncias/{bandeja}/{id}: a case, its legal clocks, its work, messages, files and history. */
export function DenunciaDetallePage() {
  const params = useParams();
  const user = useSessionUser();
  const id = Number(params.id);
  const valido = esBandeja(params.estado) && Number.isInteger(id) && id > 0;
  const denuncia = useDenuncia(user.id_empresa, valido ? id : 0);
  const navigate = useNavigate();
  // A case that changed state moves to its new tab (unless it was opened from 'Todas').
  const bandejaActual = denuncia.data && bandejaDeEstado(denuncia.data.estado);
  useEffect(() => {
    if (valido && bandejaActual && params.estado !== 'todas' && params.estado !== bandejaActual)
      void navigate(`/canal-denuncias/${bandejaActual}/${id}`, { replace: true });
  }, [valido, bandejaActual, params.estado, id, navigate]);
  // A link to one step (#paso-clasificacion, e.g. from /canal-denuncias/clasificacion/{id}) scrolls to it once shown.
  const { hash } = useLocation();
  const mostrada = denuncia.isSuccess;
  useEffect(() => {
    if (mostrada && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [mostrada, hash]);

  if (!valido || (denuncia.error instanceof ApiError && denuncia.error.status === 404)) return <NotFoundPage />;
  const bandeja = params.estado as Bandeja;
  if (denuncia.isPending) return <Cargando />;
  if (denuncia.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Migas bandeja={bandeja} />
        <ErrorCarga
          error={denuncia.error}
          reintentando={denuncia.isFetching}
          onReintentar={() => void denuncia.refetch()}
        />
      </div>
    );
  }

  const d = denuncia.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${d.referencia} · Canal de denuncias · Atalaya`}</title>
      <Encabezado denuncia={d} bandeja={bandeja} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6">
          <PlazosCard plazos={d.plazos} />
          <RelatoCard denuncia={d} />
          <GestionCaso denuncia={d} />
          <MensajesCard denunciaId={d.id} puedeComentar={d.acciones_permitidas.includes('comentar')} />
        </div>
        <div className="grid min-w-0 gap-6">
          <DenuncianteCard denuncia={d} />
          <EvidenciasCard evidencias={d.evidencias} />
          <ExclusionesCard denuncia={d} empresaId={user.id_empresa} usuarioId={user.id} />
          <HistorialCard empresaId={user.id_empresa} denunciaId={d.id} />
        </div>
      </div>
    </div>
  );
}
