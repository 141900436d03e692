import { NIVELES_RIESGO, type MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import { cn } from '@/lib/utils';

import { textoSobre } from './nivel-badge';

export interface Celda {
  probabilidad: number;
  impacto: number;
}

const riesgos = (n: number) => (n === 1 ? '1 riesgo' : `${n} riesgos`);

/** 'Probabilidad Posible, Impacto Mayor: 2 riesgos': the accessible name of a cell. */
export function etiquetaCelda(matriz: MatrizRiesgo, { probabilidad, impacto }: Celda, total: number): string {
  return `Probabilidad ${matriz.probabilidades[probabilidad - 1]}, Impacto ${matriz.impactos[impacto - 1]}: ${riesgos(total)}`;
}

interface HeatMapProps {
  matriz: MatrizRiesgo;
  /** Risks per cell; cells left out have none. */
  celdas: ReadonlyArray<Celda & { total: number }>;
  /** 'Inherente' or 'Residual': names the table. */
  titulo: string;
  seleccionada?: Celda | null;
  onSelect?: (celda: Celda) => void;
}

/**
 * The company's matrix as a table: probabilidad rows (highest on top) × impacto columns, each cell
 * in its level's colour with the number of risks in it. Every cell is a button named like
 * 'Probabilidad Posible, Impacto Mayor: 2 riesgos' that selects it.
 */
export function HeatMap({ matriz, celdas, titulo, seleccionada, onSelect }: HeatMapProps) {
  const totales = new Map(celdas.map((c) => [`${c.probabilidad}:${c.impacto}`, c.total]));
  const filas = matriz.probabilidades.map((_, i) => matriz.probabilidades.length - i);
  return (
    <table
      aria-label={`Mapa de calor ${titulo.toLowerCase()}`}
      lang="es"
      className="w-full table-fixed border-separate border-spacing-1 text-sm"
    >
      <thead>
        <tr>
          <td className="w-28" />
          <th
            scope="colgroup"
            colSpan={matriz.impactos.length}
            className="pb-1 text-xs font-medium text-muted-foreground"
          >
            Impacto →
          </th>
        </tr>
        <tr>
          <th scope="col" className="w-28 px-1 text-left align-bottom text-xs font-medium text-muted-foreground">
            Probabilidad ↓
          </th>
          {matriz.impactos.map((label) => (
            <th
              key={label}
              scope="col"
              className="px-1 pb-1 align-bottom text-xs font-medium leading-tight hyphens-auto"
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {filas.map((p) => (
          <tr key={p}>
            <th scope="row" className="px-1 text-left text-xs font-medium leading-tight hyphens-auto">
              {matriz.probabilidades[p - 1]}
            </th>
            {matriz.impactos.map((_, idx) => {
              const i = idx + 1;
              const nivel = matriz.niveles[p - 1]![idx]!;
              const color = matriz.colores[nivel];
              const total = totales.get(`${p}:${i}`) ?? 0;
              const activa = seleccionada?.probabilidad === p && seleccionada.impacto === i;
              return (
                <td key={i} className="p-0">
                  <button
                    type="button"
                    aria-label={etiquetaCelda(matriz, { probabilidad: p, impacto: i }, total)}
                    aria-pressed={activa}
                    title={`Nivel ${nivel}`}
                    data-nivel={nivel}
                    onClick={() => onSelect?.({ probabilidad: p, impacto: i })}
                    style={{ backgroundColor: color, color: textoSobre(color) }}
                    className={cn(
                      'flex h-14 w-full items-center justify-center rounded-md text-lg font-semibold tabular-nums transition-shadow outline-none hover:ring-2 hover:ring-foreground/30 focus-visible:ring-[3px] focus-visible:ring-ring',
                      activa && 'ring-[3px] ring-foreground',
                      total === 0 && 'font-normal',
                    )}
                  >
                    {total > 0 ? total : ''}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The colour of each level, as the maps use them. */
export function HeatMapLegend({ colores }: { colores: MatrizRiesgo['colores'] }) {
  return (
    <ul aria-label="Niveles de riesgo" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {NIVELES_RIESGO.map((nivel) => (
        <li key={nivel} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: colores[nivel] }} />
          {nivel}
        </li>
      ))}
    </ul>
  );
}
