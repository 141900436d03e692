import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { useDepartamentos } from '../comun/opciones';
import { deleteDepartamento, departamentosKeys, listDepartamentos, type Departamento } from './api';
import { departamentoColumns } from './components/departamento-columns';
import { DepartamentoDialog } from './components/departamento-dialog';
import { DepartamentoForm } from './components/departamento-form';

/** Mi Empresa → Mis departamentos: the company's organizational structure. */
export function DepartamentosPage() {
  const departamentos = useDepartamentos();

  const filters: ListFilter[] = [
    {
      id: 'parent_id',
      label: 'Depende de',
      type: 'select',
      options: (departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre })),
    },
  ];

  return (
    <ListPage<Departamento>
      title="Mis departamentos"
      subtitle="Estructura organizacional de su empresa."
      entity={{ singular: 'departamento', plural: 'departamentos' }}
      columns={departamentoColumns}
      queryKey={departamentosKeys.lists()}
      fetchPage={listDepartamentos}
      rowLabel={(d) => d.nombre}
      search={{ placeholder: 'Buscar por nombre' }}
      filters={filters}
      refreshable
      exportFileName="departamentos"
      renderCreate={(props) => <DepartamentoForm {...props} />}
      renderEdit={(props) => <DepartamentoForm {...props} />}
      renderView={(props) => <DepartamentoDialog {...props} />}
      onDelete={(row) => deleteDepartamento(row.id)}
    />
  );
}
