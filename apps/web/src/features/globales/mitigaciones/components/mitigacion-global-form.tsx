import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import { mitigacionGlobalInputSchema } from '@atalaya/shared/contracts/catalogo';
import type { CreateModalProps } from '@/components/list-page/types';

import { EntityFormDialog, SelectField, TextField, useEntityForm } from '../../../mi-empresa/shared/entity-form';
import { SwitchField, TextareaField } from '../../shared/fields';
import {
  createMitigacionGlobal,
  mitigacionesGlobalesKeys,
  updateMitigacionGlobal,
  type MitigacionGlobal,
} from '../api';
import { FRECUENCIA_LABELS, MODO_LABELS, TIPO_LABELS } from './mitigacion-global-columns';

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

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

type MitigacionGlobalFormProps = CreateModalProps & { row?: MitigacionGlobal };

/** Creates (without `row`) or edits a catalogue mitigation; a duplicate name (409) lands on nombre. */
export function MitigacionGlobalForm({ open, onOpenChange, onSuccess, row }: MitigacionGlobalFormProps) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: mitigacionGlobalInputSchema,
    defaultValues: defaults(row),
    save: (values) => (row ? updateMitigacionGlobal(row.id, values) : createMitigacionGlobal(values)),
    conflictField: 'nombre',
    onSuccess: () => {
      // The global risks' multi-select lists them.
      void queryClient.invalidateQueries({ queryKey: mitigacionesGlobalesKeys.all });
      onSuccess();
    },
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
      <SelectField control={form.control} name="tipo" label="Tipo *" options={options(TIPO_LABELS)} />
      <SelectField control={form.control} name="modo" label="Modo *" options={options(MODO_LABELS)} />
      <SelectField control={form.control} name="frecuencia" label="Frecuencia *" options={options(FRECUENCIA_LABELS)} />
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
