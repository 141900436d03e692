import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { useCentros } from '../comun/opciones';
import { deleteRecurso, listRecursos, recursosKeys, type Recurso } from './api';
import { ESTADO_LABELS, recursoColumns } from './components/recurso-columns';
import { RecursoDialog } from './components/recurso-dialog';
import { RecursoForm } from './components/recurso-form';

/** Mi Empresa → Recursos: systems, vehicles and equipment of the company. */
export function RecursosPage() {
  const centros = useCentros();

  const filters: ListFilter[] = [
    {
      id: 'estado',
      label: 'Estado',
      type: 'select',
      options: Object.entries(ESTADO_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      id: 'centro_id',
      label: 'Centro',
      type: 'select',
      options: (centros.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre })),
    },
  ];

  return (
    <ListPage<Recurso>
      title="Recursos"
      subtitle="Sistemas, vehículos y equipos de su empresa."
      entity={{ singular: 'recurso', plural: 'recursos' }}
      columns={recursoColumns}
      queryKey={recursosKeys.lists()}
      fetchPage={listRecursos}
      rowLabel={(r) => r.nombre}
      search={{ placeholder: 'Buscar por nombre o tipo' }}
      filters={filters}
      refreshable
      exportFileName="recursos"
      renderCreate={(props) => <RecursoForm {...props} />}
      renderEdit={(props) => <RecursoForm {...props} />}
      renderView={(props) => <RecursoDialog {...props} />}
      onDelete={(row) => deleteRecurso(row.id)}
    />
  );
}
