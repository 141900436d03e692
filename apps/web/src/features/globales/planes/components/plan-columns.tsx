import { PLAN_MODULE_LABELS } from '@atalaya/shared/contracts/globales/planes';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';

import { EstadoBadge } from '../../../../components/estado-badge';
import type { Plan } from '../api';

const modulosTexto = (p: Plan) => p.modulos.map((m) => PLAN_MODULE_LABELS[m]).join(', ');

/** The modules a plan enables, as badges with their Spanish names. */
export function ModulosBadges({ modulos }: { modulos: Plan['modulos'] }) {
  if (modulos.length === 0) return <span className="text-muted-foreground">Ninguno</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {modulos.map((m) => (
        <Badge key={m} variant="outline">
          {PLAN_MODULE_LABELS[m]}
        </Badge>
      ))}
    </span>
  );
}

export const planColumns: ListColumn<Plan>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (p) => <span className="font-medium">{p.nombre}</span>,
    exportValue: (p) => p.nombre,
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (p) =>
      p.descripcion ? (
        <span className="block max-w-64 truncate" title={p.descripcion}>
          {p.descripcion}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    exportValue: (p) => p.descripcion,
  },
  {
    id: 'modulos',
    header: 'Módulos',
    className: 'whitespace-normal',
    cell: (p) => <ModulosBadges modulos={p.modulos} />,
    exportValue: modulosTexto,
  },
  {
    id: 'creditos',
    header: 'Créditos de due diligence',
    className: 'text-right',
    cell: (p) => <span className="tabular-nums">{formatNumber(p.creditos_due_diligence)}</span>,
    exportValue: (p) => p.creditos_due_diligence,
  },
  {
    id: 'empresas',
    header: 'Empresas',
    className: 'text-right',
    cell: (p) => <span className="tabular-nums">{formatNumber(p.empresas)}</span>,
    exportValue: (p) => p.empresas,
  },
  {
    id: 'activo',
    header: 'Estado',
    cell: (p) => <EstadoBadge activo={p.activo} />,
    exportValue: (p) => (p.activo ? 'Activo' : 'Inactivo'),
  },
];
