import type { ListColumn } from '@/components/list-page/types';

import { ActivoBadge } from '../../comun/fields';
import { Truncated } from '../../requisitos/components/requisito-global-columns';
import type { Faq } from '../api';

export const faqColumns: ListColumn<Faq>[] = [
  {
    id: 'orden',
    header: 'Orden',
    cell: (f) => <span className="tabular-nums">{f.orden}</span>,
    exportValue: (f) => f.orden,
    className: 'w-16',
  },
  {
    id: 'pregunta',
    header: 'Pregunta',
    cell: (f) => <Truncated text={f.pregunta} className="max-w-80 font-medium" />,
    exportValue: (f) => f.pregunta,
  },
  {
    id: 'respuesta',
    header: 'Respuesta',
    cell: (f) => <Truncated text={f.respuesta} className="max-w-96" />,
    exportValue: (f) => f.respuesta,
  },
  {
    id: 'publicada',
    header: 'Estado',
    cell: (f) => <ActivoBadge activo={f.publicada} labels={['Publicada', 'Borrador']} />,
    exportValue: (f) => (f.publicada ? 'Publicada' : 'Borrador'),
  },
];
