import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { idOptions, subcategoriaNombre, useCategoriasRequisito } from '../comun/opciones';
import { deleteSubcategoria, listSubcategorias, subcategoriasKeys, type SubcategoriaRequisito } from './api';
import { subcategoriaColumns } from './components/subcategoria-columns';
import { SubcategoriaDialog } from './components/subcategoria-dialog';
import { SubcategoriaForm } from './components/subcategoria-form';

const ENTITY: ListEntity = { singular: 'subcategoría', plural: 'subcategorías', feminine: true };
const ACCIONES = accionesCatalogo<SubcategoriaRequisito>({
  path: '/subcategorias-requisitos/',
  entity: ENTITY,
  nombre: (s) => subcategoriaNombre(s.nombre),
});

/** Globales → Subcategorías: the subdivisions of each requirements categoría. */
export function SubcategoriasPage() {
  const lote = useAccionesLote(ACCIONES);
  const categorias = useCategoriasRequisito();
  const filters: ListFilter[] = [
    { id: 'categoria_id', label: 'Categoría', type: 'select', options: idOptions(categorias.data) },
  ];

  return (
    <>
      <ListPage<SubcategoriaRequisito>
        title="Subcategorías"
        subtitle="Subdivisiones de cada categoría del catálogo global de requisitos."
        entity={ENTITY}
        columns={subcategoriaColumns}
        queryKey={subcategoriasKeys.lists()}
        fetchPage={listSubcategorias}
        rowLabel={(s) => `${subcategoriaNombre(s.nombre)} (${s.categoria?.nombre ?? 'sin categoría'})`}
        search={{ placeholder: 'Buscar por nombre o descripción' }}
        filters={filters}
        refreshable
        exportFileName="subcategorias-de-requisitos"
        renderCreate={(props) => <SubcategoriaForm {...props} />}
        renderEdit={(props) => <SubcategoriaForm {...props} />}
        renderView={(props) => <SubcategoriaDialog {...props} />}
        onDelete={(row) => deleteSubcategoria(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
