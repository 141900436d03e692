import type { ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '../../../mi-empresa/shared/record-dialog';
import { ActivoBadge } from '../../shared/fields';
import type { MitigacionGlobal } from '../api';
import { FRECUENCIA_LABELS, MODO_LABELS, TIPO_LABELS } from './mitigacion-global-columns';

/** Read-only view of one catalogue mitigation. */
export function MitigacionGlobalDialog({ row, open, onOpenChange }: ViewModalProps<MitigacionGlobal>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={
        <>
          Mitigación global <ActivoBadge activo={row.activo} labels={['Activa', 'Inactiva']} />
        </>
      }
      items={[
        ['Tipo', TIPO_LABELS[row.tipo]],
        ['Modo', MODO_LABELS[row.modo]],
        ['Frecuencia', FRECUENCIA_LABELS[row.frecuencia]],
        [
          'Descripción',
          <span key="d" className="whitespace-pre-line">
            {row.descripcion || '—'}
          </span>,
        ],
      ]}
    />
  );
}
