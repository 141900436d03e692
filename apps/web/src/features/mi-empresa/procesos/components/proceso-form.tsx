import { z } from 'zod';

import { procesoInputSchema, type ProcesoInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { useDepartamentos } from '../../comun/opciones';
import { createProceso, updateProceso, useCategoriasProceso, type Proceso } from '../api';

/** The API's own schema (same Spanish messages), with the id selects as form strings. */
const formSchema = procesoInputSchema.extend({
  responsable_id: z.string(),
  departamento_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Proceso): FormInput {
  return {
    codigo_proceso: row?.codigo_proceso ?? '',
    nombre_proceso: row?.nombre_proceso ?? '',
    descripcion: row?.descripcion ?? '',
    // '' until one is chosen: the schema answers "Seleccione una categoría válida".
    categoria: (row?.categoria ?? '') as FormInput['categoria'],
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    departamento_id: row?.departamento_id ? String(row.departamento_id) : NINGUNO,
  };
}

type ProcesoFormProps = CreateModalProps & { row?: Proceso };

/** Creates (without `row`) or edits a process; server field errors land on their fields. */
export function ProcesoForm({ open, onOpenChange, onSuccess, row }: ProcesoFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: ProcesoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        departamento_id: toId(values.departamento_id),
      };
      return row ? updateProceso(row.id, body) : createProceso(body);
    },
    conflictField: 'codigo_proceso',
    onSuccess: onSuccess,
  });
  const categorias = useCategoriasProceso();
  const departamentos = useDepartamentos();

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar proceso' : 'Agregar proceso'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="codigo_proceso" label="Código *" />
      <SelectField
        control={form.control}
        name="categoria"
        label="Categoría *"
        options={(categorias.data ?? []).map((c) => ({ value: c.id, label: c.nombre }))}
      />
      <TextField control={form.control} name="nombre_proceso" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="departamento_id"
        label="Departamento"
        options={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre }))}
        ninguno="Sin departamento"
      />
      <ResponsableField control={form.control} name="responsable_id" />
    </EntityFormDialog>
  );
}

export function EditProcesoForm(props: EditModalProps<Proceso>) {
  return <ProcesoForm {...props} />;
}
