import type { ListColumn } from '@/components/list-page/types';

import type { Departamento } from '../api';

/** Long texts stay on one line and show whole on hover, so the table fits beside the sidebar. */
function Truncated({ text, className = 'max-w-40' }: { text: string | undefined; className?: string }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

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
