import type { ReactNode } from 'react';

import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '../../shared/record-dialog';

import type { Mitigacion } from '../api';
import { EfectividadBadge, FRECUENCIA_LABELS, MODO_LABELS, TIPO_LABELS } from './mitigacion-columns';

/** Read-only view of one mitigation and the risks it mitigates. */
export function MitigacionDialog({ row, open, onOpenChange }: ViewModalProps<Mitigacion>) {
  const items: Array<[string, ReactNode]> = [
    ['Tipo', TIPO_LABELS[row.tipo]],
    ['Modo', MODO_LABELS[row.modo]],
    ['Frecuencia', FRECUENCIA_LABELS[row.frecuencia]],
    ['Responsable', row.responsable?.nombre ?? '—'],
    [
      'Riesgos',
      row.riesgos.length === 0 ? (
        'Sin riesgos vinculados'
      ) : (
        <ul key="riesgos" className="list-disc space-y-0.5 pl-4">
          {row.riesgos.map((r) => (
            <li key={r.id}>{r.nombre}</li>
          ))}
        </ul>
      ),
    ],
    ['Descripción', row.descripcion || '—'],
  ];
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={
        <>
          Mitigación · efectividad <EfectividadBadge efectividad={row.efectividad} />
        </>
      }
      items={items}
    />
  );
}
