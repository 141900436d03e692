import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';

import type { Mitigacion } from '../api';
import { Truncated } from '@/components/records/truncated';

export const TIPO_LABELS: Record<Mitigacion['tipo'], string> = {
  preventivo: 'Preventivo',
  detectivo: 'Detectivo',
  correctivo: 'Correctivo',
};
export const MODO_LABELS: Record<Mitigacion['modo'], string> = { manual: 'Manual', automatico: 'Automático' };
export const FRECUENCIA_LABELS: Record<Mitigacion['frecuencia'], string> = {
  diaria: 'Diaria',
  semanal: 'Semanal',
  mensual: 'Mensual',
  trimestral: 'Trimestral',
  anual: 'Anual',
  por_evento: 'Por evento',
};
export const EFECTIVIDAD_LABELS: Record<Mitigacion['efectividad'], string> = {
  alta: 'Alta',
  media: 'Media',
  baja: 'Baja',
  no_evaluada: 'No evaluada',
};
const EFECTIVIDAD_VARIANTS = {
  alta: 'success',
  media: 'warning',
  baja: 'destructive',
  no_evaluada: 'outline',
} as const;

export function EfectividadBadge({ efectividad }: { efectividad: Mitigacion['efectividad'] }) {
  return <Badge variant={EFECTIVIDAD_VARIANTS[efectividad]}>{EFECTIVIDAD_LABELS[efectividad]}</Badge>;
}

/** Tipo, Modo and Frecuencia: the columns of every mitigations list (the company's and the catalogue's). */
export function claseColumns<T extends Pick<Mitigacion, 'tipo' | 'modo' | 'frecuencia'>>(): ListColumn<T>[] {
  return [
    { id: 'tipo', header: 'Tipo', cell: (m) => TIPO_LABELS[m.tipo], exportValue: (m) => TIPO_LABELS[m.tipo] },
    { id: 'modo', header: 'Modo', cell: (m) => MODO_LABELS[m.modo], exportValue: (m) => MODO_LABELS[m.modo] },
    {
      id: 'frecuencia',
      header: 'Frecuencia',
      cell: (m) => FRECUENCIA_LABELS[m.frecuencia],
      exportValue: (m) => FRECUENCIA_LABELS[m.frecuencia],
    },
  ];
}

/** Tipo, Modo and Frecuencia as a record dialog's rows. */
export function claseItems(m: Pick<Mitigacion, 'tipo' | 'modo' | 'frecuencia'>): Array<[string, string]> {
  return [
    ['Tipo', TIPO_LABELS[m.tipo]],
    ['Modo', MODO_LABELS[m.modo]],
    ['Frecuencia', FRECUENCIA_LABELS[m.frecuencia]],
  ];
}

export const mitigacionColumns: ListColumn<Mitigacion>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (m) => <Truncated text={m.nombre} className="max-w-72" />,
    exportValue: (m) => m.nombre,
  },
  ...claseColumns<Mitigacion>(),
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (m) => <Truncated text={m.responsable?.nombre} className="max-w-36" />,
    exportValue: (m) => m.responsable?.nombre ?? '',
  },
  {
    id: 'efectividad',
    header: 'Efectividad',
    cell: (m) => <EfectividadBadge efectividad={m.efectividad} />,
    exportValue: (m) => EFECTIVIDAD_LABELS[m.efectividad],
  },
  {
    id: 'riesgos',
    header: 'Riesgos',
    className: 'text-right',
    cell: (m) => <span className="tabular-nums">{m.riesgos.length}</span>,
    exportValue: (m) => m.riesgos.length,
  },
];
