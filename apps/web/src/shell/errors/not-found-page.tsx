import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

import { ErrorScreen } from './error-screen';

/** Unknown paths (SPEC §2): inside the shell when signed in, a page of its own otherwise. */
export function NotFoundPage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <ErrorScreen
      fullPage={fullPage}
      eyebrow="Error 404"
      title="Página no encontrada"
      actions={
        <Button asChild>
          <Link to="/">Volver al inicio</Link>
        </Button>
      }
    >
      La dirección que buscó no existe o fue movida. Revise el enlace o vuelva al inicio.
    </ErrorScreen>
  );
}
