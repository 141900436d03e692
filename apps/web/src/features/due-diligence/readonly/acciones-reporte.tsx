import { Link } from 'react-router';
import { DownloadIcon, ExternalLinkIcon, ShieldAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { urlReportePdf } from '../api';
import { urlReportePreview } from '../analista-api';

/** 'Descargar PDF': a real link, so the browser downloads the file with the session cookie. */
export function DescargarPdf({ id }: { id: number }) {
  return (
    <Button asChild variant="outline">
      <a href={urlReportePdf(id)} download>
        <DownloadIcon aria-hidden="true" />
        Descargar PDF
      </a>
    </Button>
  );
}

export function VistaPrevia({ id }: { id: number }) {
  return (
    <Button asChild variant="outline">
      <a href={urlReportePreview(id)} target="_blank" rel="noopener">
        <ExternalLinkIcon aria-hidden="true" />
        Vista previa
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}

export function VerSeccionPep({ id }: { id: number }) {
  return (
    <Button asChild variant="outline">
      <Link to={`/due-diligence/${id}/readonly/pep`}>
        <ShieldAlertIcon aria-hidden="true" />
        Ver sección PEP
      </Link>
    </Button>
  );
}
