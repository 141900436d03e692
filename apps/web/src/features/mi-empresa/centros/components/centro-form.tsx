import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { centroInputSchema, type CentroInput } from '@atalaya/shared/contracts/empresa';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api';

import { opcionesKeys, useTrabajadores } from '../../shared/opciones';
import { createCentro, updateCentro, useRegiones, type Centro } from '../api';

/** Radix's Select has no '' item: this value stands for "none". */
const NINGUNO = 'ninguno';

/** The API's own schema (same Spanish messages), with the responsable select as a form string. */
const formSchema = centroInputSchema.extend({ responsable_id: z.string() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as Array<keyof FormInput>;

function defaults(row?: Centro): FormInput {
  return {
    nombre: row?.nombre ?? '',
    direccion: row?.direccion ?? '',
    region_codigo: row?.region_codigo ?? '',
    comuna_codigo: row?.comuna_codigo ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
  };
}

const toId = (value: string) => (value === NINGUNO || value === '' ? null : Number(value));

type CentroFormProps = CreateModalProps & { row?: Centro };

/** Creates (without `row`) or edits a work center; the commune list follows the chosen region. */
export function CentroForm({ open, onOpenChange, onSuccess, row }: CentroFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(row),
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  const regiones = useRegiones();
  const trabajadores = useTrabajadores();
  const regionCodigo = useWatch({ control: form.control, name: 'region_codigo' });
  const comunas = regiones.data?.find((r) => r.codigo === regionCodigo)?.comunas ?? [];

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body: CentroInput = { ...values, responsable_id: toId(values.responsable_id) };
      return row ? updateCentro(row.id, body) : createCentro(body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: opcionesKeys.centros });
      onSuccess();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        form.setError('nombre', { message: error.message }, { shouldFocus: true });
        return;
      }
      const errores = error.errores ?? {};
      for (const [campo, mensaje] of Object.entries(errores)) {
        if ((FIELDS as string[]).includes(campo)) form.setError(campo as keyof FormInput, { message: mensaje });
        else form.setError('root', { message: mensaje });
      }
      if (Object.keys(errores).length === 0) form.setError('root', { message: error.message });
    },
  });

  const titulo = row ? 'Editar centro' : 'Agregar centro';
  const text = (name: 'nombre' | 'direccion', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="sm:col-span-2">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} value={field.value ?? ''} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  const select = (
    name: 'region_codigo' | 'comuna_codigo' | 'responsable_id',
    label: string,
    options: Array<{ value: string; label: string }>,
    onChange?: (value: string) => void,
    ninguno?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              onChange?.(value);
            }}
          >
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder="Seleccione" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {ninguno && <SelectItem value={NINGUNO}>{ninguno}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>Los campos marcados con * son obligatorios.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {text('nombre', 'Nombre *')}
              {text('direccion', 'Dirección')}
              {select(
                'region_codigo',
                'Región *',
                (regiones.data ?? []).map((r) => ({ value: r.codigo, label: r.nombre })),
                // A commune of the previous region would no longer be valid.
                () => form.setValue('comuna_codigo', ''),
              )}
              {select(
                'comuna_codigo',
                'Comuna *',
                comunas.map((c) => ({ value: c.codigo, label: c.nombre })),
              )}
              {select(
                'responsable_id',
                'Responsable',
                (trabajadores.data ?? []).map((t) => ({
                  value: String(t.id),
                  label: [t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' '),
                })),
                undefined,
                'Sin responsable',
              )}
            </div>
            {form.formState.errors.root && (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.root.message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={save.isPending} onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export function EditCentroForm(props: EditModalProps<Centro>) {
  return <CentroForm {...props} />;
}
