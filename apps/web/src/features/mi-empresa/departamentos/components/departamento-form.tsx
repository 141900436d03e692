import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { departamentoInputSchema, type DepartamentoInput } from '@atalaya/shared/contracts/empresa';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';

import { EntityFormDialog, NINGUNO, SelectField, TextField, toId, useEntityForm } from '../../shared/entity-form';
import { opcionesKeys, useDepartamentos, useTrabajadores } from '../../shared/opciones';
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
  const queryClient = useQueryClient();
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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: opcionesKeys.departamentos });
      onSuccess();
    },
  });
  const departamentos = useDepartamentos();
  const trabajadores = useTrabajadores();
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
      <SelectField
        control={form.control}
        name="responsable_id"
        label="Responsable"
        options={(trabajadores.data ?? []).map((t) => ({
          value: String(t.id),
          label: [t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' '),
        }))}
        ninguno="Sin responsable"
      />
    </EntityFormDialog>
  );
}

export function EditDepartamentoForm(props: EditModalProps<Departamento>) {
  return <DepartamentoForm {...props} />;
}
