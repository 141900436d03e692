import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import { ApiError } from '@/lib/api';
import { errorToastMessage } from '@/lib/query-client';

/**
 * Puts an API error on the form, one way for every form:
 * - a field error (400's `errores`, or a 409 that names a field, e.g. a taken code) on its field
 *   when the form has it, else its message on root;
 * - a 409 that names no field of the form on `conflictField` when the form declares one (a form
 *   whose only conflict is a duplicate), else on root, where a workflow's refusal reads in full;
 * - a bare message on root.
 * A 409 takes the focus to its field. `fields` defaults to the form's own values.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  { fields, conflictField }: { fields?: ReadonlyArray<string>; conflictField?: FieldPath<T> | 'root' } = {},
) {
  if (!(error instanceof ApiError)) return;
  const campos: ReadonlyArray<string> = fields ?? Object.keys(form.getValues());
  const errores = Object.entries(error.errores ?? {});
  if (error.status === 409) {
    const [campo, mensaje] = errores.find(([c]) => campos.includes(c)) ?? [conflictField ?? 'root', error.message];
    form.setError(campo as FieldPath<T>, { message: mensaje }, { shouldFocus: campo !== 'root' });
    return;
  }
  for (const [campo, mensaje] of errores) {
    form.setError((campos.includes(campo) ? campo : 'root') as FieldPath<T>, { message: mensaje });
  }
  if (errores.length === 0) form.setError('root', { message: error.message });
}

/**
 * A form and its save mutation, for every create/edit dialog and workflow step: validated by
 * `schema` on submit, then as the user types (`EntityFormDialog` also checks a field the user typed
 * in when it is left, never one only tabbed through: issue 25 §4). A failure lands on the form
 * (`applyServerErrors`; anything else, e.g. no network, on root), never in a toast as well: the
 * form says it once. After a save the queries under each `invalidate` key reload, then `onSuccess`
 * runs with the answer (the form stays busy while it returns a promise).
 */
export function useEntityForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  defaultValues,
  save,
  conflictField,
  invalidate = [],
  onSuccess,
}: {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  save: (values: TOut) => Promise<unknown>;
  conflictField?: FieldPath<TIn>;
  invalidate?: QueryKey[];
  onSuccess: (respuesta: unknown) => unknown;
}) {
  const queryClient = useQueryClient();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const shape = 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? schema.shape : {};
  const mutation = useMutation({
    mutationFn: save,
    meta: { silentError: true },
    onSuccess: async (respuesta) => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      await onSuccess(respuesta);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = Object.keys({ ...form.getValues(), ...shape });
        applyServerErrors(form, error, { fields, conflictField });
        return;
      }
      const mensaje = errorToastMessage(error);
      if (mensaje) form.setError('root', { message: mensaje });
    },
  });
  return { form, save: mutation };
}
