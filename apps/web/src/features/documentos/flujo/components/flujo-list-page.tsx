import type { ReactNode } from 'react';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import type { Fase } from '@atalaya/shared/phases';
import { ListPage } from '@/components/list-page/list-page';
import type { ListColumn } from '@/components/list-page/types';
import { formatDate } from '@/lib/format';

import { flujoKeys, listFlujos } from '../api';
import { aprobadorActual, NO_ASIGNADO, nombrePersona } from '../fase';
import { AccionesFlujo } from './acciones-flujo';
import { FaseBadge } from './fase-badge';
import { CodigoDocumento } from '@/components/codigo-documento';

/** SPEC §2: Código, Fase, Documento, Fecha creación, Aprobador actual, Acciones. */
export const flujoColumns: ListColumn<Flujo>[] = [
  {
    id: 'codigo',
    header: 'Código',
    cell: (f) => <CodigoDocumento codigo={f.documento.codigo} />,
    exportValue: (f) => f.documento.codigo,
  },
  { id: 'fase', header: 'Fase', cell: (f) => <FaseBadge fase={f.fase} /> },
  {
    id: 'documento',
    header: 'Documento',
    cell: (f) => (
      <span className="grid">
        <span className="font-medium">{f.documento.nombre_documento}</span>
        <span className="text-xs text-muted-foreground">Versión {f.version_num}</span>
      </span>
    ),
    exportValue: (f) => f.documento.nombre_documento,
  },
  {
    id: 'fecha',
    header: 'Fecha creación',
    cell: (f) => formatDate(f.created_at),
    exportValue: (f) => formatDate(f.created_at),
  },
  {
    id: 'aprobador',
    header: 'Aprobador actual',
    cell: (f) => {
      const persona = aprobadorActual(f);
      return persona ? nombrePersona(persona) : <span className="text-muted-foreground">{NO_ASIGNADO}</span>;
    },
    exportValue: (f) => nombrePersona(aprobadorActual(f)),
  },
  { id: 'acciones', header: 'Acciones', cell: (f) => <AccionesFlujo flujo={f} />, className: 'w-40 text-right' },
];

/** A list of the company's flows in one phase (solicitud, revision, aprobacion). */
export function FlujoListPage({
  title,
  subtitle,
  fase,
  headerActions,
}: {
  title: string;
  subtitle: string;
  fase: Fase;
  headerActions?: ReactNode;
}) {
  return (
    <>
      <title>{`${title} · Atalaya`}</title>
      <ListPage<Flujo>
        title={title}
        subtitle={subtitle}
        entity={{ singular: 'flujo', plural: 'flujos' }}
        columns={flujoColumns}
        queryKey={flujoKeys.lista(fase)}
        fetchPage={listFlujos(fase)}
        rowLabel={(f) => `${f.documento.codigo} ${f.documento.nombre_documento}`}
        search={{ placeholder: 'Buscar por nombre o código' }}
        refreshable
        exportFileName={title}
        headerActions={headerActions}
      />
    </>
  );
}
