import type { z } from 'zod';

import { mitigacionGlobalInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { SwitchField, TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { ClaseMitigacionFields } from '../../../mi-empresa/mitigaciones/components/mitigacion-form';
import {
  createMitigacionGlobal,
  mitigacionesGlobalesKeys,
  updateMitigacionGlobal,
  type MitigacionGlobal,
} from '../api';

type FormInput = z.input<typeof mitigacionGlobalInputSchema>;

function defaults(row?: MitigacionGlobal): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    // '' until one is chosen: the schema answers "El tipo debe ser preventivo, detectivo o correctivo".
    tipo: (row?.tipo ?? '') as FormInput['tipo'],
    modo: row?.modo ?? 'manual',
    frecuencia: row?.frecuencia ?? 'anual',
    activo: row?.activo ?? true,
  };
}

type MitigacionGlobalFormProps = CreateModalProps & { row?: MitigacionGlobal };

/** Creates (without `row`) or edits a catalogue mitigation; a duplicate name (409) lands on nombre. */
export function MitigacionGlobalForm({ open, onOpenChange, onSuccess, row }: MitigacionGlobalFormProps) {
  const { form, save } = useEntityForm({
    schema: mitigacionGlobalInputSchema,
    defaultValues: defaults(row),
    save: (values) => (row ? updateMitigacionGlobal(row.id, values) : createMitigacionGlobal(values)),
    conflictField: 'nombre',
    // The global risks' multi-select lists them.
    invalidate: [mitigacionesGlobalesKeys.all],
    onSuccess,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar mitigación global' : 'Agregar mitigación global'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <ClaseMitigacionFields control={form.control} />
      <SwitchField
        control={form.control}
        name="activo"
        label="Activa"
        description="Solo las activas se sugieren con los riesgos."
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
