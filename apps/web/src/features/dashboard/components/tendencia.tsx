import { lazy, Suspense } from 'react';

import type { DashboardMes } from '@atalaya/shared/contracts/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

import { etiquetaMesCorta, etiquetaMesLarga, hayActividad, seriesVisibles } from '../formato';

// recharts (≈ 100 KB gzip) loads after the dashboard's first paint, into a box of fixed height
// (no layout shift): the first authenticated route stays under bench/bundle-size.ts's 300 KB.
const TendenciaGrafico = lazy(async () => ({ default: (await import('./tendencia-grafico')).TendenciaGrafico }));

/**
 * The last 12 months of activity, one line per area the user may see. Hidden while every month
 * is zero (no history yet). The drawing is hidden from assistive technology, which reads the same
 * numbers as a table.
 */
export function Tendencia({ meses }: { meses: DashboardMes[] }) {
  const series = seriesVisibles(meses);
  if (series.length === 0 || !hayActividad(meses)) return null;
  const datos = meses.map((m) => ({ ...m, etiqueta: etiquetaMesCorta(m.mes) }));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Actividad de los últimos 12 meses</CardTitle>
        <CardDescription>Registros nuevos por mes (hora de Chile continental).</CardDescription>
      </CardHeader>
      <CardContent>
        <figure className="m-0">
          <div className="h-72" aria-hidden="true">
            <Suspense fallback={null}>
              <TendenciaGrafico datos={datos} series={series} />
            </Suspense>
          </div>
          {/* A table ignores a 1 px width: the clipped wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>Actividad de los últimos 12 meses</caption>
              <thead>
                <tr>
                  <th scope="col">Mes</th>
                  {series.map((s) => (
                    <th key={s.clave} scope="col">
                      {s.nombre}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {meses.map((m) => (
                  <tr key={m.mes}>
                    <th scope="row">{etiquetaMesLarga(m.mes)}</th>
                    {series.map((s) => (
                      <td key={s.clave}>{formatNumber(m[s.clave] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
