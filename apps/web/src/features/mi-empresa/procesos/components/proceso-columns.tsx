import { CATEGORIAS_PROCESO } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListColumn } from '@/components/list-page/types';

import type { Proceso } from '../api';
import { Truncated } from '@/components/records/truncated';

/** The fixed categories' names (GET /categoria-proceso answers the same list). */
export function categoriaLabel(id: string): string {
  return CATEGORIAS_PROCESO.find((c) => c.id === id)?.nombre ?? id;
}

export const procesoColumns: ListColumn<Proceso>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (p) => <span className="whitespace-nowrap">{p.codigo_proceso}</span>,
    exportValue: (p) => p.codigo_proceso,
  },
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (p) => <Truncated text={p.nombre_proceso} className="max-w-64" />,
    exportValue: (p) => p.nombre_proceso,
  },
  {
    id: 'categoria',
    header: 'Categoría',
    cell: (p) => categoriaLabel(p.categoria),
    exportValue: (p) => categoriaLabel(p.categoria),
  },
  {
    id: 'departamento',
    header: 'Departamento',
    cell: (p) => <Truncated text={p.departamento?.nombre} />,
    exportValue: (p) => p.departamento?.nombre ?? '',
  },
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (p) => <Truncated text={p.responsable?.nombre} />,
    exportValue: (p) => p.responsable?.nombre ?? '',
  },
];
