import { SIN_NOMBRE } from '@atalaya/shared/contracts/globales/catalogo';
import type { ListColumn } from '@/components/list-page/types';

import { subcategoriaNombre } from '../../comun/opciones';
import type { SubcategoriaRequisito } from '../api';

/** The name, or 'Sin nombre' in muted italics. */
export function NombreSubcategoria({ nombre }: { nombre: string | null | undefined }) {
  return nombre ? (
    <span className="font-medium">{nombre}</span>
  ) : (
    <span className="text-muted-foreground italic">{SIN_NOMBRE}</span>
  );
}

export const subcategoriaColumns: ListColumn<SubcategoriaRequisito>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (s) => <NombreSubcategoria nombre={s.nombre} />,
    exportValue: (s) => subcategoriaNombre(s.nombre),
  },
  {
    id: 'categoria',
    header: 'Categoría',
    cell: (s) => s.categoria?.nombre ?? '—',
    exportValue: (s) => s.categoria?.nombre ?? '',
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (s) =>
      s.descripcion ? (
        <span className="block max-w-md truncate" title={s.descripcion}>
          {s.descripcion}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    exportValue: (s) => s.descripcion,
  },
];
