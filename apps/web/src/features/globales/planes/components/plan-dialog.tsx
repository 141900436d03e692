import type { ViewModalProps } from '@/components/list-page/types';
import { RecordDialog } from '@/components/records/record-dialog';
import { formatNumber } from '@/lib/format';

import { EstadoBadge } from '../../../../components/estado-badge';
import type { Plan } from '../api';
import { ModulosBadges } from './plan-columns';

/** Read-only view of one plan. */
export function PlanDialog({ row, open, onOpenChange }: ViewModalProps<Plan>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={
        <>
          Plan <EstadoBadge activo={row.activo} />
        </>
      }
      items={[
        ['Descripción', row.descripcion || '—'],
        ['Módulos', <ModulosBadges key="modulos" modulos={row.modulos} />],
        ['Créditos de due diligence', formatNumber(row.creditos_due_diligence)],
        [
          'Costo por reporte lite / full',
          `${formatNumber(row.costo_dd_lite)} / ${formatNumber(row.costo_dd_full)} créditos`,
        ],
        ['Empresas', formatNumber(row.empresas)],
      ]}
    />
  );
}
