import type { ListColumn } from '@/components/list-page/types';

import { codigoColumn, criticidadColumn } from '../../../mi-empresa/requisitos/components/requisito-columns';
import { ActivoBadge } from '../../comun/fields';
import { subcategoriaNombre } from '../../comun/opciones';
import { Truncated } from '@/components/records/truncated';
import type { RequisitoGlobal } from '../api';

export { Truncated };

export const requisitoGlobalColumns: ListColumn<RequisitoGlobal>[] = [
  codigoColumn(),
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => <Truncated text={r.nombre} className="max-w-52" />,
    exportValue: (r) => r.nombre,
  },
  {
    id: 'tipo',
    header: 'Tipo',
    cell: (r) => <Truncated text={r.tipo?.nombre} className="max-w-24" />,
    exportValue: (r) => r.tipo?.nombre ?? '',
  },
  {
    id: 'categoria',
    header: 'Categoría',
    cell: (r) => <Truncated text={r.categoria?.nombre} className="max-w-28" />,
    exportValue: (r) => r.categoria?.nombre ?? '',
  },
  {
    id: 'subcategoria',
    header: 'Subcategoría',
    cell: (r) => (
      <Truncated text={r.subcategoria ? subcategoriaNombre(r.subcategoria.nombre) : undefined} className="max-w-28" />
    ),
    exportValue: (r) => (r.subcategoria ? subcategoriaNombre(r.subcategoria.nombre) : ''),
  },
  {
    id: 'fuente_legal',
    header: 'Fuente legal',
    cell: (r) => <Truncated text={r.fuente_legal} className="max-w-24" />,
    exportValue: (r) => r.fuente_legal,
  },
  criticidadColumn(),
  {
    id: 'activo',
    header: 'Estado',
    cell: (r) => <ActivoBadge activo={r.activo} />,
    exportValue: (r) => (r.activo ? 'Activo' : 'Inactivo'),
  },
];
