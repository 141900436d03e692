import type { z } from 'zod';

import { rolInputSchema } from '@atalaya/shared/contracts/globales/roles';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { createRol, updateRol, type Rol } from '../api';

type FormInput = z.input<typeof rolInputSchema>;
type FormOutput = z.output<typeof rolInputSchema>;

/** Creates (without `row`) or edits a custom role; a taken name (409) shows on the name. */
export function RolForm({ open, onOpenChange, onSuccess, row }: CreateModalProps & { row?: Rol }) {
  const { form, save } = useEntityForm({
    schema: rolInputSchema,
    defaultValues: { nombre: row?.nombre ?? '', descripcion: row?.descripcion ?? '' } satisfies FormInput,
    save: (values: FormOutput) => (row ? updateRol(row.id, values) : createRol(values)),
    conflictField: 'nombre',
    onSuccess,
  });
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar rol' : 'Agregar rol'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
        Minúsculas, números y guion bajo; por ejemplo auditor_interno.
      </p>
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}
