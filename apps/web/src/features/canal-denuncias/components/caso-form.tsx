import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';

import { type FieldProps } from '@/components/records/entity-form';
import { DatePicker } from '@/components/ui/date-picker';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { ApiError } from '@/lib/api';

import { useCanalConfig, useInvalidarCaso, type DenunciaDetalle } from '../api';
import { nombrePersona } from '../persona';

/**
 * Puts an API error on the form: each field error on its field when the form has it, anything
 * else — a 409 of the workflow above all — on root, where the dialog shows it in full.
 */
export function aplicarErrores<T extends FieldValues>(form: UseFormReturn<T, unknown, never>, error: unknown) {
  if (!(error instanceof ApiError)) return;
  const errores = error.status === 409 ? {} : (error.errores ?? {});
  const campos = Object.keys(form.getValues());
  let raiz = Object.keys(errores).length === 0;
  for (const [campo, mensaje] of Object.entries(errores)) {
    if (campos.includes(campo)) form.setError(campo as FieldPath<T>, { message: mensaje });
    else raiz = true;
  }
  if (raiz) form.setError('root', { message: error.message });
}

/**
 * A dialog form that changes case `denunciaId`: validated by `schema`, saved by `save`; on success
 * the case, its timeline, the inbox and its counts reload and `exito` is toasted.
 */
export function useCasoForm<TIn extends FieldValues, TOut extends FieldValues>({
  schema,
  defaultValues,
  save,
  denunciaId,
  exito,
  onSuccess,
}: {
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  save: (values: TOut) => Promise<unknown>;
  denunciaId: number;
  exito: string;
  onSuccess: () => void;
}) {
  const invalidar = useInvalidarCaso();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (respuesta) => {
      await invalidar(denunciaId, esDetalle(respuesta) ? respuesta : undefined);
      toast.success(exito);
      onSuccess();
    },
    // The dialog shows the refusal itself; a toast on top would say it twice.
    meta: { silentError: true },
    onError: (error) => aplicarErrores(form as unknown as UseFormReturn<FieldValues, unknown, never>, error),
  });
  return { form, save: mutation };
}

/** A labelled date field ('dd/mm/aaaa' or the calendar) bound to a 'YYYY-MM-DD' string. */
export function DateField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
}: FieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <DatePicker
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Company users with a channel role (investigators, responsables), as select options. */
export function useUsuariosCanalOpciones() {
  const config = useCanalConfig();
  return (config.data?.usuarios_canal ?? []).map((u) => ({
    value: String(u.id),
    label: `${nombrePersona(u)} (${u.email})`,
  }));
}

/** Whether an answer is the case's detail (the case moves answer it; sub-resources answer themselves). */
function esDetalle(respuesta: unknown): respuesta is DenunciaDetalle {
  return typeof respuesta === 'object' && respuesta !== null && 'acciones_permitidas' in respuesta;
}

/** '' or 'ninguno' → null; otherwise the id. */
export const idONulo = (valor: string | undefined): number | null =>
  !valor || valor === 'ninguno' ? null : Number(valor);
