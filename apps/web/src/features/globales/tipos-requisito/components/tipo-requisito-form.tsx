import { tipoRequisitoInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import type { CreateModalProps } from '@/components/list-page/types';

import { NombreDescripcionForm } from '../../comun/components/nombre-descripcion';
import { createTipoRequisito, tiposRequisitoKeys, updateTipoRequisito, type TipoRequisito } from '../api';

type TipoRequisitoFormProps = CreateModalProps & { row?: TipoRequisito };

/** Creates (without `row`) or edits a requirement type; a duplicate name (409) lands on nombre. */
export function TipoRequisitoForm(props: TipoRequisitoFormProps) {
  return (
    <NombreDescripcionForm
      {...props}
      schema={tipoRequisitoInputSchema}
      create={createTipoRequisito}
      update={updateTipoRequisito}
      // The requisitos' selects list the types.
      queryKey={tiposRequisitoKeys.all}
      entidad="tipo de requisito"
    />
  );
}
