import { formatRut } from '@atalaya/shared/rut';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';

import { Truncated } from '@/components/records/truncated';
import type { Trabajador } from '../api';

export const TIPO_LABELS: Record<Trabajador['tipo'], string> = { propio: 'Propio', contratista: 'Contratista' };
export const ESTADO_LABELS: Record<Trabajador['estado'], string> = {
  activo: 'Activo',
  bloqueado: 'Bloqueado',
  en_validacion: 'En validación',
};
const ESTADO_VARIANTS = { activo: 'success', bloqueado: 'destructive', en_validacion: 'warning' } as const;

export function nombreCompleto(t: Trabajador): string {
  return [t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' ');
}

export function EstadoBadge({ estado }: { estado: Trabajador['estado'] }) {
  return <Badge variant={ESTADO_VARIANTS[estado]}>{ESTADO_LABELS[estado]}</Badge>;
}

export const trabajadorColumns: ListColumn<Trabajador>[] = [
  {
    id: 'rut',
    header: 'RUT',
    cell: (t) => <span className="whitespace-nowrap tabular-nums">{formatRut(t.rut)}</span>,
    exportValue: (t) => formatRut(t.rut),
  },
  { id: 'nombre', header: 'Nombre', cell: nombreCompleto, exportValue: nombreCompleto },
  {
    id: 'cargo',
    header: 'Cargo',
    cell: (t) => <Truncated text={t.cargo} className="max-w-32" />,
    exportValue: (t) => t.cargo,
  },
  {
    id: 'departamento',
    header: 'Departamento',
    cell: (t) => <Truncated text={t.departamento?.nombre} className="max-w-32" />,
    exportValue: (t) => t.departamento?.nombre ?? '',
  },
  {
    id: 'centro',
    header: 'Centro',
    priority: 2,
    cell: (t) => <Truncated text={t.centro?.nombre} className="max-w-32" />,
    exportValue: (t) => t.centro?.nombre ?? '',
  },
  {
    id: 'tipo',
    header: 'Tipo',
    priority: 2,
    cell: (t) => TIPO_LABELS[t.tipo],
    exportValue: (t) => TIPO_LABELS[t.tipo],
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (t) => <EstadoBadge estado={t.estado} />,
    exportValue: (t) => ESTADO_LABELS[t.estado],
  },
];
