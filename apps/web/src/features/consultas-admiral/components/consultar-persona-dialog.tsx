import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { personaDirectorioInputSchema } from '@atalaya/shared/contracts/consultas';
import type { CreateModalProps } from '@/components/list-page/types';
import { applyServerErrors } from '@/components/records/entity-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

import { consultarPersona, useInvalidarConsultas } from '../api';
import { RutInput } from '@/components/rut-input';

type Entrada = z.input<typeof personaDirectorioInputSchema>;
type Salida = z.output<typeof personaDirectorioInputSchema>;

/** 'Agregar persona': asks the provider about a RUT, stores it and opens its record. */
export function ConsultarPersonaDialog({ open, onOpenChange }: CreateModalProps) {
  const navigate = useNavigate();
  const invalidar = useInvalidarConsultas();
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(personaDirectorioInputSchema),
    defaultValues: { rut: '' },
    mode: 'onTouched',
  });
  const consulta = useMutation({
    mutationFn: (values: Salida) => consultarPersona(values.rut),
    // The dialog shows the error itself (field or form message): no toast on top.
    meta: { silentError: true },
    onSuccess: (persona) => {
      void invalidar();
      onOpenChange(false);
      void navigate(`/consultas-admiral/directorio-personas/${persona.id}`);
    },
    onError: (error) => applyServerErrors(form, error, { fields: ['rut'], conflictField: 'rut' }),
  });
  const pending = consulta.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Consultar persona</DialogTitle>
          <DialogDescription>
            Se consulta el RUT a la fuente de datos y se guarda en el directorio (si ya estaba, se actualiza).
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => consulta.mutate(values))}>
            <FormField
              control={form.control}
              name="rut"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>RUT *</FormLabel>
                  <FormControl>
                    <RutInput {...field} value={field.value ?? ''} autoFocus />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {form.formState.errors.root && (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.root.message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending}>
                {pending ? 'Consultando...' : 'Consultar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
