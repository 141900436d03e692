import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';

import { useEntityForm } from '@/components/forms/use-entity-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { useInvalidarNc, type NoConformidadDetalle } from '../api';

/** Whether an answer is the non-conformity's detail (stage moves answer it). */
const esDetalle = (r: unknown): r is NoConformidadDetalle =>
  typeof r === 'object' && r !== null && 'eventos_permitidos' in r;

/**
 * The one form hook (`useEntityForm`) for a form that changes non-conformity `ncId`: on success the
 * non-conformity and the lists reload and `exito` is toasted. Refusals land on the form (a 409 of
 * the workflow on root, shown in full), not in a toast.
 */
export function useNcForm<TIn extends FieldValues, TOut extends FieldValues>({
  ncId,
  exito,
  onSuccess,
  ...formulario
}: Omit<Parameters<typeof useEntityForm<TIn, TOut>>[0], 'onSuccess' | 'conflictField' | 'invalidate'> & {
  ncId: number;
  exito: string | ((respuesta: unknown) => string);
  onSuccess?: (respuesta: unknown) => void;
}) {
  const invalidar = useInvalidarNc();
  return useEntityForm<TIn, TOut>({
    ...formulario,
    onSuccess: async (respuesta) => {
      await invalidar(ncId, esDetalle(respuesta) ? respuesta : undefined);
      toast.success(typeof exito === 'string' ? exito : exito(respuesta));
      onSuccess?.(respuesta);
    },
  });
}

/** A stage move without a form (aceptar, completar, enviar): toasts, reloads, errors in a toast. */
export function useMovimientoNc(ncId: number, mover: () => Promise<NoConformidadDetalle>, exito: string) {
  const invalidar = useInvalidarNc();
  return useMutation({
    mutationFn: mover,
    onSuccess: async (detalle) => {
      await invalidar(ncId, detalle);
      toast.success(exito);
    },
  });
}

/** The form-level error (a refusal of the workflow, a network failure). */
export function ErrorFormulario({ mensaje, titulo = 'No se pudo guardar' }: { mensaje?: string; titulo?: string }) {
  if (!mensaje) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{titulo}</AlertTitle>
      <AlertDescription>{mensaje}</AlertDescription>
    </Alert>
  );
}

/** A card of the detail with its h2 heading (named region for screen readers). */
export function SeccionNc({
  id,
  titulo,
  descripcion,
  acciones,
  children,
  destacada,
}: {
  id: string;
  titulo: string;
  descripcion?: ReactNode;
  acciones?: ReactNode;
  children: ReactNode;
  /** The panel of the current stage. */
  destacada?: boolean;
}) {
  return (
    <Card aria-labelledby={id} role="region" className={destacada ? 'border-primary/60 shadow-md' : undefined}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 id={id} className="text-lg">
              {titulo}
            </h2>
          </CardTitle>
          {descripcion && <CardDescription>{descripcion}</CardDescription>}
        </div>
        {acciones}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A label and its value inside a `<dl>`. */
export function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{etiqueta}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
