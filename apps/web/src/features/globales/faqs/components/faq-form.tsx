import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { faqInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { SwitchField, TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { createFaq, faqsKeys, updateFaq, type Faq } from '../api';

type FormInput = z.input<typeof faqInputSchema>;

function defaults(row?: Faq): FormInput {
  return {
    pregunta: row?.pregunta ?? '',
    respuesta: row?.respuesta ?? '',
    orden: String(row?.orden ?? 0),
    publicada: row?.publicada ?? false,
  };
}

type FaqFormProps = CreateModalProps & { row?: Faq };

/** Creates (without `row`) or edits a FAQ; published ones show in Soporte to every signed-in user. */
export function FaqForm({ open, onOpenChange, onSuccess, row }: FaqFormProps) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: faqInputSchema,
    defaultValues: defaults(row),
    save: (values) => (row ? updateFaq(row.id, values) : createFaq(values)),
    conflictField: 'pregunta',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: faqsKeys.all });
      onSuccess();
    },
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar pregunta frecuente' : 'Agregar pregunta frecuente'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="pregunta" label="Pregunta *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="respuesta" label="Respuesta *" rows={6} className="sm:col-span-2" />
      <TextField control={form.control} name="orden" label="Orden" type="number" />
      <SwitchField
        control={form.control}
        name="publicada"
        label="Publicada"
        description="Visible en Soporte para todos los usuarios."
      />
    </EntityFormDialog>
  );
}
