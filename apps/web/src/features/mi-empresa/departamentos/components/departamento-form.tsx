import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { departamentoInputSchema, type DepartamentoInput } from '@atalaya/shared/contracts/empresa';
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

import { opcionesKeys, useDepartamentos, useTrabajadores } from '../../shared/opciones';
import { createDepartamento, updateDepartamento, type Departamento } from '../api';

/** Radix's Select has no '' item: this value stands for "none". */
const NINGUNO = 'ninguno';

/** The API's own schema (same Spanish messages), with the selects as form strings. */
const formSchema = departamentoInputSchema.extend({
  responsable_id: z.string(),
  parent_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as Array<keyof FormInput>;

function defaults(row?: Departamento): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    parent_id: row?.parent_id ? String(row.parent_id) : NINGUNO,
  };
}

const toId = (value: string) => (value === NINGUNO || value === '' ? null : Number(value));

type DepartamentoFormProps = CreateModalProps & { row?: Departamento };

/** Creates (without `row`) or edits a department; server field errors land on their fields. */
export function DepartamentoForm({ open, onOpenChange, onSuccess, row }: DepartamentoFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(row),
    mode: 'onTouched',
  });
  const queryClient = useQueryClient();
  const departamentos = useDepartamentos();
  const trabajadores = useTrabajadores();
  // A department cannot depend on itself.
  const superiores = (departamentos.data ?? []).filter((d) => d.id !== row?.id);

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body: DepartamentoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        parent_id: toId(values.parent_id),
      };
      return row ? updateDepartamento(row.id, body) : createDepartamento(body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: opcionesKeys.departamentos });
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

  const titulo = row ? 'Editar departamento' : 'Agregar departamento';
  const text = (name: 'nombre' | 'descripcion', label: string) => (
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
              {text('descripcion', 'Descripción')}
              <FormField
                control={form.control}
                name="parent_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Depende de</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NINGUNO}>Ninguno</SelectItem>
                        {superiores.map((d) => (
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
                name="responsable_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Responsable</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        <SelectItem value={NINGUNO}>Sin responsable</SelectItem>
                        {trabajadores.data?.map((t) => (
                          <SelectItem key={t.id} value={String(t.id)}>
                            {[t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' ')}
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

export function EditDepartamentoForm(props: EditModalProps<Departamento>) {
  return <DepartamentoForm {...props} />;
}
