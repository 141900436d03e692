import { MATRIZ_POR_DEFECTO } from '@atalaya/shared/risk-matrix';
import type { ListColumn } from '@/components/list-page/types';

import { NivelBadge } from '../../../mi-empresa/riesgos/components/nivel-badge';
import { ActivoBadge } from '../../comun/fields';
import { Truncated } from '../../requisitos/components/requisito-global-columns';
import type { RiesgoGlobal } from '../api';

/** '3 · Posible': a position on the default matrix's axis. */
export const probabilidadLabel = (p: number) => `${p} · ${MATRIZ_POR_DEFECTO.probabilidades[p - 1] ?? ''}`;
export const impactoLabel = (i: number) => `${i} · ${MATRIZ_POR_DEFECTO.impactos[i - 1] ?? ''}`;

export const riesgoGlobalColumns: ListColumn<RiesgoGlobal>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => <Truncated text={r.nombre} className="max-w-56 font-medium" />,
    exportValue: (r) => r.nombre,
  },
  {
    id: 'delito_o_categoria',
    header: 'Delito o categoría',
    cell: (r) => <Truncated text={r.delito_o_categoria} className="max-w-36" />,
    exportValue: (r) => r.delito_o_categoria,
  },
  {
    id: 'fuente_legal',
    header: 'Fuente legal',
    cell: (r) => <Truncated text={r.fuente_legal} className="max-w-28" />,
    exportValue: (r) => r.fuente_legal,
  },
  {
    id: 'probabilidad',
    header: 'Prob. sugerida',
    cell: (r) => <span className="whitespace-nowrap">{probabilidadLabel(r.probabilidad_sugerida)}</span>,
    exportValue: (r) => r.probabilidad_sugerida,
  },
  {
    id: 'impacto',
    header: 'Impacto sugerido',
    cell: (r) => <span className="whitespace-nowrap">{impactoLabel(r.impacto_sugerido)}</span>,
    exportValue: (r) => r.impacto_sugerido,
  },
  {
    id: 'nivel',
    header: 'Nivel sugerido',
    cell: (r) => <NivelBadge nivel={r.nivel_sugerido} colores={MATRIZ_POR_DEFECTO.colores} />,
    exportValue: (r) => r.nivel_sugerido,
  },
  {
    id: 'mitigaciones',
    header: 'Mitigaciones',
    cell: (r) => (
      <span className="tabular-nums" title={r.mitigaciones.map((m) => m.nombre).join('\n')}>
        {r.mitigaciones.length}
      </span>
    ),
    exportValue: (r) => r.mitigaciones.map((m) => m.nombre).join('; '),
  },
  {
    id: 'activo',
    header: 'Estado',
    cell: (r) => <ActivoBadge activo={r.activo} />,
    exportValue: (r) => (r.activo ? 'Activo' : 'Inactivo'),
  },
];
