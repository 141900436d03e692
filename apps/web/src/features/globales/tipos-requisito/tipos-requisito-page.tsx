import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity } from '@/components/list-page/types';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { deleteTipoRequisito, listTiposRequisito, tiposRequisitoKeys, type TipoRequisito } from './api';
import { tipoRequisitoColumns } from './components/tipo-requisito-columns';
import { TipoRequisitoDialog } from './components/tipo-requisito-dialog';
import { TipoRequisitoForm } from './components/tipo-requisito-form';

const ENTITY: ListEntity = { singular: 'tipo de requisito', plural: 'tipos de requisito' };
const ACCIONES = accionesCatalogo<TipoRequisito>({
  path: '/tipo_requisito/',
  entity: ENTITY,
  nombre: (t) => t.nombre,
});

/** Globales → Tipos de requisito: how the catalogue's requirements are classified (ley, reglamento…). */
export function TiposRequisitoPage() {
  const lote = useAccionesLote(ACCIONES);
  return (
    <>
      <ListPage<TipoRequisito>
        title="Tipos de requisito"
        subtitle="Clasificación de los requisitos del catálogo global (ley, reglamento, norma, política…)."
        entity={ENTITY}
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
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
