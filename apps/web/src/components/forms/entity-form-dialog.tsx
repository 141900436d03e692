import { useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

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
