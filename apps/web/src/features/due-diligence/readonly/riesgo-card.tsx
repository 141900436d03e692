import { Component, type ReactNode } from 'react';
import { AlertTriangleIcon } from 'lucide-react';

import type { RazonRiesgo } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { nivelRiesgo } from '@atalaya/shared/due-diligence';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

import { fechasEnTexto } from '../fechas';

const PESO = {
  alto: { etiqueta: 'Alto', variante: 'destructive' },
  monitoreo: { etiqueta: 'Monitoreo', variante: 'warning' },
  informativo: { etiqueta: 'Informativo', variante: 'secondary' },
} as const;

const COLOR_BARRA: Record<string, string> = {
  Bajo: '[&_[data-slot=progress-indicator]]:bg-success',
  Monitoreo: '[&_[data-slot=progress-indicator]]:bg-warning',
  Alto: '[&_[data-slot=progress-indicator]]:bg-destructive',
};

/** Keeps a bad risk value from taking the whole report down: its message shows in the card instead. */
class RiesgoBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertTriangleIcon className="size-4" aria-hidden="true" />
        {this.state.error}
      </p>
    );
  }
}

function Nivel({ nivel }: { nivel: string }) {
  const { etiqueta, porcentaje } = nivelRiesgo(nivel); // throws 'Unknown risk level received'
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-2xl font-semibold">{etiqueta}</span>
        <span className="text-lg font-medium tabular-nums">{porcentaje} %</span>
      </div>
      <Progress
        value={porcentaje}
        aria-label={`Nivel de riesgo ${etiqueta}, ${porcentaje} %`}
        className={cn('h-3', COLOR_BARRA[etiqueta])}
      />
    </div>
  );
}

/** SPEC §4 risk (Bajo 20 % / Monitoreo 50 % / Alto 80 %) with the reasons behind it. */
export function RiesgoCard({
  nivel,
  razones,
  tamano,
}: {
  nivel: string | null;
  razones: RazonRiesgo[];
  /** Company size label, when the profile states it. */
  tamano?: string | null;
}) {
  return (
    <Card className="gap-4" aria-labelledby="riesgo-titulo" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="riesgo-titulo" className="text-lg">
            Nivel de riesgo
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {nivel === null ? (
          <p className="text-muted-foreground">Aún no se ha determinado.</p>
        ) : (
          <RiesgoBoundary key={nivel}>
            <Nivel nivel={nivel} />
          </RiesgoBoundary>
        )}
        {tamano && (
          <p className="text-sm">
            <span className="text-muted-foreground">Tamaño de empresa:</span>{' '}
            <span className="font-medium">{tamano}</span>
          </p>
        )}
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Razones</h3>
          {razones.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin observaciones.</p>
          ) : (
            <ul className="grid gap-2">
              {razones.map((r, i) => (
                <li key={`${r.codigo}-${i}`} className="flex items-start gap-2 text-sm">
                  <Badge variant={PESO[r.peso].variante} className="mt-0.5">
                    {PESO[r.peso].etiqueta}
                  </Badge>
                  <span>{fechasEnTexto(r.texto)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
