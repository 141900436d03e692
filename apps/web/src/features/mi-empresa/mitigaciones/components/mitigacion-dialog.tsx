import type { ReactNode } from 'react';

import type { ViewModalProps } from '@/components/list-page/types';
import { ListaVinculados, RecordDialog } from '@/components/records/record-dialog';

import type { Mitigacion } from '../api';
import { claseItems, EfectividadBadge } from './mitigacion-columns';

/** Read-only view of one mitigation and the risks it mitigates. */
export function MitigacionDialog({ row, open, onOpenChange }: ViewModalProps<Mitigacion>) {
  const items: Array<[string, ReactNode]> = [
    ...claseItems(row),
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Riesgos', <ListaVinculados key="riesgos" items={row.riesgos} vacio="Sin riesgos vinculados" />],
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
