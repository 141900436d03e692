import { useId, useState } from 'react';

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

import { Textarea } from '@/components/ui/textarea';

export const MENSAJE_RECHAZO_SIN_COMENTARIO = 'El rechazo requiere un comentario';

/**
 * Rejection of a review or a publication: the comment is mandatory (the API refuses it too) and
 * goes back to the author with the document.
 */
export function RechazoDialog({
  open,
  onOpenChange,
  titulo,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  onConfirm: (comentario: string) => void;
}) {
  const [comentario, setComentario] = useState('');
  const [vacio, setVacio] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const texto = comentario.trim();
            if (!texto) {
              setVacio(true);
              return;
            }
            onConfirm(texto);
          }}
        >
          <DialogHeader>
            <DialogTitle>{titulo}</DialogTitle>
            <DialogDescription>
              El documento vuelve a su autor con este comentario para que lo corrija.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>Comentario *</Label>
            <Textarea
              id={id}
              rows={5}
              value={comentario}
              aria-invalid={vacio || undefined}
              aria-describedby={vacio ? errorId : undefined}
              onChange={(event) => {
                setComentario(event.target.value);
                if (event.target.value.trim()) setVacio(false);
              }}
              placeholder="Explique qué debe corregirse"
            />
            {vacio && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {MENSAJE_RECHAZO_SIN_COMENTARIO}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Rechazando...' : 'Rechazar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
