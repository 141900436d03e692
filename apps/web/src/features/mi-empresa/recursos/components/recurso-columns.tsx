import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';

import type { Recurso } from '../api';
import { Truncated } from '@/components/records/truncated';

export const ESTADO_LABELS: Record<Recurso['estado'], string> = {
  operativo: 'Operativo',
  en_mantencion: 'En mantención',
  fuera_de_servicio: 'Fuera de servicio',
  dado_de_baja: 'Dado de baja',
};
const ESTADO_VARIANTS = {
  operativo: 'success',
  en_mantencion: 'warning',
  fuera_de_servicio: 'destructive',
  dado_de_baja: 'secondary',
} as const;

export function EstadoBadge({ estado }: { estado: Recurso['estado'] }) {
  return <Badge variant={ESTADO_VARIANTS[estado]}>{ESTADO_LABELS[estado]}</Badge>;
}

export const recursoColumns: ListColumn<Recurso>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => <Truncated text={r.nombre} className="max-w-64" />,
    exportValue: (r) => r.nombre,
  },
  { id: 'tipo', header: 'Tipo', cell: (r) => <Truncated text={r.tipo} />, exportValue: (r) => r.tipo },
  {
    id: 'centro',
    header: 'Centro',
    cell: (r) => <Truncated text={r.centro?.nombre} />,
    exportValue: (r) => r.centro?.nombre ?? '',
  },
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (r) => <Truncated text={r.responsable?.nombre} />,
    exportValue: (r) => r.responsable?.nombre ?? '',
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (r) => <EstadoBadge estado={r.estado} />,
    exportValue: (r) => ESTADO_LABELS[r.estado],
  },
];
