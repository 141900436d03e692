import { useState } from 'react';
import { Link } from 'react-router';
import { InfoIcon } from 'lucide-react';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { Button } from '@/components/ui/button';

import { accionDeFase } from '../fase';
import { FlujoDialog } from './flujo-dialog';

/** The row action of the flow's phase (SPEC §4) and the icon that opens the 'Flujo de documento' modal. */
export function AccionesFlujo({ flujo }: { flujo: Flujo }) {
  const [open, setOpen] = useState(false);
  const accion = accionDeFase(flujo.fase, flujo.id);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button asChild size="sm" variant="outline" aria-label={`${accion.etiqueta} ${flujo.documento.codigo}`}>
        <Link to={accion.ruta}>{accion.etiqueta}</Link>
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Flujo de documento ${flujo.documento.codigo}`}
        title="Flujo de documento"
        onClick={() => setOpen(true)}
      >
        <InfoIcon aria-hidden="true" />
      </Button>
      {open && <FlujoDialog flujo={flujo} open={open} onOpenChange={setOpen} />}
    </div>
  );
}
