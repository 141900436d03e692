import { useId, useState } from 'react';
import { TriangleAlertIcon } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
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

export const MENSAJE_FALTA_RESOLUCION = 'La resolución es obligatoria';
export const MENSAJE_FALTA_MENSAJE = 'Escriba el mensaje que leerá el denunciante';

export interface CierreValores {
  resolucion: string;
  mensaje_denunciante: string;
}

/**
 * Closing a case (or dismissing one still in revision): the internal resolution and the message
 * the reporter will read are both required, and a second step asks to confirm, since a closed
 * case cannot be reopened.
 */
export function CerrarDialog({
  open,
  onOpenChange,
  referencia,
  desestimar = false,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  referencia: string;
  /** Dismissal of a case in revision instead of the closure of a finished one. */
  desestimar?: boolean;
  pending: boolean;
  /** The server's refusal (e.g. a 409 of the workflow), shown in the dialog. */
  error?: string | null;
  onConfirm: (valores: CierreValores) => void;
}) {
  const [valores, setValores] = useState<CierreValores>({ resolucion: '', mensaje_denunciante: '' });
  const [errores, setErrores] = useState<Partial<Record<keyof CierreValores, string>>>({});
  const [confirmando, setConfirmando] = useState(false);
  const id = useId();
  const accion = desestimar ? 'Desestimar' : 'Cerrar';

  const cambiar = (campo: keyof CierreValores, texto: string) => {
    setValores((v) => ({ ...v, [campo]: texto }));
    if (texto.trim()) setErrores((e) => ({ ...e, [campo]: undefined }));
    setConfirmando(false);
  };

  const campo = (nombre: keyof CierreValores, etiqueta: string, ayuda: string) => {
    const campoId = `${id}-${nombre}`;
    const error = errores[nombre];
    return (
      <div className="grid gap-2">
        <Label htmlFor={campoId}>{etiqueta} *</Label>
        <p id={`${campoId}-ayuda`} className="text-sm text-muted-foreground">
          {ayuda}
        </p>
        <Textarea
          id={campoId}
          rows={4}
          value={valores[nombre]}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${campoId}-ayuda${error ? ` ${campoId}-error` : ''}`}
          onChange={(event) => cambiar(nombre, event.target.value)}
        />
        {error && (
          <p id={`${campoId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const limpio = {
              resolucion: valores.resolucion.trim(),
              mensaje_denunciante: valores.mensaje_denunciante.trim(),
            };
            const faltan = {
              resolucion: limpio.resolucion ? undefined : MENSAJE_FALTA_RESOLUCION,
              mensaje_denunciante: limpio.mensaje_denunciante ? undefined : MENSAJE_FALTA_MENSAJE,
            };
            setErrores(faltan);
            if (faltan.resolucion || faltan.mensaje_denunciante) return;
            if (!confirmando) {
              setConfirmando(true);
              return;
            }
            onConfirm(limpio);
          }}
        >
          <DialogHeader>
            <DialogTitle>
              {accion} la denuncia {referencia}
            </DialogTitle>
            <DialogDescription>
              {desestimar
                ? 'La denuncia se cierra sin investigación. Indique por qué y qué se le comunica al denunciante.'
                : 'Registre la resolución del caso y el mensaje que leerá el denunciante al consultar su denuncia.'}
            </DialogDescription>
          </DialogHeader>
          {campo('resolucion', 'Resolución', 'Conclusiones y decisiones del caso. Solo la ve el equipo del canal.')}
          {campo(
            'mensaje_denunciante',
            'Mensaje para el denunciante',
            'Lo leerá el denunciante con su código y contraseña. No incluya datos de otras personas.',
          )}
          {confirmando && (
            <Alert variant="warning">
              <TriangleAlertIcon aria-hidden="true" />
              <AlertDescription className="text-foreground">
                ¿Confirma que desea {accion.toLowerCase()} la denuncia {referencia}? Una denuncia cerrada no puede
                reabrirse y el denunciante verá el mensaje de inmediato.
              </AlertDescription>
            </Alert>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button
              type="submit"
              variant={confirmando ? 'destructive' : 'default'}
              disabled={pending}
              aria-busy={pending}
            >
              {pending
                ? 'Guardando...'
                : confirmando
                  ? `Confirmar: ${accion.toLowerCase()} denuncia`
                  : `${accion} denuncia`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
