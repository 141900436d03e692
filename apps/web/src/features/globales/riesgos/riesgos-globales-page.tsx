import { useState } from 'react';
import { Building2Icon } from 'lucide-react';

import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { siNoOptions } from '../comun/fields';
import { ImportarCatalogoDialog } from '../comun/importar-dialog';
import { useDelitosCatalogo } from '../comun/opciones';
import { deleteRiesgoGlobal, listRiesgosGlobales, riesgosGlobalesKeys, type RiesgoGlobal } from './api';
import { riesgoGlobalColumns } from './components/riesgo-global-columns';
import { RiesgoGlobalDialog } from './components/riesgo-global-dialog';
import { RiesgoGlobalForm } from './components/riesgo-global-form';

const ENTITY: ListEntity = { singular: 'riesgo global', plural: 'riesgos globales' };
const ACCIONES = accionesCatalogo<RiesgoGlobal>({
  path: '/riesgos-globales/',
  entity: ENTITY,
  nombre: (r) => r.nombre,
  estado: 'activo',
});

/** Globales → Riesgos: the offences companies map in their risk matrix, with typical mitigations. */
export function RiesgosGlobalesPage() {
  const lote = useAccionesLote(ACCIONES);
  const delitos = useDelitosCatalogo();
  const [importar, setImportar] = useState({ open: false, seq: 0 });

  const filters: ListFilter[] = [
    {
      id: 'delito_o_categoria',
      label: 'Delito o categoría',
      type: 'select',
      options: (delitos.data ?? []).map((d) => ({ value: d.delito_o_categoria, label: d.delito_o_categoria })),
    },
    { id: 'activo', label: 'Estado', type: 'select', options: siNoOptions('Activo', 'Inactivo') },
  ];

  return (
    <>
      <ListPage<RiesgoGlobal>
        title="Riesgos globales"
        subtitle="Delitos y riesgos típicos de la matriz de prevención, con su posición sugerida y sus mitigaciones."
        entity={ENTITY}
        columns={riesgoGlobalColumns}
        queryKey={riesgosGlobalesKeys.lists()}
        fetchPage={listRiesgosGlobales}
        rowLabel={(r) => r.nombre}
        search={{ placeholder: 'Buscar por nombre, delito o fuente legal' }}
        filters={filters}
        refreshable
        exportFileName="riesgos-globales"
        headerActions={
          <Button variant="outline" onClick={() => setImportar((s) => ({ open: true, seq: s.seq + 1 }))}>
            <Building2Icon aria-hidden="true" />
            Importar a empresa
          </Button>
        }
        renderCreate={(props) => <RiesgoGlobalForm {...props} />}
        renderEdit={(props) => <RiesgoGlobalForm {...props} />}
        renderView={(props) => <RiesgoGlobalDialog {...props} />}
        onDelete={(row) => deleteRiesgoGlobal(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
      {/* Remounted on every opening (key), so it starts with no company and no preview. */}
      <ImportarCatalogoDialog
        key={importar.seq}
        tipo="riesgos"
        open={importar.open}
        onOpenChange={(open) => setImportar((s) => ({ ...s, open }))}
      />
    </>
  );
}
