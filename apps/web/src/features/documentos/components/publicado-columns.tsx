import { Link } from 'react-router';

import { ESTADO_PUBLICADO_ETIQUETAS } from '@atalaya/shared/phases';
import type { ListColumn } from '@/components/list-page/types';
import { Truncated } from '@/components/records/truncated';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { DocumentoPublicado } from '../api';
import { rutaDetalle } from './documento-columns';
import { EstadoPublicadoBadge } from './estado-badges';
import { distanciaVencimiento } from './vencimiento';
import { CodigoDocumento } from '@/components/codigo-documento';

function VencimientoCell({ row }: { row: DocumentoPublicado }) {
  const distancia = row.estado === 'obsoleto' ? null : distanciaVencimiento(row.fecha_vencimiento);
  return (
    <span className="grid whitespace-nowrap">
      <span className="tabular-nums">{formatDate(row.fecha_vencimiento)}</span>
      {distancia && (
        <span
          className={cn(
            'text-xs',
            row.estado === 'vencido'
              ? 'text-destructive'
              : row.estado === 'por_vencer'
                ? 'text-amber-700 dark:text-amber-400'
                : 'text-muted-foreground',
          )}
        >
          {distancia}
        </span>
      )}
    </span>
  );
}

export const publicadoColumns: ListColumn<DocumentoPublicado>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (r) => <CodigoDocumento codigo={r.codigo} />,
    exportValue: (r) => r.codigo,
  },
  {
    id: 'nombre_documento',
    header: 'Documento',
    cell: (r) => (
      <Link
        to={rutaDetalle(r.documento_id)}
        className={cn(
          'block max-w-72 truncate font-medium text-primary underline-offset-4 hover:underline',
          r.estado === 'obsoleto' && 'text-muted-foreground',
        )}
        title={r.nombre_documento}
      >
        {r.nombre_documento}
      </Link>
    ),
    exportValue: (r) => r.nombre_documento,
  },
  {
    id: 'version_num',
    header: 'Versión',
    priority: 2,
    cell: (r) => <span className="tabular-nums">v{r.version_num}</span>,
    exportValue: (r) => `v${r.version_num}`,
  },
  {
    id: 'categoria',
    header: 'Categoría',
    priority: 2,
    cell: (r) => <Truncated text={r.categoria ?? undefined} />,
    exportValue: (r) => r.categoria ?? '',
  },
  {
    id: 'requisito',
    header: 'Requisito',
    priority: 3,
    cell: (r) => <Truncated text={r.requisito ?? undefined} className="max-w-48" />,
    exportValue: (r) => r.requisito ?? '',
  },
  {
    id: 'fecha_publicacion',
    header: 'Fecha de publicación',
    priority: 2,
    cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDate(r.fecha_publicacion)}</span>,
    exportValue: (r) => formatDate(r.fecha_publicacion),
  },
  {
    id: 'fecha_vencimiento',
    header: 'Fecha de vencimiento',
    cell: (r) => <VencimientoCell row={r} />,
    exportValue: (r) => formatDate(r.fecha_vencimiento),
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (r) => <EstadoPublicadoBadge estado={r.estado} />,
    exportValue: (r) => ESTADO_PUBLICADO_ETIQUETAS[r.estado],
  },
];
