import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { recursoInputSchema, type RecursoInput } from '@atalaya/shared/contracts/empresa';
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

import { useCentros, useTrabajadores } from '../../shared/opciones';
import { createRecurso, updateRecurso, type Recurso } from '../api';
import { ESTADO_LABELS } from './recurso-columns';

/** Radix's Select has no '' item: this value stands for "none". */
const NINGUNO = 'ninguno';

/** The API's own schema (same Spanish messages), with the id selects as form strings. */
const formSchema = recursoInputSchema.extend({
  responsable_id: z.string(),
  centro_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape) as Array<keyof FormInput>;

function defaults(row?: Recurso): FormInput {
  return {
    nombre: row?.nombre ?? '',
    tipo: row?.tipo ?? '',
    descripcion: row?.descripcion ?? '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    centro_id: row?.centro_id ? String(row.centro_id) : NINGUNO,
    estado: row?.estado ?? 'operativo',
  };
}

const toId = (value: string) => (value === NINGUNO || value === '' ? null : Number(value));

type RecursoFormProps = CreateModalProps & { row?: Recurso };

/** Creates (without `row`) or edits a resource; server field errors land on their fields. */
export function RecursoForm({ open, onOpenChange, onSuccess, row }: RecursoFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(row),
    mode: 'onTouched',
  });
  const centros = useCentros();
  const trabajadores = useTrabajadores();

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body: RecursoInput = {
        ...values,
        responsable_id: toId(values.responsable_id),
        centro_id: toId(values.centro_id),
      };
      return row ? updateRecurso(row.id, body) : createRecurso(body);
    },
    onSuccess: () => onSuccess(),
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

  const titulo = row ? 'Editar recurso' : 'Agregar recurso';
  const text = (name: 'nombre' | 'tipo' | 'descripcion', label: string, className?: string) => (
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
    name: 'estado' | 'responsable_id' | 'centro_id',
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
              {text('nombre', 'Nombre *', 'sm:col-span-2')}
              {text('tipo', 'Tipo *')}
              {select(
                'estado',
                'Estado *',
                Object.entries(ESTADO_LABELS).map(([value, label]) => ({ value, label })),
              )}
              {text('descripcion', 'Descripción', 'sm:col-span-2')}
              {select(
                'centro_id',
                'Centro',
                (centros.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre })),
                'Sin centro',
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

export function EditRecursoForm(props: EditModalProps<Recurso>) {
  return <RecursoForm {...props} />;
}
