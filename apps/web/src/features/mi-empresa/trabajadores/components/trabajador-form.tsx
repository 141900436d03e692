import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { trabajadorInputSchema, type TrabajadorInput } from '@atalaya/shared/contracts/empresa';
import { formatRut, isValidRut } from '@atalaya/shared/rut';
import type { CreateModalProps, EditModalProps } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { DatePicker, datePickerSchema } from '@/components/ui/date-picker';
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

import { useCentros, useDepartamentos } from '../../shared/opciones';
import { createTrabajador, updateTrabajador, type Trabajador } from '../api';
import { ESTADO_LABELS, TIPO_LABELS } from './trabajador-columns';

/** Radix's Select has no '' item: this value stands for "none". */
const NINGUNO = 'ninguno';

/** The API's own schema (same Spanish messages), with the selects and the date as form strings. */
const formSchema = trabajadorInputSchema.extend({
  departamento_id: z.string(),
  centro_id: z.string(),
  fecha_ingreso: datePickerSchema(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as Array<keyof FormInput>;

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

const toId = (value: string) => (value === NINGUNO || value === '' ? null : Number(value));

type TrabajadorFormProps = CreateModalProps & { row?: Trabajador };

/** Creates (without `row`) or edits a worker; server field errors land on their fields. */
export function TrabajadorForm({ open, onOpenChange, onSuccess, row }: TrabajadorFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(row),
    mode: 'onTouched',
  });
  const departamentos = useDepartamentos();
  const centros = useCentros();

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body: TrabajadorInput = {
        ...values,
        departamento_id: toId(values.departamento_id),
        centro_id: toId(values.centro_id),
        fecha_ingreso: values.fecha_ingreso || null,
      };
      return row ? updateTrabajador(row.id, body) : createTrabajador(body);
    },
    onSuccess: () => onSuccess(),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        form.setError('rut', { message: error.message }, { shouldFocus: true });
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

  const titulo = row ? 'Editar trabajador' : 'Agregar trabajador';
  const text = (
    name: 'nombres' | 'apellido_paterno' | 'apellido_materno' | 'email' | 'telefono' | 'cargo',
    label: string,
    type = 'text',
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} {...field} value={field.value ?? ''} />
          </FormControl>
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
              {text('nombres', 'Nombres *')}
              {text('apellido_paterno', 'Apellido paterno *')}
              {text('apellido_materno', 'Apellido materno')}
              {text('email', 'Correo electrónico', 'email')}
              {text('telefono', 'Teléfono', 'tel')}
              {text('cargo', 'Cargo')}
              <FormField
                control={form.control}
                name="fecha_ingreso"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Fecha de ingreso</FormLabel>
                    <FormControl>
                      <DatePicker
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        name={field.name}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="departamento_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Departamento</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NINGUNO}>Sin departamento</SelectItem>
                        {departamentos.data?.map((d) => (
                          <SelectItem key={d.id} value={String(d.id)}>
                            {d.nombre}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="centro_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Centro</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NINGUNO}>Sin centro</SelectItem>
                        {centros.data?.map((c) => (
                          <SelectItem key={c.id} value={String(c.id)}>
                            {c.nombre}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="tipo"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Tipo *</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {Object.entries(TIPO_LABELS).map(([value, label]) => (
                          <SelectItem key={value} value={value}>
                            {label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="estado"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Estado *</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {Object.entries(ESTADO_LABELS).map(([value, label]) => (
                          <SelectItem key={value} value={value}>
                            {label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
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

export function EditTrabajadorForm(props: EditModalProps<Trabajador>) {
  return <TrabajadorForm {...props} />;
}
