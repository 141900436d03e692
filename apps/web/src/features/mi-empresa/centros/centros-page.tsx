import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { centrosKeys, deleteCentro, listCentros, useRegiones, type Centro } from './api';
import { centroColumns } from './components/centro-columns';
import { CentroDialog } from './components/centro-dialog';
import { CentroForm } from './components/centro-form';

/** Mi Empresa → Centros: the company's work centers. */
export function CentrosPage() {
  const regiones = useRegiones();

  const filters: ListFilter[] = [
    {
      id: 'region_codigo',
      label: 'Región',
      type: 'select',
      options: (regiones.data ?? []).map((r) => ({ value: r.codigo, label: r.nombre })),
    },
  ];

  return (
    <ListPage<Centro>
      title="Centros"
      subtitle="Centros de trabajo de su empresa."
      entity={{ singular: 'centro', plural: 'centros' }}
      columns={centroColumns(regiones.data)}
      queryKey={centrosKeys.lists()}
      fetchPage={listCentros}
      rowLabel={(c) => c.nombre}
      search={{ placeholder: 'Buscar por nombre o dirección' }}
      filters={filters}
      refreshable
      exportFileName="centros"
      renderCreate={(props) => <CentroForm {...props} />}
      renderEdit={(props) => <CentroForm {...props} />}
      renderView={(props) => <CentroDialog {...props} />}
      onDelete={(row) => deleteCentro(row.id)}
    />
  );
}
