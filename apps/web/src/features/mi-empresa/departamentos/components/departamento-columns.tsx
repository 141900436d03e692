import type { ListColumn } from '@/components/list-page/types';

import type { Departamento } from '../api';
import { Truncated } from '@/components/records/truncated';

export const departamentoColumns: ListColumn<Departamento>[] = [
  { id: 'nombre', header: 'Nombre', cell: (d) => d.nombre, exportValue: (d) => d.nombre },
  {
    id: 'parent',
    header: 'Depende de',
    cell: (d) => <Truncated text={d.parent?.nombre} />,
    exportValue: (d) => d.parent?.nombre ?? '',
  },
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (d) => <Truncated text={d.responsable?.nombre} />,
    exportValue: (d) => d.responsable?.nombre ?? '',
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (d) => <Truncated text={d.descripcion} className="max-w-64" />,
    exportValue: (d) => d.descripcion,
  },
];
