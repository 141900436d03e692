import { Navigate, useParams } from 'react-router';

import { ErrorCarga } from '@/components/error-carga';

import { useCanalConfig } from './api';

/*
 * The channel's other route names of SPEC §2 (bandeja, denuncias, nueva, analisis/{id},
 * clasificacion/{id}) lead to the one screen that does that, with `replace`: one screen per thing.
 */

/** The case of the URL at one of its steps (#paso-…), inside 'Todas'. */
function CasoRedirect({ paso }: { paso: 'investigacion' | 'clasificacion' }) {
  const { id } = useParams();
  return <Navigate to={{ pathname: `/canal-denuncias/todas/${id ?? ''}`, hash: `paso-${paso}` }} replace />;
}

/** /canal-denuncias/analisis/{id}: the case at its investigation. */
export const AnalisisRedirect = () => <CasoRedirect paso="investigacion" />;
/** /canal-denuncias/clasificacion/{id}: the case at its classification. */
export const ClasificacionRedirect = () => <CasoRedirect paso="clasificacion" />;

/**
 * /canal-denuncias/nueva: a report received by phone or in person is registered through the
 * channel's own public form (there is no second, private form); with the channel disabled, its
 * configuration, where it is enabled.
 */
export function NuevaDenunciaRedirect() {
  const config = useCanalConfig();
  if (config.isError) {
    return (
      <ErrorCarga error={config.error} reintentando={config.isFetching} onReintentar={() => void config.refetch()} />
    );
  }
  if (!config.data) return <p role="status">Cargando...</p>;
  const destino = config.data.habilitado ? config.data.enlaces.formulario : '/canal-denuncias/vista-general';
  return <Navigate to={destino} replace />;
}
