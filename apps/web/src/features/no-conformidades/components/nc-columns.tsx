import { Link } from 'react-router';

import { CRITICIDAD_NC_ETIQUETAS, ETAPA_NC_ETIQUETAS } from '@atalaya/shared/contracts/no-conformidades';
import type { ListColumn } from '@/components/list-page/types';
import { formatDate } from '@/lib/format';

import type { NoConformidad } from '../api';
import { rutaDetalleNc } from '../vistas';
import { CriticidadNcBadge, EtapaNcBadge } from './badges';

/** Código, Descripción, Etapa, Criticidad, Responsable, Fecha detección (the row actions come from ListPage). */
export const ncColumns: ListColumn<NoConformidad>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (r) => (
      <Link
        to={rutaDetalleNc(r.id)}
        className="font-mono font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        {r.codigo}
      </Link>
    ),
    exportValue: (r) => r.codigo,
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (r) => (
      <span className="line-clamp-2 max-w-md min-w-48 whitespace-normal" title={r.descripcion}>
        {r.descripcion}
      </span>
    ),
    exportValue: (r) => r.descripcion,
  },
  {
    id: 'etapa',
    header: 'Etapa',
    cell: (r) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <EtapaNcBadge etapa={r.etapa} />
        {r.reaperturas > 0 && (
          <span className="text-xs text-muted-foreground">
            {r.reaperturas === 1 ? '1 reapertura' : `${r.reaperturas} reaperturas`}
          </span>
        )}
      </span>
    ),
    exportValue: (r) => ETAPA_NC_ETIQUETAS[r.etapa],
  },
  {
    id: 'criticidad',
    header: 'Criticidad',
    cell: (r) => <CriticidadNcBadge criticidad={r.criticidad} />,
    exportValue: (r) => (r.criticidad ? CRITICIDAD_NC_ETIQUETAS[r.criticidad] : ''),
  },
  {
    id: 'responsable',
    header: 'Responsable',
    priority: 2,
    cell: (r) => r.responsable?.nombre ?? <span className="text-muted-foreground">Sin asignar</span>,
    exportValue: (r) => r.responsable?.nombre ?? '',
  },
  {
    id: 'fecha_deteccion',
    header: 'Fecha detección',
    priority: 2,
    cell: (r) => (
      <time dateTime={r.fecha_deteccion} className="whitespace-nowrap tabular-nums">
        {formatDate(r.fecha_deteccion)}
      </time>
    ),
    exportValue: (r) => formatDate(r.fecha_deteccion),
  },
];
