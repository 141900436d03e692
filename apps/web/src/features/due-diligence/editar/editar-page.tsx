import { useParams } from 'react-router';
import { InfoIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { useSessionUser } from '@/shell/session';
import { ModuloNoHabilitadoPage } from '@/shell/errors/modulo-no-habilitado-page';

import { useDueDiligence } from '../api';
import { EstadoCarga, idDeRuta } from '../detalle/carga';
import { EncabezadoDueDiligence } from '../detalle/encabezado';
import { nombreSujeto } from '../detalle/sujeto';
import { EditarForm } from './editar-form';

/** /due-diligence/{id}/editar (analysts): correct the request's identity fields until it is published. */
export function EditarPage() {
  const analista = isPlatformAdmin(useSessionUser());
  const id = idDeRuta(useParams().id);
  const query = useDueDiligence(analista ? id : 0);
  if (!analista) return <ModuloNoHabilitadoPage />;
  if (!query.data) return <EstadoCarga id={id} query={query} />;

  const d = query.data;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <title>{`Editar · ${nombreSujeto(d)} · Atalaya`}</title>
      <EncabezadoDueDiligence detalle={d} pagina={{ titulo: 'Editar solicitud' }} />
      {d.estado === 'terminado' ? (
        <Alert>
          <InfoIcon aria-hidden="true" />
          <AlertTitle className="line-clamp-none">Este reporte ya fue publicado</AlertTitle>
          <AlertDescription>Los datos de una solicitud publicada no se pueden modificar.</AlertDescription>
        </Alert>
      ) : (
        <EditarForm key={d.id} detalle={d} />
      )}
    </div>
  );
}
