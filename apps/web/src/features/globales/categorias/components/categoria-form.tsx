import { categoriaRequisitoInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import type { CreateModalProps } from '@/components/list-page/types';

import { NombreDescripcionForm } from '../../comun/components/nombre-descripcion';
import { categoriasKeys, createCategoria, updateCategoria, type CategoriaRequisito } from '../api';

type CategoriaFormProps = CreateModalProps & { row?: CategoriaRequisito };

/** Creates (POST) or edits (PATCH) a requirement category; a duplicate name (409) lands on nombre. */
export function CategoriaForm(props: CategoriaFormProps) {
  return (
    <NombreDescripcionForm
      {...props}
      schema={categoriaRequisitoInputSchema}
      create={createCategoria}
      update={updateCategoria}
      // Subcategorías, requisitos and the import dialog list the categories.
      queryKey={categoriasKeys.all}
      entidad="categoría"
    />
  );
}
