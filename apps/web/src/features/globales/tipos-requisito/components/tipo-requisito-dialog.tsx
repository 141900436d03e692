import type { ViewModalProps } from '@/components/list-page/types';

import { NombreDescripcionDialog } from '../../comun/components/nombre-descripcion';
import type { TipoRequisito } from '../api';

/** Read-only view of one requirement type. */
export function TipoRequisitoDialog(props: ViewModalProps<TipoRequisito>) {
  return <NombreDescripcionDialog {...props} description="Tipo de requisito" actualizado="Actualizado" />;
}
