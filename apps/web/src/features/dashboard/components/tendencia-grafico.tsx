import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatNumber } from '@/lib/format';

import type { seriesVisibles } from '../formato';

/** Legend entries in the text colour (recharts paints them in the series colour). */
const textoLeyenda = (texto: string) => <span className="text-sm text-foreground">{texto}</span>;

/** The drawing of Tendencia, in its own chunk with recharts (loaded lazily). */
export function TendenciaGrafico({
  datos,
  series,
}: {
  datos: Record<string, unknown>[];
  series: ReturnType<typeof seriesVisibles>;
}) {
  return (
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
  );
}
