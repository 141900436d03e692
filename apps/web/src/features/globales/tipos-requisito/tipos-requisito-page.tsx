import { ListPage } from '@/components/list-page/list-page';

import { deleteTipoRequisito, listTiposRequisito, tiposRequisitoKeys, type TipoRequisito } from './api';
import { tipoRequisitoColumns } from './components/tipo-requisito-columns';
import { TipoRequisitoDialog } from './components/tipo-requisito-dialog';
import { TipoRequisitoForm } from './components/tipo-requisito-form';

/** Globales → Tipos de requisito: how the catalogue's requirements are classified (ley, reglamento…). */
export function TiposRequisitoPage() {
  return (
    <ListPage<TipoRequisito>
      title="Tipos de requisito"
      subtitle="Clasificación de los requisitos del catálogo global (ley, reglamento, norma, política…)."
      entity={{ singular: 'tipo de requisito', plural: 'tipos de requisito' }}
      columns={tipoRequisitoColumns}
      queryKey={tiposRequisitoKeys.lists()}
      fetchPage={listTiposRequisito}
      rowLabel={(t) => t.nombre}
      search={{ placeholder: 'Buscar por nombre o descripción' }}
      refreshable
      exportFileName="tipos-de-requisito"
      renderCreate={(props) => <TipoRequisitoForm {...props} />}
      renderEdit={(props) => <TipoRequisitoForm {...props} />}
      renderView={(props) => <TipoRequisitoDialog {...props} />}
      onDelete={(row) => deleteTipoRequisito(row.id)}
    />
  );
}
