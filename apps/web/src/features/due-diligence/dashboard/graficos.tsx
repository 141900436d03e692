import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** The badges' risk colours (theme tokens, so dark mode follows). */
const COLOR_RIESGO = { bajo: 'var(--success)', monitoreo: 'var(--warning)', alto: 'var(--destructive)' } as const;
const COLOR_EN_PROCESO = 'var(--chart-5)';
const COLOR_COMPLETADOS = 'var(--chart-1)';

/** Legend entries in the text colour (recharts paints them in the series colour, too pale for amber). */
const textoLeyenda = (texto: string) => <span className="text-sm text-foreground">{texto}</span>;

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology, which reads
 * the same numbers as a table instead.
 */
function FiguraGrafico({
  titulo,
  descripcion,
  encabezados,
  filas,
  children,
}: {
  titulo: string;
  descripcion: string;
  encabezados: string[];
  filas: Array<[string, ...number[]]>;
  children: ReactNode;
}) {
  const vacio = filas.every(([, ...valores]) => valores.every((v) => v === 0));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>{descripcion}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure className="m-0">
          {vacio ? (
            <p className="grid h-60 place-items-center text-sm text-muted-foreground">Aún no hay datos.</p>
          ) : (
            <div className="h-60" aria-hidden="true">
              {children}
            </div>
          )}
          {/* A table ignores a 1 px width: the clipped wrapper keeps it from widening the page. */}
          <div className="sr-only">
            <table>
              <caption>{titulo}</caption>
              <thead>
                <tr>
                  {encabezados.map((e) => (
                    <th key={e} scope="col">
                      {e}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {filas.map(([etiqueta, ...valores]) => (
                  <tr key={etiqueta}>
                    <th scope="row">{etiqueta}</th>
                    {valores.map((v, i) => (
                      <td key={encabezados[i + 1]}>{formatNumber(v)}</td>
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

/** SPEC §3 risk_overview: how many reports ended bajo, monitoreo and alto. */
export function GraficoRiesgo({ riesgo }: { riesgo: DueDiligenceDashboard['risk_overview'] }) {
  const datos = [
    { nivel: 'Bajo', valor: riesgo.low, color: COLOR_RIESGO.bajo },
    { nivel: 'Monitoreo', valor: riesgo.monitoring, color: COLOR_RIESGO.monitoreo },
    { nivel: 'Alto', valor: riesgo.high, color: COLOR_RIESGO.alto },
  ].map((d) => ({ ...d, nombre: `${d.nivel} (${formatNumber(d.valor)})` }));
  return (
    <FiguraGrafico
      titulo="Distribución del riesgo"
      descripcion="Reportes con nivel de riesgo asignado."
      encabezados={['Nivel de riesgo', 'Reportes']}
      filas={datos.map((d) => [d.nivel, d.valor])}
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* Hidden from assistive technology, so out of the tab order too (recharts makes it focusable). */}
        <PieChart accessibilityLayer={false}>
          <Pie
            rootTabIndex={-1}
            data={datos}
            dataKey="valor"
            nameKey="nombre"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
            // Clockwise from twelve o'clock, the way a reader expects.
            startAngle={90}
            endAngle={-270}
          >
            {datos.map((d) => (
              <Cell key={d.nombre} fill={d.color} stroke="var(--card)" />
            ))}
          </Pie>
          <Tooltip formatter={(v) => formatNumber(Number(v))} />
          <Legend verticalAlign="bottom" iconType="circle" itemSorter={null} formatter={textoLeyenda} />
        </PieChart>
      </ResponsiveContainer>
    </FiguraGrafico>
  );
}

/** SPEC §3 data.due_diligence: natural vs jurídica, processing vs completed. */
export function GraficoTipoPersona({ datos }: { datos: DueDiligenceDashboard['data']['due_diligence'] }) {
  const filas = [
    { tipo: 'Natural', enProceso: datos.natural.processing.length, completados: datos.natural.completed.length },
    { tipo: 'Jurídica', enProceso: datos.juridico.processing.length, completados: datos.juridico.completed.length },
  ];
  return (
    <FiguraGrafico
      titulo="Por tipo de persona"
      descripcion="Solicitudes recientes en proceso y completadas."
      encabezados={['Tipo de persona', 'En proceso', 'Completados']}
      filas={filas.map((f) => [f.tipo, f.enProceso, f.completados])}
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* Hidden from assistive technology, so out of the tab order too (recharts makes it focusable). */}
        <BarChart accessibilityLayer={false} data={filas} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="tipo" tickLine={false} axisLine={false} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={(v) => formatNumber(Number(v))} />
          <Legend iconType="circle" itemSorter={null} formatter={textoLeyenda} />
          <Bar dataKey="enProceso" name="En proceso" fill={COLOR_EN_PROCESO} radius={[4, 4, 0, 0]} />
          <Bar dataKey="completados" name="Completados" fill={COLOR_COMPLETADOS} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </FiguraGrafico>
  );
}
