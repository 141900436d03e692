import { z } from 'zod';

import { recursoInputSchema, type RecursoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { useCentros } from '../../comun/opciones';
import { createRecurso, updateRecurso, type Recurso } from '../api';
import { ESTADO_LABELS } from './recurso-columns';

/** The API's own schema (same Spanish messages), with the id selects as form strings. */
const formSchema = recursoInputSchema.extend({
  responsable_id: z.string(),
  centro_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Recurso): FormInput {
  return {
    nombre: row?.nombre ?? '',
    tipo: row?.tipo ?? '',
    descripcion: row?.descripcion ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    centro_id: row?.centro_id ? String(row.centro_id) : NINGUNO,
    estado: row?.estado ?? 'operativo',
  };
}

type RecursoFormProps = CreateModalProps & { row?: Recurso };

/** Creates (without `row`) or edits a resource; server field errors land on their fields. */
export function RecursoForm({ open, onOpenChange, onSuccess, row }: RecursoFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: RecursoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        centro_id: toId(values.centro_id),
      };
      return row ? updateRecurso(row.id, body) : createRecurso(body);
    },
    conflictField: 'nombre',
    onSuccess: onSuccess,
  });
  const centros = useCentros();

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar recurso' : 'Agregar recurso'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="tipo" label="Tipo *" />
      <SelectField
        control={form.control}
        name="estado"
        label="Estado *"
        options={Object.entries(ESTADO_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="centro_id"
        label="Centro"
        options={(centros.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        ninguno="Sin centro"
      />
      <ResponsableField control={form.control} name="responsable_id" />
    </EntityFormDialog>
  );
}

export function EditRecursoForm(props: EditModalProps<Recurso>) {
  return <RecursoForm {...props} />;
}
