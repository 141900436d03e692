import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { z } from 'zod';

import {
  DOMINIOS_CORREO_MAX,
  dominiosCorreoSchema,
  empresaInputSchema,
  type EmpresaInput,
} from '@atalaya/shared/contracts/globales/empresas';
import { formatRut, isValidRut } from '@atalaya/shared/rut';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { CheckboxField, NINGUNO, SelectField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Combobox } from '@/components/ui/combobox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useRegiones } from '@/features/mi-empresa/centros/api';

import { plataformaOpcionesKeys, usePlanes } from '../../plataforma-shared/opciones';
import { actividadLabel, createEmpresa, empresasKeys, loadActividades, updateEmpresa, type Empresa } from '../api';

const MENSAJE_COMUNA = 'Seleccione una comuna válida para la región';

/**
 * The API's own schema (same Spanish messages), with region and commune as select strings (the
 * region's 'none' item is NINGUNO). Credits are not edited here: a new company gets its plan's.
 */
const formSchema = empresaInputSchema
  .omit({ creditos_due_diligence: true })
  // The e-mail domains are typed in a textarea, one per line (commas also work).
  .extend({ region_codigo: z.string(), comuna_codigo: z.string(), dominios_correo: dominiosCorreoSchema })
  .superRefine((v, ctx) => {
    if (v.region_codigo && v.region_codigo !== NINGUNO && !v.comuna_codigo)
      ctx.addIssue({ code: 'custom', path: ['comuna_codigo'], message: MENSAJE_COMUNA });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const codigo = (value: string) => (value === NINGUNO || value === '' ? null : value);

function defaults(row?: Empresa): FormInput {
  return {
    rut: row ? formatRut(row.rut) : '',
    nombre: row?.nombre ?? '',
    nombre_fantasia: row?.nombre_fantasia ?? '',
    actividad_codigo: row?.actividad_codigo ?? '',
    direccion: row?.direccion ?? '',
    region_codigo: row?.region_codigo ?? NINGUNO,
    comuna_codigo: row?.comuna_codigo ?? '',
    plan_id: row?.plan_id ? String(row.plan_id) : '',
    activa: row?.activa ?? true,
    dominios_correo: row?.dominios_correo.join('\n') ?? '',
  };
}

type EmpresaFormProps = CreateModalProps & { row?: Empresa };

/**
 * Creates (without `row`) or edits a company: the RUT is checked as it is typed, the SII activity
 * is searched on the server, the commune list follows the region; a taken RUT (409) shows on it.
 */
export function EmpresaForm({ open, onOpenChange, onSuccess, row }: EmpresaFormProps) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: EmpresaInput = {
        ...values,
        region_codigo: codigo(values.region_codigo),
        comuna_codigo: codigo(values.region_codigo) ? codigo(values.comuna_codigo) : null,
      };
      return row ? updateEmpresa(row.id, body) : createEmpresa(body);
    },
    conflictField: 'rut',
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: plataformaOpcionesKeys.empresas });
      void queryClient.invalidateQueries({ queryKey: plataformaOpcionesKeys.planes });
      onSuccess();
    },
  });
  const regiones = useRegiones();
  const planes = usePlanes();
  const regionCodigo = useWatch({ control: form.control, name: 'region_codigo' });
  const activa = useWatch({ control: form.control, name: 'activa' });
  const comunas = regiones.data?.find((r) => r.codigo === regionCodigo)?.comunas ?? [];
  const planOptions = (planes.data ?? [])
    .filter((p) => p.activo || p.id === row?.plan_id)
    .map((p) => ({ value: String(p.id), label: p.nombre }));

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar empresa' : 'Agregar empresa'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <FormField
        control={form.control}
        name="rut"
        render={({ field, fieldState }) => (
          <FormItem>
            <FormLabel>RUT *</FormLabel>
            <FormControl>
              <Input
                {...field}
                value={(field.value as string | undefined) ?? ''}
                placeholder="76.123.456-7"
                autoComplete="off"
                onChange={(event) => {
                  field.onChange(event);
                  // Live check once the RUT looks complete (or the field was already visited).
                  const value = event.target.value;
                  if (fieldState.isTouched || value.replace(/[^0-9kK]/g, '').length >= 8) void form.trigger('rut');
                }}
                onBlur={() => {
                  const value = String(field.value ?? '');
                  if (isValidRut(value)) form.setValue('rut', formatRut(value));
                  field.onBlur();
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField control={form.control} name="plan_id" label="Plan *" options={planOptions} />
      <TextField control={form.control} name="nombre" label="Razón social *" className="sm:col-span-2" />
      <TextField control={form.control} name="nombre_fantasia" label="Nombre de fantasía" className="sm:col-span-2" />
      <FormField
        control={form.control}
        name="actividad_codigo"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Actividad económica</FormLabel>
            <FormControl>
              <Combobox
                value={(field.value as string | null | undefined) || null}
                onChange={(option) => {
                  field.onChange(option?.value ?? '');
                  field.onBlur();
                }}
                loadOptions={loadActividades}
                queryKey={empresasKeys.actividades}
                selectedLabel={row?.actividad ? actividadLabel(row.actividad) : undefined}
                placeholder="Busque por código o descripción"
                searchPlaceholder="Código o descripción del SII"
                emptyText="No hay actividades con ese texto."
                clearLabel="Sin actividad económica"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={form.control} name="direccion" label="Dirección" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="region_codigo"
        label="Región"
        options={(regiones.data ?? []).map((r) => ({ value: r.codigo, label: r.nombre }))}
        ninguno="Sin región"
        // A commune of the previous region would no longer be valid.
        onValueChange={() => form.setValue('comuna_codigo', '')}
      />
      <SelectField
        control={form.control}
        name="comuna_codigo"
        label={regionCodigo && regionCodigo !== NINGUNO ? 'Comuna *' : 'Comuna'}
        options={comunas.map((c) => ({ value: c.codigo, label: c.nombre }))}
      />
      <FormField
        control={form.control}
        name="dominios_correo"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Dominios de correo</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={Array.isArray(field.value) ? field.value.join('\n') : (field.value ?? '')}
                rows={3}
                autoComplete="off"
                spellCheck={false}
                placeholder={'empresa.cl\nempresa.com'}
                className="font-mono"
              />
            </FormControl>
            <FormDescription>
              Uno por línea (hasta {DOMINIOS_CORREO_MAX}). Si indica dominios, los usuarios de la empresa solo podrán
              tener correos de ellos, también al entrar con Microsoft, y ninguna otra empresa podrá usarlos. Vacío: sin
              restricción.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <CheckboxField control={form.control} name="activa" label="Empresa activa" className="sm:col-span-2" />
      {row?.activa && !activa && (
        <Alert variant="warning" className="sm:col-span-2">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription>
            Al desactivarla se cerrarán de inmediato las sesiones de todos sus usuarios y no podrán volver a entrar.
          </AlertDescription>
        </Alert>
      )}
    </EntityFormDialog>
  );
}

export function EditEmpresaForm(props: EditModalProps<Empresa>) {
  return <EmpresaForm {...props} />;
}
