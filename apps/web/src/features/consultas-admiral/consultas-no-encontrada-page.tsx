import { Link } from 'react-router';
import { SearchXIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ErrorScreen } from '@/shell/errors/error-screen';

/** Any other path under /consultas-admiral (SPEC §2 'not-found fallback'), inside the area. */
export function ConsultasNoEncontradaPage() {
  return (
    <ErrorScreen
      eyebrow="Consultas Admiral"
      title="Consulta no encontrada"
      icon={<SearchXIcon />}
      actions={
        <>
          <Button asChild>
            <Link to="/consultas-admiral/dashboard">Ir al dashboard de consultas</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/consultas-admiral/directorio-personas">Directorio de personas</Link>
          </Button>
        </>
      }
    >
      La página o el registro que buscó no existe en Consultas Admiral.
    </ErrorScreen>
  );
}
