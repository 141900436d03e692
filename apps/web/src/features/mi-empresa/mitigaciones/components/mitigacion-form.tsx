import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { labelOptions, MultiSelectField, NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { z } from 'zod';

import { mitigacionInputSchema, type MitigacionInput } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import type { CreateModalProps } from '@/components/list-page/types';

import { riesgosKeys, useRiesgosTodos } from '../../riesgos/api';

import { createMitigacion, mitigacionesKeys, updateMitigacion, type Mitigacion } from '../api';
import { EFECTIVIDAD_LABELS, FRECUENCIA_LABELS, MODO_LABELS, TIPO_LABELS } from './mitigacion-columns';

/** The API's schema (same Spanish messages), with selects as form strings. */
const formSchema = mitigacionInputSchema.extend({
  responsable_id: z.string(),
  riesgo_ids: z.array(z.string()),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Mitigacion): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    // '' until one is chosen: the schema answers "El tipo debe ser preventivo, detectivo o correctivo".
    tipo: (row?.tipo ?? '') as FormInput['tipo'],
    modo: row?.modo ?? 'manual',
    frecuencia: row?.frecuencia ?? 'anual',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    efectividad: row?.efectividad ?? 'no_evaluada',
    riesgo_ids: (row?.riesgos ?? []).map((r) => String(r.id)),
  };
}

/** Tipo *, Modo * and Frecuencia *: the selects of every mitigation form (the company's and the catalogue's). */
export function ClaseMitigacionFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <>
      <SelectField control={control} name={'tipo' as FieldPath<T>} label="Tipo *" options={labelOptions(TIPO_LABELS)} />
      <SelectField control={control} name={'modo' as FieldPath<T>} label="Modo *" options={labelOptions(MODO_LABELS)} />
      <SelectField
        control={control}
        name={'frecuencia' as FieldPath<T>}
        label="Frecuencia *"
        options={labelOptions(FRECUENCIA_LABELS)}
      />
    </>
  );
}

type MitigacionFormProps = CreateModalProps & { row?: Mitigacion };

/** Creates (without `row`) or edits a mitigation and the risks it mitigates; server errors land on their fields. */
export function MitigacionForm({ open, onOpenChange, onSuccess, row }: MitigacionFormProps) {
  const riesgos = useRiesgosTodos();
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: MitigacionInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        riesgo_ids: values.riesgo_ids.map(Number),
      };
      return row ? updateMitigacion(row.id, body) : createMitigacion(body);
    },
    conflictField: 'nombre',
    // The risks' residual levels and the risk form's options change with it.
    invalidate: [mitigacionesKeys.all, riesgosKeys.all],
    onSuccess,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar mitigación' : 'Agregar mitigación'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <ClaseMitigacionFields control={form.control} />
      <SelectField
        control={form.control}
        name="efectividad"
        label="Efectividad *"
        options={labelOptions(EFECTIVIDAD_LABELS)}
      />
      <p className="text-xs text-muted-foreground sm:col-span-2">
        Una mitigación preventiva reduce la probabilidad del riesgo; una detectiva o correctiva, su impacto. Con
        efectividad alta baja 2 niveles, con media 1; baja o no evaluada no cambian el nivel residual.
      </p>
      <ResponsableField control={form.control} name="responsable_id" className="sm:col-span-2" />
      <MultiSelectField
        control={form.control}
        name="riesgo_ids"
        label="Riesgos que mitiga"
        className="sm:col-span-2"
        options={(riesgos.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre }))}
        placeholder="Seleccione los riesgos"
        searchPlaceholder="Buscar riesgo"
        emptyText="No hay riesgos con ese nombre."
        countLabel={(n) => `${n} riesgos seleccionados`}
      />
    </EntityFormDialog>
  );
}
