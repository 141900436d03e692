import type { ListColumn } from '@/components/list-page/types';

import type { TipoRequisito } from '../api';

export const tipoRequisitoColumns: ListColumn<TipoRequisito>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (t) => <span className="font-medium">{t.nombre}</span>,
    exportValue: (t) => t.nombre,
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (t) =>
      t.descripcion ? (
        <span className="block max-w-xl truncate" title={t.descripcion}>
          {t.descripcion}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    exportValue: (t) => t.descripcion,
  },
];
