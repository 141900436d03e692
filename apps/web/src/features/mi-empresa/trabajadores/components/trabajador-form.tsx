import { z } from 'zod';

import { trabajadorInputSchema, type TrabajadorInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { formatRut, isValidRut } from '@atalaya/shared/rut';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';
import { DatePicker, datePickerSchema } from '@/components/ui/date-picker';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { useCentros, useDepartamentos } from '../../comun/opciones';
import { createTrabajador, updateTrabajador, type Trabajador } from '../api';
import { ESTADO_LABELS, TIPO_LABELS } from './trabajador-columns';

/** The API's own schema (same Spanish messages), with the selects and the date as form strings. */
const formSchema = trabajadorInputSchema.extend({
  departamento_id: z.string(),
  centro_id: z.string(),
  fecha_ingreso: datePickerSchema(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Trabajador): FormInput {
  return {
    rut: row ? formatRut(row.rut) : '',
    nombres: row?.nombres ?? '',
    apellido_paterno: row?.apellido_paterno ?? '',
    apellido_materno: row?.apellido_materno ?? '',
    email: row?.email ?? '',
    telefono: row?.telefono ?? '',
    cargo: row?.cargo ?? '',
    departamento_id: row?.departamento_id ? String(row.departamento_id) : NINGUNO,
    centro_id: row?.centro_id ? String(row.centro_id) : NINGUNO,
    fecha_ingreso: row?.fecha_ingreso ?? '',
    tipo: row?.tipo ?? 'propio',
    estado: row?.estado ?? 'activo',
  };
}

type TrabajadorFormProps = CreateModalProps & { row?: Trabajador };

/** Creates (without `row`) or edits a worker; server field errors land on their fields. */
export function TrabajadorForm({ open, onOpenChange, onSuccess, row }: TrabajadorFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: TrabajadorInput = {
        ...values,
        departamento_id: toId(values.departamento_id),
        centro_id: toId(values.centro_id),
        fecha_ingreso: values.fecha_ingreso || null,
      };
      return row ? updateTrabajador(row.id, body) : createTrabajador(body);
    },
    conflictField: 'rut',
    onSuccess: onSuccess,
  });
  const departamentos = useDepartamentos();
  const centros = useCentros();

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar trabajador' : 'Agregar trabajador'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <FormField
        control={form.control}
        name="rut"
        render={({ field }) => (
          <FormItem>
            <FormLabel>RUT *</FormLabel>
            <FormControl>
              <Input
                {...field}
                placeholder="12.345.678-5"
                autoComplete="off"
                onBlur={() => {
                  if (isValidRut(field.value)) form.setValue('rut', formatRut(field.value));
                  field.onBlur();
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={form.control} name="nombres" label="Nombres *" />
      <TextField control={form.control} name="apellido_paterno" label="Apellido paterno *" />
      <TextField control={form.control} name="apellido_materno" label="Apellido materno" />
      <TextField control={form.control} name="email" label="Correo electrónico" type="email" />
      <TextField control={form.control} name="telefono" label="Teléfono" type="tel" />
      <TextField control={form.control} name="cargo" label="Cargo" />
      <FormField
        control={form.control}
        name="fecha_ingreso"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Fecha de ingreso</FormLabel>
            <FormControl>
              <DatePicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        control={form.control}
        name="departamento_id"
        label="Departamento"
        options={(departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre }))}
        ninguno="Sin departamento"
      />
      <SelectField
        control={form.control}
        name="centro_id"
        label="Centro"
        options={(centros.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        ninguno="Sin centro"
      />
      <SelectField
        control={form.control}
        name="tipo"
        label="Tipo *"
        options={Object.entries(TIPO_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        control={form.control}
        name="estado"
        label="Estado *"
        options={Object.entries(ESTADO_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </EntityFormDialog>
  );
}

export function EditTrabajadorForm(props: EditModalProps<Trabajador>) {
  return <TrabajadorForm {...props} />;
}
