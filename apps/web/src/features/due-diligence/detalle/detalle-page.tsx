import { Link, useParams } from 'react-router';
import { ClipboardEditIcon, PencilIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { useSessionUser } from '@/shell/session';

import { useDueDiligence } from '../api';
import { SolicitudCard } from '../readonly/solicitud-card';
import { EstadoCarga, idDeRuta } from './carga';
import { DatosSolicitudCard } from './datos-solicitud-card';
import { EncabezadoDueDiligence } from './encabezado';
import { EstadoCard } from './estado-card';
import { nombreSujeto } from './sujeto';

/** /due-diligence/{id}: where a request stands (polled while the job works), and its data. */
export function DetallePage() {
  const id = idDeRuta(useParams().id);
  const query = useDueDiligence(id);
  const analista = isPlatformAdmin(useSessionUser());
  if (!query.data) return <EstadoCarga id={id} query={query} />;

  const d = query.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${nombreSujeto(d)} · Due diligence · Atalaya`}</title>
      <EncabezadoDueDiligence
        detalle={d}
        acciones={
          analista && (
            <>
              {d.estado !== 'terminado' && (
                <Button asChild variant="outline">
                  <Link to={`/due-diligence/${d.id}/editar`}>
                    <PencilIcon aria-hidden="true" />
                    Editar solicitud
                  </Link>
                </Button>
              )}
              <Button asChild>
                <Link to={`/due-diligence/${d.id}/temporal`}>
                  <ClipboardEditIcon aria-hidden="true" />
                  Revisar perfil
                </Link>
              </Button>
            </>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-6">
          <EstadoCard detalle={d} />
          <DatosSolicitudCard detalle={d} />
        </div>
        <SolicitudCard detalle={d} />
      </div>
    </div>
  );
}
