import { useId, useState } from 'react';

import {
  MENSAJE_FALTA_MOTIVO_EXCLUSION,
  MOTIVO_EXCLUSION_MAX,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';

import { nombrePersona, type Persona } from '../persona';
import { Textarea } from '@/components/ui/textarea';

export interface ExclusionesValores {
  usuario_ids: number[];
  motivo: string;
}

/**
 * Who must not see a case (a conflict of interest) and why. The reason is required, also to undo
 * an exclusion: the case's history shows who changed them, whom and why. The caller is never a
 * candidate (nobody excludes themself).
 */
export function ExclusionesDialog({
  referencia,
  candidatos,
  excluidos,
  pending,
  error,
  errorMotivo,
  onOpenChange,
  onConfirm,
}: {
  referencia: string;
  /** People who may be excluded (the caller already left out), by name. */
  candidatos: Persona[];
  /** Ids excluded now. */
  excluidos: number[];
  pending: boolean;
  /** The server's refusal (e.g. 409: nobody of the company would remain), shown in the dialog. */
  error?: string | null;
  /** The server's message on the reason field. */
  errorMotivo?: string | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (valores: ExclusionesValores) => void;
}) {
  const [seleccion, setSeleccion] = useState<number[]>(excluidos);
  const [motivo, setMotivo] = useState('');
  const [faltaMotivo, setFaltaMotivo] = useState(false);
  const id = useId();
  const motivoId = `${id}-motivo`;
  const mensajeMotivo = faltaMotivo ? MENSAJE_FALTA_MOTIVO_EXCLUSION : errorMotivo;

  return (
    <Dialog open onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const limpio = motivo.trim();
            setFaltaMotivo(!limpio);
            if (!limpio) {
              document.getElementById(motivoId)?.focus();
              return;
            }
            onConfirm({ usuario_ids: seleccion, motivo: limpio });
          }}
        >
          <DialogHeader>
            <DialogTitle>Exclusiones de la denuncia {referencia}</DialogTitle>
            <DialogDescription>
              Las personas excluidas no verán la denuncia ni recibirán sus avisos. Úselo ante un conflicto de interés.
              El historial registra a quién excluye, quién lo hizo y el motivo; el denunciante no lo ve.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={`${id}-pista`}>
            <legend className="mb-1 text-sm font-medium">Personas excluidas</legend>
            <p id={`${id}-pista`} className="text-sm text-muted-foreground">
              Debe quedar al menos una persona de la empresa que pueda ver la denuncia. Usted no puede excluirse.
            </p>
            {candidatos.length === 0 ? (
              <p className="text-sm text-muted-foreground">No hay otros usuarios del canal.</p>
            ) : (
              <ul className="grid gap-2">
                {candidatos.map((p) => {
                  const checkId = `${id}-u${p.id}`;
                  return (
                    <li key={p.id} className="flex items-center gap-2">
                      <input
                        id={checkId}
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={seleccion.includes(p.id)}
                        onChange={(e) =>
                          setSeleccion((s) => (e.target.checked ? [...s, p.id] : s.filter((x) => x !== p.id)))
                        }
                      />
                      <label htmlFor={checkId} className="text-sm">
                        {nombrePersona(p)} <span className="text-muted-foreground">({p.email})</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={motivoId}>Motivo *</Label>
            <p id={`${motivoId}-ayuda`} className="text-sm text-muted-foreground">
              Por qué cambia quién ve la denuncia (por ejemplo, la persona está involucrada en los hechos). Máximo{' '}
              {MOTIVO_EXCLUSION_MAX} caracteres.
            </p>
            <Textarea
              id={motivoId}
              rows={3}
              maxLength={MOTIVO_EXCLUSION_MAX}
              required
              value={motivo}
              aria-invalid={mensajeMotivo ? true : undefined}
              aria-describedby={`${motivoId}-ayuda${mensajeMotivo ? ` ${motivoId}-error` : ''}`}
              onChange={(event) => {
                setMotivo(event.target.value);
                if (event.target.value.trim()) setFaltaMotivo(false);
              }}
            />
            {mensajeMotivo && (
              <p id={`${motivoId}-error`} role="alert" className="text-sm text-destructive">
                {mensajeMotivo}
              </p>
            )}
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? 'Guardando...' : 'Guardar exclusiones'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
