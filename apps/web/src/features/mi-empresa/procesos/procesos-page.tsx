import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { useDepartamentos } from '../comun/opciones';
import { deleteProceso, listProcesos, procesosKeys, useCategoriasProceso, type Proceso } from './api';
import { procesoColumns } from './components/proceso-columns';
import { ProcesoDialog } from './components/proceso-dialog';
import { ProcesoForm } from './components/proceso-form';

/** Mi Empresa → Mis Procesos: the company's processes, by category and department. */
export function ProcesosPage() {
  const categorias = useCategoriasProceso();
  const departamentos = useDepartamentos();

  const filters: ListFilter[] = [
    {
      id: 'categoria',
      label: 'Categoría',
      type: 'select',
      options: (categorias.data ?? []).map((c) => ({ value: c.id, label: c.nombre })),
    },
    {
      id: 'departamento_id',
      label: 'Departamento',
      type: 'select',
      options: (departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre })),
    },
  ];

  return (
    <ListPage<Proceso>
      title="Mis Procesos"
      subtitle="Procesos de su empresa, por categoría y departamento."
      entity={{ singular: 'proceso', plural: 'procesos' }}
      columns={procesoColumns}
      queryKey={procesosKeys.lists()}
      fetchPage={listProcesos}
      rowLabel={(p) => p.nombre_proceso}
      search={{ placeholder: 'Buscar por código o nombre' }}
      filters={filters}
      refreshable
      exportFileName="procesos"
      renderCreate={(props) => <ProcesoForm {...props} />}
      renderEdit={(props) => <ProcesoForm {...props} />}
      renderView={(props) => <ProcesoDialog {...props} />}
      onDelete={(row) => deleteProceso(row.id)}
    />
  );
}
