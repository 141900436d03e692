import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity } from '@/components/list-page/types';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { categoriasKeys, deleteCategoria, listCategorias, type CategoriaRequisito } from './api';
import { categoriaColumns } from './components/categoria-columns';
import { CategoriaDialog } from './components/categoria-dialog';
import { CategoriaForm } from './components/categoria-form';

const ENTITY: ListEntity = { singular: 'categoría', plural: 'categorías', feminine: true };
const ACCIONES = accionesCatalogo<CategoriaRequisito>({
  path: '/categorias-requisitos/',
  entity: ENTITY,
  nombre: (c) => c.nombre,
});

/** Globales → Categorías: the areas of the requirements catalogue (prevención de delitos, Ley Karin…). */
export function CategoriasPage() {
  const lote = useAccionesLote(ACCIONES);
  return (
    <>
      <ListPage<CategoriaRequisito>
        title="Categorías"
        subtitle="Áreas del catálogo global de requisitos; cada una agrupa subcategorías."
        entity={ENTITY}
        columns={categoriaColumns}
        queryKey={categoriasKeys.lists()}
        fetchPage={listCategorias}
        rowLabel={(c) => c.nombre}
        search={{ placeholder: 'Buscar por nombre o descripción' }}
        refreshable
        exportFileName="categorias-de-requisitos"
        renderCreate={(props) => <CategoriaForm {...props} />}
        renderEdit={(props) => <CategoriaForm {...props} />}
        renderView={(props) => <CategoriaDialog {...props} />}
        onDelete={(row) => deleteCategoria(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
