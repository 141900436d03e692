import type { ViewModalProps } from '@/components/list-page/types';

import { descripcionItem, RecordDialog } from '@/components/records/record-dialog';
import { ActivoBadge } from '../../comun/fields';
import type { MitigacionGlobal } from '../api';
import { claseItems } from '../../../mi-empresa/mitigaciones/components/mitigacion-columns';

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
      items={[...claseItems(row), descripcionItem(row.descripcion)]}
    />
  );
}
