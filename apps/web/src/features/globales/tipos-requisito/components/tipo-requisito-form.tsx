import { useQueryClient } from '@tanstack/react-query';

import { tipoRequisitoInputSchema } from '@atalaya/shared/contracts/catalogo';
import type { CreateModalProps } from '@/components/list-page/types';

import { EntityFormDialog, TextField, useEntityForm } from '../../../mi-empresa/shared/entity-form';
import { TextareaField } from '../../shared/fields';
import { createTipoRequisito, tiposRequisitoKeys, updateTipoRequisito, type TipoRequisito } from '../api';

type TipoRequisitoFormProps = CreateModalProps & { row?: TipoRequisito };

/** Creates (without `row`) or edits a requirement type; a duplicate name (409) lands on nombre. */
export function TipoRequisitoForm({ open, onOpenChange, onSuccess, row }: TipoRequisitoFormProps) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: tipoRequisitoInputSchema,
    defaultValues: { nombre: row?.nombre ?? '', descripcion: row?.descripcion ?? '' },
    save: (values) => (row ? updateTipoRequisito(row.id, values) : createTipoRequisito(values)),
    conflictField: 'nombre',
    onSuccess: () => {
      // The requisitos' selects list the types.
      void queryClient.invalidateQueries({ queryKey: tiposRequisitoKeys.all });
      onSuccess();
    },
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar tipo de requisito' : 'Agregar tipo de requisito'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}
