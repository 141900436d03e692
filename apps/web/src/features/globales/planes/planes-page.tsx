import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { deletePlan, listPlanes, planesKeys, type Plan } from './api';
import { planColumns } from './components/plan-columns';
import { PlanDialog } from './components/plan-dialog';
import { PlanForm } from './components/plan-form';

const FILTERS: ListFilter[] = [
  {
    id: 'activo',
    label: 'Estado',
    type: 'select',
    options: [
      { value: 'true', label: 'Activo' },
      { value: 'false', label: 'Inactivo' },
    ],
  },
];

/** Globales → Planes: the modules each plan enables and its due-diligence credits. */
export function PlanesPage() {
  return (
    <ListPage<Plan>
      title="Planes"
      subtitle="Módulos que habilita cada plan y sus créditos de due diligence."
      entity={{ singular: 'plan', plural: 'planes' }}
      columns={planColumns}
      queryKey={planesKeys.lists()}
      fetchPage={listPlanes}
      rowLabel={(p) => p.nombre}
      search={{ placeholder: 'Buscar por nombre' }}
      filters={FILTERS}
      refreshable
      exportFileName="planes"
      renderCreate={(props) => <PlanForm {...props} />}
      renderEdit={(props) => <PlanForm {...props} />}
      renderView={(props) => <PlanDialog {...props} />}
      onDelete={(row) => deletePlan(row.id)}
    />
  );
}
