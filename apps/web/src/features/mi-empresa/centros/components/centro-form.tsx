import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { centroInputSchema, type CentroInput } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { opcionesKeys } from '../../comun/opciones';
import { createCentro, updateCentro, useRegiones, type Centro } from '../api';

/** The API's own schema (same Spanish messages), with the responsable select as a form string. */
const formSchema = centroInputSchema.extend({ responsable_id: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Centro): FormInput {
  return {
    nombre: row?.nombre ?? '',
    direccion: row?.direccion ?? '',
    region_codigo: row?.region_codigo ?? '',
    comuna_codigo: row?.comuna_codigo ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
  };
}

type CentroFormProps = CreateModalProps & { row?: Centro };

/** Creates (without `row`) or edits a work center; the commune list follows the chosen region. */
export function CentroForm({ open, onOpenChange, onSuccess, row }: CentroFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: CentroInput = { ...values, responsable_id: toId(values.responsable_id) };
      return row ? updateCentro(row.id, body) : createCentro(body);
    },
    conflictField: 'nombre',
    invalidate: [opcionesKeys.centros],
    onSuccess,
  });
  const regiones = useRegiones();
  const regionCodigo = useWatch({ control: form.control, name: 'region_codigo' });
  const comunas = regiones.data?.find((r) => r.codigo === regionCodigo)?.comunas ?? [];

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar centro' : 'Agregar centro'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="direccion" label="Dirección" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="region_codigo"
        label="Región *"
        options={(regiones.data ?? []).map((r) => ({ value: r.codigo, label: r.nombre }))}
        // A commune of the previous region would no longer be valid.
        onValueChange={() => form.setValue('comuna_codigo', '')}
        sinOpciones={
          regiones.isSuccess
            ? 'No hay regiones cargadas en este servidor: faltan sus datos de referencia. Avise al administrador de la plataforma.'
            : undefined
        }
      />
      <SelectField
        control={form.control}
        name="comuna_codigo"
        label="Comuna *"
        options={comunas.map((c) => ({ value: c.codigo, label: c.nombre }))}
        sinOpciones={regionCodigo ? undefined : 'Elija primero la región.'}
      />
      <ResponsableField control={form.control} name="responsable_id" />
    </EntityFormDialog>
  );
}

export function EditCentroForm(props: EditModalProps<Centro>) {
  return <CentroForm {...props} />;
}
