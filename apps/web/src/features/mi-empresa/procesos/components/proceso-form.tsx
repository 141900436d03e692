import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { procesoInputSchema, type ProcesoInput } from '@atalaya/shared/contracts/empresa';
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

import { useDepartamentos, useTrabajadores } from '../../shared/opciones';
import { createProceso, updateProceso, useCategoriasProceso, type Proceso } from '../api';

/** Radix's Select has no '' item: this value stands for "none". */
const NINGUNO = 'ninguno';

/** The API's own schema (same Spanish messages), with the id selects as form strings. */
const formSchema = procesoInputSchema.extend({
  responsable_id: z.string(),
  departamento_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as Array<keyof FormInput>;

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

const toId = (value: string) => (value === NINGUNO || value === '' ? null : Number(value));

type ProcesoFormProps = CreateModalProps & { row?: Proceso };

/** Creates (without `row`) or edits a process; server field errors land on their fields. */
export function ProcesoForm({ open, onOpenChange, onSuccess, row }: ProcesoFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(row),
    mode: 'onTouched',
  });
  const categorias = useCategoriasProceso();
  const departamentos = useDepartamentos();
  const trabajadores = useTrabajadores();

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body: ProcesoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        departamento_id: toId(values.departamento_id),
      };
      return row ? updateProceso(row.id, body) : createProceso(body);
    },
    onSuccess: () => onSuccess(),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409) {
        form.setError('codigo_proceso', { message: error.message }, { shouldFocus: true });
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

  const titulo = row ? 'Editar proceso' : 'Agregar proceso';
  const text = (name: 'codigo_proceso' | 'nombre_proceso' | 'descripcion', label: string, className?: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
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
    name: 'categoria' | 'responsable_id' | 'departamento_id',
    label: string,
    options: Array<{ value: string; label: string }>,
    ninguno?: string,
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
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
              {text('codigo_proceso', 'Código *')}
              {select(
                'categoria',
                'Categoría *',
                (categorias.data ?? []).map((c) => ({ value: c.id, label: c.nombre })),
              )}
              {text('nombre_proceso', 'Nombre *', 'sm:col-span-2')}
              {text('descripcion', 'Descripción', 'sm:col-span-2')}
              {select(
                'departamento_id',
                'Departamento',
                (departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre })),
                'Sin departamento',
              )}
              {select(
                'responsable_id',
                'Responsable',
                (trabajadores.data ?? []).map((t) => ({
                  value: String(t.id),
                  label: [t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' '),
                })),
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

export function EditProcesoForm(props: EditModalProps<Proceso>) {
  return <ProcesoForm {...props} />;
}
