import { Link } from 'react-router';
import { FilePlusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { FlujoListPage } from './components/flujo-list-page';

/** Flujo documental → Solicitudes: requested documents not started yet (phase No Iniciado). */
export function SolicitudPage() {
  return (
    <FlujoListPage
      title="Solicitudes de Documento"
      subtitle="Documentos solicitados que aún no se inician."
      fase="no_iniciado"
      headerActions={
        <Button asChild>
          <Link to="/flujo-documental/solicitar/nuevo">
            <FilePlusIcon aria-hidden="true" />
            Solicitar documento
          </Link>
        </Button>
      }
    />
  );
}
