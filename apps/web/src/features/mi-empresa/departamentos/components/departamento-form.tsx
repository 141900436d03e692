import { z } from 'zod';

import { departamentoInputSchema, type DepartamentoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { opcionesKeys, useDepartamentos } from '../../comun/opciones';
import { createDepartamento, updateDepartamento, type Departamento } from '../api';

/** The API's own schema (same Spanish messages), with the selects as form strings. */
const formSchema = departamentoInputSchema.extend({
  responsable_id: z.string(),
  parent_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Departamento): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    parent_id: row?.parent_id ? String(row.parent_id) : NINGUNO,
  };
}

type DepartamentoFormProps = CreateModalProps & { row?: Departamento };

/** Creates (without `row`) or edits a department; server field errors land on their fields. */
export function DepartamentoForm({ open, onOpenChange, onSuccess, row }: DepartamentoFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: DepartamentoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        parent_id: toId(values.parent_id),
      };
      return row ? updateDepartamento(row.id, body) : createDepartamento(body);
    },
    conflictField: 'nombre',
    invalidate: [opcionesKeys.departamentos],
    onSuccess,
  });
  const departamentos = useDepartamentos();
  // A department cannot depend on itself.
  const superiores = (departamentos.data ?? []).filter((d) => d.id !== row?.id);

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar departamento' : 'Agregar departamento'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="parent_id"
        label="Depende de"
        options={superiores.map((d) => ({ value: String(d.id), label: d.nombre }))}
        ninguno="Ninguno"
      />
      <ResponsableField control={form.control} name="responsable_id" />
    </EntityFormDialog>
  );
}

export function EditDepartamentoForm(props: EditModalProps<Departamento>) {
  return <DepartamentoForm {...props} />;
}
