import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { EstadoLista } from './paso';

/** A step whose records are only listed and added (root causes, protective measures): the list,
 * the add button and its dialog, remounted on each opening so it starts empty. */
export function ListaRegistrosPaso<T extends { id: number | string }>({
  consulta,
  vacio,
  etiqueta,
  agregar,
  puedeCrear,
  fila,
  dialogo,
}: {
  consulta: UseQueryResult<T[], Error>;
  vacio: string;
  /** Accessible name of the list. */
  etiqueta: string;
  /** Text of the add button. */
  agregar: string;
  puedeCrear: boolean;
  /** Content of one list item. */
  fila: (registro: T) => ReactNode;
  dialogo: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [abierto, setAbierto] = useState(0);
  return (
    <div className="grid gap-3">
      <EstadoLista consulta={consulta} vacio={vacio}>
        {(registros) => (
          <ul aria-label={etiqueta} className="grid gap-2">
            {registros.map((r) => (
              <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                {fila(r)}
              </li>
            ))}
          </ul>
        )}
      </EstadoLista>
      {puedeCrear && (
        <div>
          <Button size="sm" onClick={() => setAbierto((n) => n + 1)}>
            <PlusIcon aria-hidden="true" />
            {agregar}
          </Button>
        </div>
      )}
      {abierto > 0 && <Fragment key={abierto}>{dialogo((o) => !o && setAbierto(0))}</Fragment>}
    </div>
  );
}
