import { useParams } from 'react-router';

import { NotFoundPage } from '@/shell/errors/not-found-page';

import { NoConformidadDetallePage } from './detalle/detalle-page';
import { NoConformidadesLista } from './lista-page';
import { rutaNc } from './vistas';

/** /no-conformidades/{vista|id}: one of the lists, or one non-conformity by its id. */
export function NoConformidadesVistaPage() {
  const ruta = rutaNc(useParams().vista);
  if (!ruta) return <NotFoundPage />;
  if (ruta.tipo === 'lista') return <NoConformidadesLista key={ruta.vista} vista={ruta.vista} />;
  return <NoConformidadDetallePage key={ruta.id} id={ruta.id} />;
}
