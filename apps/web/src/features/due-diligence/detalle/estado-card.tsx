import { Link } from 'react-router';
import {
  AlertCircleIcon,
  CheckCircle2Icon,
  ClockIcon,
  LoaderCircleIcon,
  RotateCcwIcon,
  UserCheckIcon,
} from 'lucide-react';

import { MENSAJES_DD, type DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

import { useReintentarDueDiligence } from '../api';
import { RiesgoBadge } from '../badges';
import { DescargarPdf } from '../readonly/acciones-reporte';

/** Where the request is: queued, processing (with its progress), in review, done, or failed. */
export function EstadoCard({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  return (
    <Card className="gap-4" role="region" aria-labelledby="estado-titulo">
      <CardHeader>
        <CardTitle>
          <h2 id="estado-titulo" className="text-lg">
            Estado de la solicitud
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4" aria-live="polite">
        {d.estado === 'pendiente' && (
          <p className="flex items-center gap-2">
            <ClockIcon className="size-5 text-muted-foreground" aria-hidden="true" />
            En cola: el procesamiento comenzará en breve.
          </p>
        )}
        {d.estado === 'procesando' && (
          <div className="grid gap-2">
            <p className="flex items-center gap-2">
              <LoaderCircleIcon className="size-5 animate-spin text-primary" aria-hidden="true" />
              Consultando fuentes y revisando listas de sanciones…
            </p>
            <div className="flex items-center gap-3">
              <Progress value={d.progreso} aria-label="Progreso del procesamiento" className="h-3" />
              <span className="w-12 text-right font-medium tabular-nums">{d.progreso} %</span>
            </div>
          </div>
        )}
        {d.estado === 'en_revision' && (
          <p className="flex items-center gap-2">
            <UserCheckIcon className="size-5 text-warning" aria-hidden="true" />
            Un analista está revisando el perfil. El reporte quedará disponible cuando se publique.
          </p>
        )}
        {d.estado === 'terminado' && (
          <div className="grid gap-3">
            <p className="flex flex-wrap items-center gap-2">
              <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
              El reporte está listo. Nivel de riesgo: <RiesgoBadge nivel={d.nivel_riesgo} />
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to={`/due-diligence/${d.id}/readonly`}>Ver reporte</Link>
              </Button>
              <DescargarPdf id={d.id} />
            </div>
          </div>
        )}
        {d.estado === 'fallido' && <Fallido detalle={d} />}
      </CardContent>
    </Card>
  );
}

/** Why it failed, what came back, and a retry (which pays the credits again). */
function Fallido({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  const reintentar = useReintentarDueDiligence(d.id);
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">No se pudo procesar la solicitud</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{d.error ?? 'Ocurrió un error al procesar la solicitud.'}</p>
        {d.creditos_reembolsados > 0 && <p>{MENSAJES_DD.creditosDevueltos(d.creditos_reembolsados)} a la empresa.</p>}
        <p>Al reintentar se vuelven a descontar los créditos del reporte.</p>
        <div>
          <Button variant="outline" size="sm" disabled={reintentar.isPending} onClick={() => reintentar.mutate()}>
            <RotateCcwIcon aria-hidden="true" />
            {reintentar.isPending ? 'Reintentando...' : 'Reintentar'}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
