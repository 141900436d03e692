import type { ListColumn } from '@/components/list-page/types';

import { ActivoBadge, CRITICIDAD_LABELS, CriticidadBadge } from '../../shared/fields';
import { subcategoriaNombre } from '../../shared/opciones';
import type { RequisitoGlobal } from '../api';

/** Long texts stay on one line and show whole on hover. */
export function Truncated({ text, className = 'max-w-40' }: { text: string | undefined; className?: string }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

export const requisitoGlobalColumns: ListColumn<RequisitoGlobal>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (r) => <span className="font-medium whitespace-nowrap">{r.codigo}</span>,
    exportValue: (r) => r.codigo,
  },
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
  {
    id: 'criticidad',
    header: 'Criticidad',
    cell: (r) => <CriticidadBadge criticidad={r.criticidad} />,
    exportValue: (r) => CRITICIDAD_LABELS[r.criticidad],
  },
  {
    id: 'activo',
    header: 'Estado',
    cell: (r) => <ActivoBadge activo={r.activo} />,
    exportValue: (r) => (r.activo ? 'Activo' : 'Inactivo'),
  },
];
