import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { InfoIcon } from 'lucide-react';

import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSessionUser } from '@/shell/session';
import { ModuloNoHabilitadoPage } from '@/shell/errors/modulo-no-habilitado-page';
import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { useTemporal } from '../analista-api';
import { EstadoCarga, idDeRuta } from '../detalle/carga';
import { EncabezadoDueDiligence } from '../detalle/encabezado';
import { nombreSujeto } from '../detalle/sujeto';
import { DescargarPdf, VistaPrevia } from '../readonly/acciones-reporte';
import { NavegacionSecciones } from '../readonly/navegacion-secciones';
import { PerfilSecciones, tieneSociedades } from '../readonly/perfil-secciones';
import { RiesgoCard } from '../readonly/riesgo-card';
import { SECCIONES_PERFIL } from '../readonly/secciones';
import { TemporalForm } from './temporal-form';

/** Why the profile cannot be edited now (only a request in revision can). */
const MOTIVO_SOLO_LECTURA: Record<Exclude<DueDiligenceDetalle['estado'], 'en_revision'>, string> = {
  pendiente: 'La solicitud aún no se procesa: el perfil estará disponible cuando el procesamiento termine.',
  procesando: 'La solicitud se está procesando: el perfil estará disponible cuando el procesamiento termine.',
  terminado: 'Este reporte ya fue publicado: el perfil no se puede modificar.',
  fallido: 'El procesamiento de esta solicitud falló.',
};

function SoloLectura({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  const perfil = d.perfil;
  return (
    <>
      <Alert>
        <InfoIcon aria-hidden="true" />
        <AlertTitle className="line-clamp-none">El perfil no se puede editar</AlertTitle>
        <AlertDescription>
          {MOTIVO_SOLO_LECTURA[d.estado as keyof typeof MOTIVO_SOLO_LECTURA]}
          {d.estado === 'fallido' && d.error && <p>{d.error}</p>}
        </AlertDescription>
      </Alert>
      {perfil && (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside className="grid gap-4 lg:sticky lg:top-20">
            <RiesgoCard nivel={d.nivel_riesgo} razones={d.razones_riesgo} />
            <NavegacionSecciones
              secciones={SECCIONES_PERFIL.filter((s) => s.id !== 'sociedades' || tieneSociedades(perfil))}
            />
          </aside>
          <div className="grid gap-6">
            <PerfilSecciones detalle={d} perfil={perfil} />
          </div>
        </div>
      )}
    </>
  );
}

/** /due-diligence/{id}/temporal (admin_atalaya): the analyst's review of the profile before publishing. */
export function TemporalPage() {
  const analista = isPlatformAdmin(useSessionUser());
  const id = idDeRuta(useParams().id);
  const query = useTemporal(analista ? id : 0);
  if (!analista) return <ModuloNoHabilitadoPage />;
  if (!query.data) return <EstadoCarga id={id} query={query} />;

  const d = query.data;
  const enlaces = (
    <>
      <VistaPrevia id={d.id} />
      <DescargarPdf id={d.id} />
    </>
  );
  const encabezado = (extra?: ReactNode) => (
    <EncabezadoDueDiligence
      detalle={d}
      pagina={{ titulo: 'Revisión del perfil' }}
      acciones={
        <>
          {enlaces}
          {extra}
        </>
      }
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <title>{`Revisión · ${nombreSujeto(d)} · Atalaya`}</title>
      {d.estado === 'en_revision' ? (
        // Keyed by id: the form is filled once per request, never reset by a refetch.
        <TemporalForm key={d.id} detalle={d} acciones={encabezado} />
      ) : (
        <>
          {encabezado()}
          <SoloLectura detalle={d} />
        </>
      )}
    </div>
  );
}
