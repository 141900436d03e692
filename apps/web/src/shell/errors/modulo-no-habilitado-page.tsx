import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { ErrorScreen } from './error-screen';

/**
 * SPEC §2 'Módulo no habilitado': the company's plan does not include the area, or the user's
 * roles do not reach it (the API answers 403 MODULO_NO_HABILITADO or PROHIBIDO).
 */
export function ModuloNoHabilitadoPage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <ErrorScreen
      fullPage={fullPage}
      icon={<LockKeyhole aria-hidden="true" />}
      title="Módulo no habilitado"
      actions={
        <Button asChild>
          <Link to="/dashboard">Volver al inicio</Link>
        </Button>
      }
    >
      <p>Este módulo no está disponible para su organización o para su nivel de acceso.</p>
      <p className="mt-2 text-sm">
        Si lo necesita, pida a un administrador de su empresa que lo habilite o escríbanos desde{' '}
        <Link to="/soporte/tickets" className="font-medium text-primary underline-offset-4 hover:underline">
          Soporte
        </Link>
        .
      </p>
    </ErrorScreen>
  );
}
