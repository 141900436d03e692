import { formatRut } from '@atalaya/shared/rut';
import type { ListColumn } from '@/components/list-page/types';
import { formatNumber } from '@/lib/format';

import { EstadoBadge } from '../../../../components/estado-badge';
import type { Empresa } from '../api';

/** Long names stay on one line and show whole on hover, so the table fits beside the sidebar. */
function Truncated({ text, className = 'max-w-40' }: { text: string | undefined; className?: string }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}

export const empresaColumns: ListColumn<Empresa>[] = [
  {
    id: 'rut',
    header: 'RUT',
    cell: (e) => <span className="whitespace-nowrap tabular-nums">{formatRut(e.rut)}</span>,
    exportValue: (e) => formatRut(e.rut),
  },
  {
    id: 'nombre',
    header: 'Razón social',
    cell: (e) => <Truncated text={e.nombre} className="max-w-56" />,
    exportValue: (e) => e.nombre,
  },
  {
    id: 'nombre_fantasia',
    header: 'Nombre de fantasía',
    cell: (e) => <Truncated text={e.nombre_fantasia} />,
    exportValue: (e) => e.nombre_fantasia,
  },
  {
    id: 'plan',
    header: 'Plan',
    cell: (e) => <Truncated text={e.plan?.nombre} className="max-w-32" />,
    exportValue: (e) => e.plan?.nombre ?? '',
  },
  {
    id: 'region',
    header: 'Región',
    cell: (e) => <Truncated text={e.region?.nombre} />,
    exportValue: (e) => e.region?.nombre ?? '',
  },
  {
    id: 'activa',
    header: 'Estado',
    cell: (e) => <EstadoBadge activo={e.activa} feminine />,
    exportValue: (e) => (e.activa ? 'Activa' : 'Inactiva'),
  },
  {
    id: 'creditos',
    header: 'Créditos',
    className: 'text-right',
    cell: (e) => <span className="tabular-nums">{formatNumber(e.creditos_due_diligence)}</span>,
    exportValue: (e) => e.creditos_due_diligence,
  },
];
