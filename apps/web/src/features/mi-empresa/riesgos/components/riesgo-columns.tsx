import type { NivelRiesgo } from '@atalaya/shared/risk-matrix';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';

import { useMatriz, type Riesgo } from '../api';
import { NivelBadge } from './nivel-badge';
import { Truncated } from '@/components/records/truncated';

const ESTADO_VARIANTS = { Cubierto: 'success', 'En proceso': 'warning', 'No cubierto': 'destructive' } as const;

export function EstadoRiesgoBadge({ estado }: { estado: Riesgo['estado'] }) {
  return <Badge variant={ESTADO_VARIANTS[estado]}>{estado}</Badge>;
}

/** A level in the colours of the company's matrix (fetched once and shared by every cell). */
export function NivelMatriz({ nivel }: { nivel: NivelRiesgo }) {
  const matriz = useMatriz();
  return <NivelBadge nivel={nivel} colores={matriz.data?.colores} />;
}

export const riesgoColumns: ListColumn<Riesgo>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => <Truncated text={r.nombre} className="max-w-60" />,
    exportValue: (r) => r.nombre,
  },
  {
    id: 'delito',
    header: 'Delito o categoría',
    cell: (r) => <Truncated text={r.delito_o_categoria} className="max-w-36" />,
    exportValue: (r) => r.delito_o_categoria,
  },
  {
    id: 'proceso',
    header: 'Proceso',
    cell: (r) => <Truncated text={r.proceso?.nombre} className="max-w-36" />,
    exportValue: (r) => r.proceso?.nombre ?? '',
  },
  {
    id: 'inherente',
    header: 'Inherente',
    cell: (r) => <NivelMatriz nivel={r.nivel_inherente} />,
    exportValue: (r) => r.nivel_inherente,
  },
  {
    id: 'residual',
    header: 'Residual',
    cell: (r) => <NivelMatriz nivel={r.nivel_residual} />,
    exportValue: (r) => r.nivel_residual,
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (r) => <EstadoRiesgoBadge estado={r.estado} />,
    exportValue: (r) => r.estado,
  },
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (r) => <Truncated text={r.responsable?.nombre} className="max-w-32" />,
    exportValue: (r) => r.responsable?.nombre ?? '',
  },
  {
    id: 'mitigaciones',
    header: 'Mitigaciones',
    className: 'text-right',
    cell: (r) => <span className="tabular-nums">{r.mitigaciones.length}</span>,
    exportValue: (r) => r.mitigaciones.length,
  },
];
