import { useState } from 'react';
import { AlertCircleIcon, XIcon } from 'lucide-react';

import { celdaResidual, type MitigacionAplicada } from '@atalaya/shared/risk-matrix';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { useMitigacionesOpciones } from '../../mitigaciones/api';
import { useMapaCalor, useRiesgosTodos, type Riesgo } from '../api';
import { HeatMap, HeatMapLegend, type Celda } from './heat-map';
import { RiesgoDialog } from './riesgo-dialog';
import { EstadoRiesgoBadge, NivelMatriz } from './riesgo-columns';

type Vista = 'Inherente' | 'Residual';
const VISTAS: Array<{ vista: Vista; descripcion: string }> = [
  { vista: 'Inherente', descripcion: 'Antes de las mitigaciones: probabilidad e impacto evaluados.' },
  { vista: 'Residual', descripcion: 'Después de las mitigaciones vinculadas a cada riesgo.' },
];

/**
 * 'Mapa de calor' of Mis Riesgos: the company's matrix twice, inherent and residual, with the
 * number of risks per cell (GET /riesgos/mapa-calor); choosing a cell lists its risks.
 */
export function MapaCalorView() {
  const mapa = useMapaCalor();
  const todos = useRiesgosTodos();
  const mitigaciones = useMitigacionesOpciones();
  const [seleccion, setSeleccion] = useState<{ vista: Vista; celda: Celda } | null>(null);
  const [viendo, setViendo] = useState<Riesgo | null>(null);

  if (mapa.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Cargando mapa de calor">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (mapa.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>No se pudo cargar el mapa de calor.</AlertTitle>
        <AlertDescription>
          <p>{mapa.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void mapa.refetch()}>
            Reintentar
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { matriz } = mapa.data;
  const aplicadas = new Map<number, MitigacionAplicada>((mitigaciones.data ?? []).map((m) => [m.id, m]));
  const celdaDe = (r: Riesgo, vista: Vista): Celda =>
    vista === 'Inherente'
      ? { probabilidad: r.probabilidad, impacto: r.impacto }
      : celdaResidual(
          r.probabilidad,
          r.impacto,
          r.mitigaciones.flatMap((m) => aplicadas.get(m.id) ?? []),
        );
  const enCelda = seleccion
    ? (todos.data ?? []).filter((r) => {
        const c = celdaDe(r, seleccion.vista);
        return c.probabilidad === seleccion.celda.probabilidad && c.impacto === seleccion.celda.impacto;
      })
    : [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {mapa.data.total === 1 ? '1 riesgo' : `${mapa.data.total} riesgos`} en la matriz de{' '}
          {matriz.probabilidades.length}×{matriz.impactos.length}
          {matriz.por_defecto ? ' (matriz por defecto)' : ''}. Seleccione una celda para ver sus riesgos.
        </p>
        <HeatMapLegend colores={matriz.colores} />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {VISTAS.map(({ vista, descripcion }) => (
          <Card key={vista} className="gap-4">
            <CardHeader>
              <CardTitle>
                <h2>{vista}</h2>
              </CardTitle>
              <CardDescription>{descripcion}</CardDescription>
            </CardHeader>
            <CardContent>
              <HeatMap
                matriz={matriz}
                celdas={vista === 'Inherente' ? mapa.data.inherente : mapa.data.residual}
                titulo={vista}
                seleccionada={seleccion?.vista === vista ? seleccion.celda : null}
                onSelect={(celda) => setSeleccion({ vista, celda })}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      {seleccion && (
        <Card role="region" aria-label="Riesgos de la celda" className="gap-3">
          <CardHeader>
            <CardTitle>
              <h2>
                {seleccion.vista}: Probabilidad {matriz.probabilidades[seleccion.celda.probabilidad - 1]}, Impacto{' '}
                {matriz.impactos[seleccion.celda.impacto - 1]}
              </h2>
            </CardTitle>
            <CardDescription>
              {enCelda.length === 1 ? '1 riesgo' : `${enCelda.length} riesgos`} en esta celda.
            </CardDescription>
            <CardAction>
              <Button variant="ghost" size="icon" aria-label="Cerrar" onClick={() => setSeleccion(null)}>
                <XIcon aria-hidden="true" />
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            {todos.isPending ? (
              <Skeleton className="h-10" />
            ) : enCelda.length === 0 ? (
              <p className="text-sm text-muted-foreground">No hay riesgos en esta celda.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {enCelda.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                    <Button
                      variant="link"
                      className="h-auto p-0 text-left whitespace-normal"
                      onClick={() => setViendo(r)}
                    >
                      {r.nombre}
                    </Button>
                    <span className="text-muted-foreground">{r.delito_o_categoria}</span>
                    <span className="ml-auto flex items-center gap-2">
                      <NivelMatriz nivel={seleccion.vista === 'Inherente' ? r.nivel_inherente : r.nivel_residual} />
                      <EstadoRiesgoBadge estado={r.estado} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      {viendo && <RiesgoDialog row={viendo} open onOpenChange={(open) => !open && setViendo(null)} />}
    </div>
  );
}
