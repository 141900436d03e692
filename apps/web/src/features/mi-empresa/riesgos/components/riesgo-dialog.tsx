import type { ReactNode } from 'react';

import type { ViewModalProps } from '@/components/list-page/types';
import { ListaVinculados, RecordDialog } from '@/components/records/record-dialog';

import { useMatriz, type Riesgo } from '../api';
import { EstadoRiesgoBadge, NivelMatriz } from './riesgo-columns';

/** 'Posible (3)': an axis position with the matrix's label. */
function posicion(labels: string[] | undefined, n: number): string {
  const label = labels?.[n - 1];
  return label ? `${label} (${n})` : String(n);
}

/** Read-only view of one risk: its cell on the matrix, both levels and the linked mitigations. */
export function RiesgoDialog({ row, open, onOpenChange }: ViewModalProps<Riesgo>) {
  const matriz = useMatriz();
  const items: Array<[string, ReactNode]> = [
    ['Delito o categoría', row.delito_o_categoria],
    ['Proceso', row.proceso?.nombre ?? '—'],
    ['Responsable', row.responsable?.nombre ?? '—'],
    ['Probabilidad', posicion(matriz.data?.probabilidades, row.probabilidad)],
    ['Impacto', posicion(matriz.data?.impactos, row.impacto)],
    ['Nivel inherente', <NivelMatriz key="inherente" nivel={row.nivel_inherente} />],
    ['Nivel residual', <NivelMatriz key="residual" nivel={row.nivel_residual} />],
    [
      'Mitigaciones',
      <ListaVinculados key="mitigaciones" items={row.mitigaciones} vacio="Sin mitigaciones vinculadas" />,
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
          Riesgo <EstadoRiesgoBadge estado={row.estado} />
        </>
      }
      items={items}
    />
  );
}
