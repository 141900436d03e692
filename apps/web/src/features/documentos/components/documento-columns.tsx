import { Link } from 'react-router';

import { etiquetaFase, STATUS_DOCUMENTO_ETIQUETAS } from '@atalaya/shared/phases';
import type { ListColumn } from '@/components/list-page/types';
import { Truncated } from '@/components/records/truncated';
import { formatDate } from '@/lib/format';

import type { Documento } from '../api';
import { FaseBadge, StatusDocumentoBadge } from './estado-badges';
import { nombrePersona, NO_ASIGNADO } from './persona';
import { CodigoDocumento } from '@/components/codigo-documento';

export const rutaDetalle = (documentoId: number) => `/documentos/detalle/${documentoId}`;

/** 'v3', or '—' while no version has been published. */
export const versionVigente = (version: number) => (version > 0 ? `v${version}` : '—');

function PersonaCell({ persona }: { persona: Documento['revisor'] }) {
  if (!persona) return <span className="text-muted-foreground">{NO_ASIGNADO}</span>;
  return <Truncated text={nombrePersona(persona)} className="max-w-36" />;
}

export const documentoColumns: ListColumn<Documento>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (d) => <CodigoDocumento codigo={d.codigo} />,
    exportValue: (d) => d.codigo,
  },
  {
    id: 'nombre_documento',
    header: 'Documento',
    // The name opens the detail: the row's main link for keyboard and screen-reader users.
    cell: (d) => (
      <Link
        to={rutaDetalle(d.id)}
        className="block max-w-72 truncate font-medium text-primary underline-offset-4 hover:underline"
        title={d.nombre_documento}
      >
        {d.nombre_documento}
      </Link>
    ),
    exportValue: (d) => d.nombre_documento,
  },
  {
    id: 'status',
    header: 'Estado',
    cell: (d) => <StatusDocumentoBadge status={d.status} />,
    exportValue: (d) => STATUS_DOCUMENTO_ETIQUETAS[d.status],
  },
  {
    id: 'fase_actual',
    header: 'Fase actual',
    cell: (d) =>
      d.fase_actual ? <FaseBadge fase={d.fase_actual} /> : <span className="text-muted-foreground">—</span>,
    exportValue: (d) => (d.fase_actual ? etiquetaFase(d.fase_actual) : ''),
  },
  {
    id: 'version_actual',
    header: 'Versión vigente',
    cell: (d) => <span className="tabular-nums">{versionVigente(d.version_actual)}</span>,
    exportValue: (d) => versionVigente(d.version_actual),
  },
  {
    id: 'revisor',
    header: 'Revisor',
    cell: (d) => <PersonaCell persona={d.revisor} />,
    exportValue: (d) => nombrePersona(d.revisor),
  },
  {
    id: 'aprobador',
    header: 'Aprobador',
    cell: (d) => <PersonaCell persona={d.aprobador} />,
    exportValue: (d) => nombrePersona(d.aprobador),
  },
  {
    id: 'created_at',
    header: 'Creado',
    cell: (d) => <span className="whitespace-nowrap tabular-nums">{formatDate(d.created_at)}</span>,
    exportValue: (d) => formatDate(d.created_at),
  },
];
