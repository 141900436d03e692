import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { DashboardMes } from '@atalaya/shared/contracts/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

import { etiquetaMesCorta, etiquetaMesLarga, hayActividad, seriesVisibles } from '../formato';

/** Legend entries in the text colour (recharts paints them in the series colour). */
const textoLeyenda = (texto: string) => <span className="text-sm text-foreground">{texto}</span>;

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
            <ResponsiveContainer width="100%" height="100%">
              {/* Hidden from assistive technology, so out of the tab order too (recharts makes it focusable). */}
              <LineChart accessibilityLayer={false} data={datos} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="etiqueta" tickLine={false} axisLine={false} fontSize={12} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
                <Tooltip formatter={(v) => formatNumber(Number(v))} />
                <Legend iconType="circle" itemSorter={null} formatter={textoLeyenda} />
                {series.map((s) => (
                  <Line
                    key={s.clave}
                    type="monotone"
                    dataKey={s.clave}
                    name={s.nombre}
                    stroke={s.color}
                    strokeWidth={2}
                    dot={{ r: 3 }}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
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
        </figure>
      </CardContent>
    </Card>
  );
}
