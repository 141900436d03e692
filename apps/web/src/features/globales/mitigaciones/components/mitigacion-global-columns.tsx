import type { ListColumn } from '@/components/list-page/types';

import {
  claseColumns,
  FRECUENCIA_LABELS,
  MODO_LABELS,
  TIPO_LABELS,
} from '../../../mi-empresa/mitigaciones/components/mitigacion-columns';
import { ActivoBadge } from '../../comun/fields';
import { Truncated } from '../../requisitos/components/requisito-global-columns';
import type { MitigacionGlobal } from '../api';

export { FRECUENCIA_LABELS, MODO_LABELS, TIPO_LABELS };

export const mitigacionGlobalColumns: ListColumn<MitigacionGlobal>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (m) => <Truncated text={m.nombre} className="max-w-72 font-medium" />,
    exportValue: (m) => m.nombre,
  },
  ...claseColumns<MitigacionGlobal>(),
  {
    id: 'activo',
    header: 'Estado',
    cell: (m) => <ActivoBadge activo={m.activo} labels={['Activa', 'Inactiva']} />,
    exportValue: (m) => (m.activo ? 'Activa' : 'Inactiva'),
  },
];
