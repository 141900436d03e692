import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { personaDirectorioInputSchema } from '@atalaya/shared/contracts/consultas-admiral';
import { FormDialogFooter } from '@/components/forms/entity-form-dialog';
import { LabeledField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

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
            <LabeledField control={form.control} name="rut" label="RUT *">
              {(field) => <RutInput {...field} value={field.value ?? ''} autoFocus />}
            </LabeledField>
            <FormDialogFooter
              error={form.formState.errors.root?.message}
              pending={pending}
              onCancel={() => onOpenChange(false)}
              submitLabel="Consultar"
              pendingLabel="Consultando..."
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
