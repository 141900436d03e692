import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { siNoOptions } from '../comun/fields';
import {
  deleteMitigacionGlobal,
  listMitigacionesGlobales,
  mitigacionesGlobalesKeys,
  type MitigacionGlobal,
} from './api';
import {
  FRECUENCIA_LABELS,
  MODO_LABELS,
  mitigacionGlobalColumns,
  TIPO_LABELS,
} from './components/mitigacion-global-columns';
import { MitigacionGlobalDialog } from './components/mitigacion-global-dialog';
import { MitigacionGlobalForm } from './components/mitigacion-global-form';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const FILTERS: ListFilter[] = [
  { id: 'tipo', label: 'Tipo', type: 'select', options: options(TIPO_LABELS) },
  { id: 'modo', label: 'Modo', type: 'select', options: options(MODO_LABELS) },
  { id: 'frecuencia', label: 'Frecuencia', type: 'select', options: options(FRECUENCIA_LABELS) },
  { id: 'activo', label: 'Estado', type: 'select', options: siNoOptions('Activa', 'Inactiva') },
];

const ENTITY: ListEntity = { singular: 'mitigación global', plural: 'mitigaciones globales', feminine: true };
const ACCIONES = accionesCatalogo<MitigacionGlobal>({
  path: '/mitigaciones-globales/',
  entity: ENTITY,
  nombre: (m) => m.nombre,
  estado: 'activo',
});

/** Globales → Mitigaciones: typical controls the global risks suggest and the import copies. */
export function MitigacionesGlobalesPage() {
  const lote = useAccionesLote(ACCIONES);
  return (
    <>
      <ListPage<MitigacionGlobal>
        title="Mitigaciones globales"
        subtitle="Controles típicos del catálogo; se copian a la empresa al importar los riesgos que mitigan."
        entity={ENTITY}
        columns={mitigacionGlobalColumns}
        queryKey={mitigacionesGlobalesKeys.lists()}
        fetchPage={listMitigacionesGlobales}
        rowLabel={(m) => m.nombre}
        search={{ placeholder: 'Buscar por nombre o descripción' }}
        filters={FILTERS}
        refreshable
        exportFileName="mitigaciones-globales"
        renderCreate={(props) => <MitigacionGlobalForm {...props} />}
        renderEdit={(props) => <MitigacionGlobalForm {...props} />}
        renderView={(props) => <MitigacionGlobalDialog {...props} />}
        onDelete={(row) => deleteMitigacionGlobal(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
