import {
  ESTADO_CUMPLIMIENTO_ETIQUETAS,
  ORIGEN_REQUISITO_ETIQUETAS,
  type EstadoCumplimiento,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type { Criticidad } from '@atalaya/shared/contracts/globales/catalogo';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import { CRITICIDAD_LABELS, CriticidadBadge } from '../../../globales/comun/fields';
import type { Requisito } from '../api';
import { Truncated } from '@/components/records/truncated';

/** Cumple green, parcial amber, no cumple red, no aplica grey, sin evaluar outlined. */
export const ESTADO_VARIANTS = {
  cumple: 'success',
  parcial: 'warning',
  no_cumple: 'destructive',
  no_aplica: 'secondary',
  sin_evaluar: 'outline',
} as const satisfies Record<EstadoCumplimiento, string>;

export function EstadoCumplimientoBadge({ estado, className }: { estado: EstadoCumplimiento; className?: string }) {
  return (
    <Badge variant={ESTADO_VARIANTS[estado]} className={className}>
      {ESTADO_CUMPLIMIENTO_ETIQUETAS[estado]}
    </Badge>
  );
}

export function OrigenBadge({ origen }: { origen: Requisito['origen'] }) {
  return (
    <Badge variant="outline" className={cn(origen === 'catalogo' && 'border-primary/40 text-primary')}>
      {ORIGEN_REQUISITO_ETIQUETAS[origen]}
    </Badge>
  );
}

/** Código, in bold: the first column of every requirements list (the company's and the catalogue's). */
export function codigoColumn<T extends { codigo: string }>(): ListColumn<T> {
  return {
    id: 'codigo',
    header: 'Código',
    cell: (r) => <span className="font-medium whitespace-nowrap">{r.codigo}</span>,
    exportValue: (r) => r.codigo,
  };
}

/** Criticidad as its badge (exported as its label). */
export function criticidadColumn<T extends { criticidad: Criticidad }>(): ListColumn<T> {
  return {
    id: 'criticidad',
    header: 'Criticidad',
    cell: (r) => <CriticidadBadge criticidad={r.criticidad} />,
    exportValue: (r) => CRITICIDAD_LABELS[r.criticidad],
  };
}

export const requisitoColumns: ListColumn<Requisito>[] = [
  codigoColumn(),
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => <Truncated text={r.nombre} className="max-w-72" />,
    exportValue: (r) => r.nombre,
  },
  {
    id: 'categoria',
    header: 'Categoría',
    cell: (r) => <Truncated text={r.categoria?.nombre} />,
    exportValue: (r) => r.categoria?.nombre ?? '',
  },
  criticidadColumn(),
  {
    id: 'responsable',
    header: 'Responsable',
    cell: (r) => <Truncated text={r.responsable?.nombre} className="max-w-32" />,
    exportValue: (r) => r.responsable?.nombre ?? '',
  },
  {
    id: 'estado_cumplimiento',
    header: 'Cumplimiento',
    cell: (r) => <EstadoCumplimientoBadge estado={r.estado_cumplimiento} />,
    exportValue: (r) => ESTADO_CUMPLIMIENTO_ETIQUETAS[r.estado_cumplimiento],
  },
  {
    id: 'origen',
    header: 'Origen',
    cell: (r) => <OrigenBadge origen={r.origen} />,
    exportValue: (r) => ORIGEN_REQUISITO_ETIQUETAS[r.origen],
  },
];
