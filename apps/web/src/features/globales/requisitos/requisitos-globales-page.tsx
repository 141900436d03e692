import { useState } from 'react';
import { Building2Icon } from 'lucide-react';

import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { criticidadOptions, siNoOptions } from '../comun/fields';
import { ImportarCatalogoDialog } from '../comun/importar-dialog';
import { idOptions, useCategoriasRequisito, useTiposRequisito } from '../comun/opciones';
import { deleteRequisitoGlobal, listRequisitosGlobales, requisitosGlobalesKeys, type RequisitoGlobal } from './api';
import { requisitoGlobalColumns } from './components/requisito-global-columns';
import { RequisitoGlobalDialog } from './components/requisito-global-dialog';
import { RequisitoGlobalForm } from './components/requisito-global-form';

const ENTITY: ListEntity = { singular: 'requisito global', plural: 'requisitos globales' };
const ACCIONES = accionesCatalogo<RequisitoGlobal>({
  path: '/requisitos-globales/',
  entity: ENTITY,
  nombre: (r) => `${r.codigo} ${r.nombre}`,
  estado: 'activo',
});

/** Globales → Requisitos: the platform's catalogue of legal requirements, importable into companies. */
export function RequisitosGlobalesPage() {
  const lote = useAccionesLote(ACCIONES);
  const tipos = useTiposRequisito();
  const categorias = useCategoriasRequisito();
  const [importar, setImportar] = useState({ open: false, seq: 0 });

  const filters: ListFilter[] = [
    { id: 'categoria_id', label: 'Categoría', type: 'select', options: idOptions(categorias.data) },
    { id: 'tipo_id', label: 'Tipo', type: 'select', options: idOptions(tipos.data) },
    { id: 'criticidad', label: 'Criticidad', type: 'select', options: criticidadOptions },
    { id: 'activo', label: 'Estado', type: 'select', options: siNoOptions('Activo', 'Inactivo') },
  ];

  return (
    <>
      <ListPage<RequisitoGlobal>
        title="Requisitos globales"
        subtitle="Catálogo de requisitos legales y normativos que las empresas importan a su cumplimiento."
        entity={ENTITY}
        columns={requisitoGlobalColumns}
        queryKey={requisitosGlobalesKeys.lists()}
        fetchPage={listRequisitosGlobales}
        rowLabel={(r) => `${r.codigo} ${r.nombre}`}
        search={{ placeholder: 'Buscar por código, nombre o fuente legal' }}
        filters={filters}
        refreshable
        exportFileName="requisitos-globales"
        headerActions={
          <Button variant="outline" onClick={() => setImportar((s) => ({ open: true, seq: s.seq + 1 }))}>
            <Building2Icon aria-hidden="true" />
            Importar a empresa
          </Button>
        }
        renderCreate={(props) => <RequisitoGlobalForm {...props} />}
        renderEdit={(props) => <RequisitoGlobalForm {...props} />}
        renderView={(props) => <RequisitoGlobalDialog {...props} />}
        onDelete={(row) => deleteRequisitoGlobal(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
      {/* Remounted on every opening (key), so it starts with no company and no preview. */}
      <ImportarCatalogoDialog
        key={importar.seq}
        tipo="requisitos"
        open={importar.open}
        onOpenChange={(open) => setImportar((s) => ({ ...s, open }))}
      />
    </>
  );
}
