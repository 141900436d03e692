import type { z } from 'zod';

import { PLAN_MODULE_OPCIONES, planInputSchema } from '@atalaya/shared/contracts/globales/planes';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { CheckboxField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { useQueryClient } from '@tanstack/react-query';

import { plataformaOpcionesKeys } from '../../plataforma-shared/opciones';
import { createPlan, updatePlan, type Plan } from '../api';

type FormInput = z.input<typeof planInputSchema>;
type FormOutput = z.output<typeof planInputSchema>;

function defaults(row?: Plan): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    modulos: row?.modulos ?? [],
    creditos_due_diligence: row ? String(row.creditos_due_diligence) : '0',
    costo_dd_lite: row ? String(row.costo_dd_lite) : '1',
    costo_dd_full: row ? String(row.costo_dd_full) : '3',
    activo: row?.activo ?? true,
  };
}

/** Creates (without `row`) or edits a plan: its modules as checkboxes, its credits and report costs. */
export function PlanForm({ open, onOpenChange, onSuccess, row }: CreateModalProps & { row?: Plan }) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: planInputSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => (row ? updatePlan(row.id, values) : createPlan(values)),
    conflictField: 'nombre',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: plataformaOpcionesKeys.planes });
      onSuccess();
    },
  });
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar plan' : 'Agregar plan'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" />
      <TextField control={form.control} name="creditos_due_diligence" label="Créditos de due diligence" type="number" />
      <TextField
        control={form.control}
        name="costo_dd_lite"
        label="Costo de un reporte lite (créditos)"
        type="number"
      />
      <TextField
        control={form.control}
        name="costo_dd_full"
        label="Costo de un reporte full (créditos)"
        type="number"
      />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <FormField
        control={form.control}
        name="modulos"
        render={({ field }) => {
          const value = (field.value ?? []) as string[];
          return (
            <FormItem className="sm:col-span-2">
              <fieldset className="grid gap-2 sm:grid-cols-2" aria-describedby="modulos-mensaje">
                <legend className="mb-1 text-sm font-medium">Módulos</legend>
                {PLAN_MODULE_OPCIONES.map((m) => (
                  <label key={m.id} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={value.includes(m.id)}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true ? [...value, m.id] : value.filter((x) => x !== m.id));
                        field.onBlur();
                      }}
                    />
                    {m.nombre}
                  </label>
                ))}
              </fieldset>
              <FormMessage id="modulos-mensaje" />
            </FormItem>
          );
        }}
      />
      <CheckboxField
        control={form.control}
        name="activo"
        label="Plan activo (se puede asignar a empresas)"
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
