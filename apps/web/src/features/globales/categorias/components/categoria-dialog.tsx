import type { ViewModalProps } from '@/components/list-page/types';

import { NombreDescripcionDialog } from '../../comun/components/nombre-descripcion';
import type { CategoriaRequisito } from '../api';

/** Read-only view of one requirement category. */
export function CategoriaDialog(props: ViewModalProps<CategoriaRequisito>) {
  return <NombreDescripcionDialog {...props} description="Categoría de requisitos" actualizado="Actualizada" />;
}
