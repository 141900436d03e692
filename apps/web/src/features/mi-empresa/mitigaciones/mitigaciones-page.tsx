import { labelOptions } from '@/components/forms/fields';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { useTrabajadores } from '../comun/opciones';
import { deleteMitigacion, listMitigaciones, mitigacionesKeys, type Mitigacion } from './api';
import { EFECTIVIDAD_LABELS, mitigacionColumns, TIPO_LABELS } from './components/mitigacion-columns';
import { MitigacionDialog } from './components/mitigacion-dialog';
import { MitigacionForm } from './components/mitigacion-form';

/** Mi Empresa → Mis Mitigaciones: the company's controls and the risks they mitigate. */
export function MitigacionesPage() {
  const trabajadores = useTrabajadores();

  const filters: ListFilter[] = [
    { id: 'tipo', label: 'Tipo', type: 'select', options: labelOptions(TIPO_LABELS) },
    { id: 'efectividad', label: 'Efectividad', type: 'select', options: labelOptions(EFECTIVIDAD_LABELS) },
    {
      id: 'responsable_id',
      label: 'Responsable',
      type: 'select',
      options: (trabajadores.data ?? []).map((t) => ({
        value: String(t.id),
        label: [t.nombres, t.apellido_paterno].filter(Boolean).join(' '),
      })),
    },
  ];

  return (
    <ListPage<Mitigacion>
      title="Mis Mitigaciones"
      subtitle="Controles preventivos, detectivos y correctivos que reducen los riesgos de su empresa."
      entity={{ singular: 'mitigación', plural: 'mitigaciones', feminine: true }}
      columns={mitigacionColumns}
      queryKey={mitigacionesKeys.lists()}
      fetchPage={listMitigaciones}
      rowLabel={(m) => m.nombre}
      search={{ placeholder: 'Buscar por nombre o descripción' }}
      filters={filters}
      refreshable
      exportFileName="mitigaciones"
      renderCreate={(props) => <MitigacionForm {...props} />}
      renderEdit={(props) => <MitigacionForm {...props} />}
      renderView={(props) => <MitigacionDialog {...props} />}
      onDelete={(row) => deleteMitigacion(row.id)}
    />
  );
}
