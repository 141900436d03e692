import { Link, useParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { useSessionUser } from '@/shell/session';

import { useDueDiligence } from '../api';
import { EstadoCarga, idDeRuta } from '../detalle/carga';
import { EncabezadoDueDiligence } from '../detalle/encabezado';
import { nombreSujeto } from '../detalle/sujeto';
import { DescargarPdf } from './acciones-reporte';
import { PepSeccion } from './pep-seccion';
import { ReporteNoDisponible } from './reporte-no-disponible';

/** /due-diligence/{id}/readonly/pep: only the PEP / SOE / lists section, every hit explained. */
export function PepPage() {
  const id = idDeRuta(useParams().id);
  const query = useDueDiligence(id);
  const analista = isPlatformAdmin(useSessionUser());
  if (!query.data) return <EstadoCarga id={id} query={query} />;

  const d = query.data;
  const disponible = d.perfil !== null && (d.estado === 'terminado' || analista);
  return (
    <div className="flex flex-col gap-6">
      <title>{`Sección PEP · ${nombreSujeto(d)} · Atalaya`}</title>
      <EncabezadoDueDiligence
        detalle={d}
        pagina={{ titulo: 'Sección PEP' }}
        acciones={
          disponible && (
            <>
              <Button asChild variant="outline">
                <Link to={`/due-diligence/${d.id}/readonly`}>
                  <ArrowLeftIcon aria-hidden="true" />
                  Reporte completo
                </Link>
              </Button>
              <DescargarPdf id={d.id} />
            </>
          )
        }
      />
      {disponible && d.perfil ? <PepSeccion detalle={d} perfil={d.perfil} /> : <ReporteNoDisponible detalle={d} />}
    </div>
  );
}
