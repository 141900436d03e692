import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PaperclipIcon, PencilIcon, PlusIcon } from 'lucide-react';

import type { Evidencia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { Button } from '@/components/ui/button';

import { EvidenciaDialog } from '../evidencia-dialog';
import { ListaEvidencias } from '../evidencias';
import { EstadoLista } from './paso';

interface Registro {
  id: number;
  titulo: string;
  evidencias: readonly Evidencia[];
}

type Dialogo<T> = { tipo: 'crear' } | { tipo: 'editar' | 'evidencia'; registro: T };

/** A step whose records are edited and carry evidence (investigations, action plans): the list
 * with edit and add-evidence buttons per record, the add button, and the open dialog, remounted
 * (`seq`) on each opening so it starts from fresh values. */
export function PasoConEvidencias<T extends Registro>({
  denunciaId,
  consulta,
  vacio,
  etiqueta,
  destino,
  editarEtiqueta,
  agregar,
  puedeCrear,
  puedeEditar,
  encabezado,
  contenido,
  formulario,
}: {
  denunciaId: number;
  consulta: UseQueryResult<T[], Error>;
  vacio: string;
  /** Accessible name of the list. */
  etiqueta: string;
  /** Where uploaded evidence is attached. */
  destino: 'investigacion' | 'plan_accion';
  /** Screen-reader text after 'Editar', e.g. 'investigación'. */
  editarEtiqueta: string;
  /** Text of the add button. */
  agregar: string;
  puedeCrear: boolean;
  puedeEditar: boolean;
  encabezado: (registro: T) => ReactNode;
  /** The record's own fields, between its header and its evidence. */
  contenido: (registro: T) => ReactNode;
  /** The create (`registro` null) or edit dialog. */
  formulario: (registro: T | null, onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const [dialogo, setDialogo] = useState<(Dialogo<T> & { seq: number }) | null>(null);
  const abrir = (d: Dialogo<T>) => setDialogo((actual) => ({ ...d, seq: (actual?.seq ?? 0) + 1 }));
  const cerrar = (open: boolean) => !open && setDialogo(null);
  return (
    <div className="grid gap-3">
      <EstadoLista consulta={consulta} vacio={vacio}>
        {(registros) => (
          <ul aria-label={etiqueta} className="grid gap-3">
            {registros.map((registro) => (
              <li key={registro.id} className="grid gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  {encabezado(registro)}
                  {puedeEditar && (
                    <div className="flex gap-1">
                      <Button size="sm" variant="ghost" onClick={() => abrir({ tipo: 'editar', registro })}>
                        <PencilIcon aria-hidden="true" />
                        Editar<span className="sr-only">{` ${editarEtiqueta} ${registro.titulo}`}</span>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => abrir({ tipo: 'evidencia', registro })}>
                        <PaperclipIcon aria-hidden="true" />
                        Agregar evidencia<span className="sr-only"> a {registro.titulo}</span>
                      </Button>
                    </div>
                  )}
                </div>
                {contenido(registro)}
                <ListaEvidencias
                  evidencias={registro.evidencias}
                  vacio="Sin evidencias."
                  etiqueta={`Evidencias de ${registro.titulo}`}
                />
              </li>
            ))}
          </ul>
        )}
      </EstadoLista>
      {puedeCrear && (
        <div>
          <Button size="sm" onClick={() => abrir({ tipo: 'crear' })}>
            <PlusIcon aria-hidden="true" />
            {agregar}
          </Button>
        </div>
      )}
      {dialogo && dialogo.tipo !== 'evidencia' && (
        <Fragment key={dialogo.seq}>{formulario(dialogo.tipo === 'editar' ? dialogo.registro : null, cerrar)}</Fragment>
      )}
      {dialogo?.tipo === 'evidencia' && (
        <EvidenciaDialog
          key={dialogo.seq}
          denunciaId={denunciaId}
          destino={{ tipo: destino, id: dialogo.registro.id }}
          nombreDestino={dialogo.registro.titulo}
          open
          onOpenChange={cerrar}
        />
      )}
    </div>
  );
}
