import type { ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '@/components/records/record-dialog';
import { ActivoBadge } from '../../comun/fields';
import type { Faq } from '../api';

/** Read-only view of one FAQ. */
export function FaqDialog({ row, open, onOpenChange }: ViewModalProps<Faq>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.pregunta}
      description={
        <>
          Pregunta frecuente <ActivoBadge activo={row.publicada} labels={['Publicada', 'Borrador']} />
        </>
      }
      items={[
        ['Orden', String(row.orden)],
        [
          'Respuesta',
          <span key="r" className="whitespace-pre-line">
            {row.respuesta}
          </span>,
        ],
      ]}
    />
  );
}
