import { MATRIZ_POR_DEFECTO } from '@atalaya/shared/risk-matrix';
import type { ViewModalProps } from '@/components/list-page/types';

import { NivelBadge } from '../../../mi-empresa/riesgos/components/nivel-badge';
import { descripcionItem, ListaVinculados, RecordDialog } from '@/components/records/record-dialog';
import { ActivoBadge } from '../../comun/fields';
import type { RiesgoGlobal } from '../api';
import { impactoLabel, probabilidadLabel } from './riesgo-global-columns';

/** Read-only view of one catalogue risk and its typical mitigations. */
export function RiesgoGlobalDialog({ row, open, onOpenChange }: ViewModalProps<RiesgoGlobal>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={
        <>
          Riesgo global <ActivoBadge activo={row.activo} />
        </>
      }
      items={[
        ['Delito o categoría', row.delito_o_categoria],
        ['Fuente legal', row.fuente_legal || '—'],
        ['Probabilidad sugerida', probabilidadLabel(row.probabilidad_sugerida)],
        ['Impacto sugerido', impactoLabel(row.impacto_sugerido)],
        ['Nivel sugerido', <NivelBadge key="n" nivel={row.nivel_sugerido} colores={MATRIZ_POR_DEFECTO.colores} />],
        ['Mitigaciones', <ListaVinculados key="m" items={row.mitigaciones} vacio="—" className="list-disc pl-4" />],
        descripcionItem(row.descripcion),
      ]}
    />
  );
}
