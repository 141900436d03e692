import { useState } from 'react';
import { Grid3x3Icon } from 'lucide-react';

import type { MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatriz } from '@/features/mi-empresa/riesgos/api';
import { HeatMapLegend } from '@/features/mi-empresa/riesgos/components/heat-map';
import { MatrizDialog } from '@/features/mi-empresa/riesgos/components/matriz-dialog';
import { textoSobre } from '@/features/mi-empresa/riesgos/components/nivel-badge';

import { redimensionarMatriz, TAMANOS_EJE } from '../matriz';

/** The matrix as a small read-only grid: probabilidad rows (highest on top) × impacto columns. */
function VistaMatriz({ matriz }: { matriz: MatrizRiesgo }) {
  const filas = matriz.probabilidades.map((_, i) => matriz.probabilidades.length - 1 - i);
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe).
    <div
      className="overflow-x-auto rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      tabIndex={0}
      role="region"
      aria-label="Matriz de riesgo actual (se desplaza hacia los lados)"
    >
      <table
        aria-label="Matriz de riesgo actual"
        className="w-full min-w-[34rem] table-fixed border-separate border-spacing-1 text-xs"
      >
        <thead>
          <tr>
            <th scope="col" className="w-28 text-left align-bottom font-medium text-muted-foreground">
              Probabilidad ↓ / Impacto →
            </th>
            {matriz.impactos.map((label, i) => (
              <th key={i} scope="col" className="px-1 align-bottom font-medium leading-tight hyphens-auto">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((p) => (
            <tr key={p}>
              <th scope="row" className="px-1 text-left font-medium leading-tight hyphens-auto">
                {matriz.probabilidades[p]}
              </th>
              {matriz.impactos.map((_, i) => {
                const nivel = matriz.niveles[p]![i]!;
                const color = matriz.colores[nivel];
                return (
                  <td
                    key={i}
                    className="h-9 rounded-md text-center font-medium"
                    style={{ backgroundColor: color, color: textoSobre(color) }}
                  >
                    {nivel}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The current matrix, the size selectors and 'Configurar matriz' (Mi Empresa's matrix editor). */
function EditorMatriz() {
  const matriz = useMatriz();
  const [editando, setEditando] = useState<{ n: number; m: number; vez: number } | null>(null);
  const [vez, setVez] = useState(0);
  const [n, setN] = useState<number | null>(null);
  const [m, setM] = useState<number | null>(null);

  if (matriz.isPending) return <Skeleton className="h-48 w-full" />;
  if (matriz.isError) {
    return (
      <ErrorCarga error={matriz.error} reintentando={matriz.isFetching} onReintentar={() => void matriz.refetch()} />
    );
  }
  const actual = matriz.data;
  const filas = n ?? actual.probabilidades.length;
  const columnas = m ?? actual.impactos.length;
  const ejes = [
    { id: 'matriz-filas', label: 'Niveles de probabilidad', valor: filas, set: setN },
    { id: 'matriz-columnas', label: 'Niveles de impacto', valor: columnas, set: setM },
  ];

  return (
    <>
      <p className="text-sm">
        Tamaño actual: {actual.probabilidades.length} × {actual.impactos.length}
        {actual.por_defecto ? ' (matriz por defecto).' : ' (matriz propia de la empresa).'}
      </p>
      <VistaMatriz matriz={actual} />
      <HeatMapLegend colores={actual.colores} />
      <div className="flex flex-wrap items-end gap-3 border-t pt-4">
        {ejes.map((eje) => (
          <div key={eje.id} className="grid gap-1.5">
            <Label htmlFor={eje.id}>{eje.label}</Label>
            <Select value={String(eje.valor)} onValueChange={(v) => eje.set(Number(v))}>
              <SelectTrigger id={eje.id} className="w-28">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TAMANOS_EJE.map((t) => (
                  <SelectItem key={t} value={String(t)}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ))}
        <Button
          type="button"
          onClick={() => {
            setVez(vez + 1);
            setEditando({ n: filas, m: columnas, vez: vez + 1 });
          }}
        >
          Configurar matriz
        </Button>
      </div>
      {editando && (
        <MatrizDialog
          key={editando.vez}
          matriz={{ ...redimensionarMatriz(actual, editando.n, editando.m), por_defecto: actual.por_defecto }}
          open
          onOpenChange={(open) => {
            if (open) return;
            setEditando(null);
            setN(null);
            setM(null);
          }}
        />
      )}
    </>
  );
}

/**
 * 'Matriz de riesgo': the company's matrix (size, labels, level per cell, colours), behind the
 * plan's Mi Empresa module like the risks that use it.
 */
export function MatrizCard({ disponible }: { disponible: boolean }) {
  return (
    <Card id="matriz" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Grid3x3Icon className="size-4 text-primary" aria-hidden="true" />
          <h2 className="text-lg">Matriz de riesgo</h2>
        </CardTitle>
        <CardDescription>
          Probabilidad × impacto: tamaño, etiquetas, nivel de cada celda y color de cada nivel. Al guardar se recalculan
          los niveles de todos los riesgos de la empresa.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {disponible ? (
          <EditorMatriz />
        ) : (
          <p className="text-sm text-muted-foreground">El plan de la empresa no incluye el módulo Mi Empresa.</p>
        )}
      </CardContent>
    </Card>
  );
}
