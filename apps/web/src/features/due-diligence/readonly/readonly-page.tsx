import { Link, useParams } from 'react-router';
import { ClipboardEditIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { useSessionUser } from '@/shell/session';

import { useDueDiligence } from '../api';
import { EstadoCarga, idDeRuta } from '../detalle/carga';
import { EncabezadoDueDiligence } from '../detalle/encabezado';
import { nombreSujeto } from '../detalle/sujeto';
import { DescargarPdf, VerSeccionPep } from './acciones-reporte';
import { tamanoDe } from './financiera-seccion';
import { NavegacionSecciones } from './navegacion-secciones';
import { PerfilSecciones, tieneSociedades } from './perfil-secciones';
import { ReporteNoDisponible } from './reporte-no-disponible';
import { RiesgoCard } from './riesgo-card';
import { SECCIONES_PERFIL } from './secciones';
import { SolicitudCard } from './solicitud-card';

/** /due-diligence/{id}/readonly: the report (client once terminado; analysts at any time). */
export function ReadonlyPage() {
  const id = idDeRuta(useParams().id);
  const query = useDueDiligence(id);
  const analista = isPlatformAdmin(useSessionUser());
  if (!query.data) return <EstadoCarga id={id} query={query} />;

  const d = query.data;
  const perfil = d.perfil;
  const disponible = perfil !== null && (d.estado === 'terminado' || analista);
  return (
    <div className="flex flex-col gap-6">
      <title>{`Reporte · ${nombreSujeto(d)} · Atalaya`}</title>
      <EncabezadoDueDiligence
        detalle={d}
        pagina={{ titulo: 'Reporte' }}
        acciones={
          disponible && (
            <>
              {analista && (
                <Button asChild variant="outline">
                  <Link to={`/due-diligence/${d.id}/temporal`}>
                    <ClipboardEditIcon aria-hidden="true" />
                    Revisar perfil
                  </Link>
                </Button>
              )}
              <VerSeccionPep id={d.id} />
              <DescargarPdf id={d.id} />
            </>
          )
        }
      />
      {!disponible ? (
        <ReporteNoDisponible detalle={d} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside className="grid gap-4 lg:sticky lg:top-20">
            <RiesgoCard nivel={d.nivel_riesgo} razones={d.razones_riesgo} tamano={tamanoDe(perfil)} />
            <NavegacionSecciones
              secciones={SECCIONES_PERFIL.filter((s) => s.id !== 'sociedades' || tieneSociedades(perfil))}
            />
            <SolicitudCard detalle={d} />
          </aside>
          <div className="grid gap-6">
            <PerfilSecciones detalle={d} perfil={perfil} />
          </div>
        </div>
      )}
    </div>
  );
}
