import type { ListColumn } from '@/components/list-page/types';

import type { CategoriaRequisito } from '../api';

export const categoriaColumns: ListColumn<CategoriaRequisito>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (c) => <span className="font-medium">{c.nombre}</span>,
    exportValue: (c) => c.nombre,
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (c) =>
      c.descripcion ? (
        <span className="block max-w-xl truncate" title={c.descripcion}>
          {c.descripcion}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    exportValue: (c) => c.descripcion,
  },
];
