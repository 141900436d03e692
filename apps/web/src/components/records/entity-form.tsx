import { useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type {
  Control,
  ControllerRenderProps,
  DefaultValues,
  FieldPath,
  FieldValues,
  UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiError } from '@/lib/api';

/** Radix's Select has no '' item: this value stands for "none". */
export const NINGUNO = 'ninguno';

/** A select's form string as the API's id: `null` for "none" or empty. */
export const toId = (value: string): number | null => (value === NINGUNO || value === '' ? null : Number(value));

/** A label map (`{ value: 'Label' }`) as select options, in the map's order. */
export const labelOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * Puts an API error on the form: a 409 on `conflictField` (or on the form field its errores name), each server field error on its
 * field when it is one of `fields` (else on root), and a bare message on root.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  { fields, conflictField }: { fields: ReadonlyArray<FieldPath<T>>; conflictField: FieldPath<T> },
) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409) {
    // A conflict the server names on another field of the form (e.g. a taken e-mail domain) goes there.
    const campo = Object.keys(error.errores ?? {}).find((c) => (fields as readonly string[]).includes(c));
    if (campo && campo !== conflictField) {
      form.setError(campo as FieldPath<T>, { message: error.errores![campo]! }, { shouldFocus: true });
    } else form.setError(conflictField, { message: error.message }, { shouldFocus: true });
    return;
  }
  const errores = error.errores ?? {};
  for (const [campo, mensaje] of Object.entries(errores)) {
    if ((fields as readonly string[]).includes(campo)) form.setError(campo as FieldPath<T>, { message: mensaje });
    else form.setError('root', { message: mensaje });
  }
  if (Object.keys(errores).length === 0) form.setError('root', { message: error.message });
}

/**
 * A create/edit form and its save mutation: validated by `schema` on submit (then as the user
 * types; `EntityFormDialog` also checks a field the user typed in when it is left, never one only
 * tabbed through: issue 25 §4), and on failure the
 * server's errors land on the schema's fields (a 409 on `conflictField`). After a save, the
 * queries under each `invalidate` key reload (other lists and selects that show the record).
 */
export function useEntityForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  defaultValues,
  save,
  conflictField,
  invalidate = [],
  onSuccess,
}: {
  schema: z.ZodType<TOut, TIn> & { shape: object };
  defaultValues: DefaultValues<TIn>;
  save: (values: TOut) => Promise<unknown>;
  conflictField: FieldPath<TIn>;
  invalidate?: QueryKey[];
  onSuccess: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const fields = Object.keys(schema.shape) as Array<FieldPath<TIn>>;
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      onSuccess();
    },
    onError: (error) => applyServerErrors(form, error, { fields, conflictField }),
  });
  return { form, save: mutation };
}

/** What every labelled field takes: the form's control, the field's name, its label. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: string;
  className?: string;
};

/**
 * A labelled form field whose control `children` renders from the field's props; `extra` goes
 * between the control and its message (e.g. a datalist).
 */
export function LabeledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  extra,
  children,
}: FieldProps<T, N> & { extra?: ReactNode; children: (field: ControllerRenderProps<T, N>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {extra}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text input bound to a form field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  type = 'text',
  ...props
}: FieldProps<T, N> & { type?: string }) {
  return (
    <LabeledField {...props}>
      {(field) => <Input type={type} {...field} value={(field.value as string | null | undefined) ?? ''} />}
    </LabeledField>
  );
}

/** A labelled text input that suggests `suggestions` (a datalist `listId`) but accepts any text. */
export function DatalistField<T extends FieldValues, N extends FieldPath<T>>({
  listId,
  suggestions,
  ...props
}: FieldProps<T, N> & { listId: string; suggestions: readonly string[] }) {
  return (
    <LabeledField
      {...props}
      extra={
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      }
    >
      {(field) => <Input {...field} list={listId} autoComplete="off" />}
    </LabeledField>
  );
}

/** A labelled searchable multi-select bound to a `string[]` form field. */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  countLabel,
  ...props
}: FieldProps<T, N> & {
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  countLabel: (count: number) => string;
}) {
  return (
    <LabeledField {...props}>
      {(field) => (
        <MultiSelect
          options={options}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          countLabel={countLabel}
        />
      )}
    </LabeledField>
  );
}

/** A labelled select bound to a form field; `ninguno` adds a "none" item with that label. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  options,
  ninguno,
  onValueChange,
  sinOpciones,
}: FieldProps<T, N> & {
  options: Array<{ value: string; label: string }>;
  ninguno?: string;
  onValueChange?: (value: string) => void;
  /** Said under the select when it has nothing to offer, so an empty list is never a silent dead end. */
  sinOpciones?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value as string}
            onValueChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
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
          {sinOpciones && options.length === 0 && <FormDescription>{sinOpciones}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * The end of a form dialog: the form-level (root) error, then Cancelar and the submit button, which
 * reads `pendingLabel` and is busy while the request is in flight.
 */
export function FormDialogFooter({
  error,
  pending,
  onCancel,
  submitLabel = 'Guardar',
  pendingLabel = 'Guardando...',
}: {
  error: string | undefined;
  pending: boolean;
  onCancel: () => void;
  submitLabel?: string;
  pendingLabel?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

type EntityFormDialogProps<T extends FieldValues, TOut extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  form: UseFormReturn<T, unknown, TOut>;
  pending: boolean;
  onSubmit: (values: TOut) => void;
  children: ReactNode;
  /** Under the title; default: which fields are required. */
  description?: ReactNode;
  submitLabel?: string;
  pendingLabel?: string;
};

/**
 * Validation while filling in, for a form validated on submit: a field the user typed in is checked
 * when left, and, once it shows an error, again on every change (so the message goes as soon as it
 * is fixed). A field only focused or tabbed through shows nothing until the form is submitted.
 * Spread the handlers on the `<form>` (blur and change bubble to it from every named control).
 */
export function useValidacionAlEscribir<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
) {
  const escritos = useRef(new Set<string>());
  const nombre = (e: FormEvent) => {
    const name = (e.target as { name?: unknown }).name;
    return typeof name === 'string' && name !== '' ? (name as FieldPath<T>) : null;
  };
  return {
    onChange: (e: FormEvent) => {
      const name = nombre(e);
      if (!name) return;
      escritos.current.add(name);
      if (!form.formState.isSubmitted && form.getFieldState(name).error) void form.trigger(name);
    },
    onBlur: (e: FormEvent) => {
      const name = nombre(e);
      if (name && escritos.current.has(name) && !form.formState.isSubmitted) void form.trigger(name);
    },
  };
}

/**
 * The create/edit dialog shell: header, form grid, root error and Cancelar / Guardar. The grid's
 * cells start at the top, so an error under one field never moves the field beside it.
 */
export function EntityFormDialog<T extends FieldValues, TOut extends FieldValues>({
  open,
  onOpenChange,
  title,
  form,
  pending,
  onSubmit,
  children,
  description = 'Los campos marcados con * son obligatorios.',
  submitLabel,
  pendingLabel,
}: EntityFormDialogProps<T, TOut>) {
  const validacion = useValidacionAlEscribir(form);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...validacion} className="grid gap-4">
            <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>
            <FormDialogFooter
              error={form.formState.errors.root?.message}
              pending={pending}
              onCancel={() => onOpenChange(false)}
              submitLabel={submitLabel}
              pendingLabel={pendingLabel}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
