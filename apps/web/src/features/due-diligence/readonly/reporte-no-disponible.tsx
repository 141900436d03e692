import { Link } from 'react-router';
import { ClockIcon } from 'lucide-react';

import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The report of a request still in process (or failed): nothing to read yet. */
export function ReporteNoDisponible({ detalle }: { detalle: Pick<DueDiligenceDetalle, 'id' | 'estado'> }) {
  return (
    <Alert>
      <ClockIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">El reporte aún no está disponible</AlertTitle>
      <AlertDescription>
        <p>
          {detalle.estado === 'fallido'
            ? 'El procesamiento de esta solicitud falló.'
            : 'Podrá leerlo cuando el procesamiento y la revisión terminen.'}
        </p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to={`/due-diligence/${detalle.id}`}>Ver el estado de la solicitud</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
