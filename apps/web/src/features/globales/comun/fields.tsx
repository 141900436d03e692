import type { FieldPath, FieldValues } from 'react-hook-form';
import { Switch } from 'radix-ui';

import { CRITICIDADES, type Criticidad } from '@atalaya/shared/contracts/catalogo';
import { CRITICIDAD_ETIQUETAS } from '@atalaya/shared/contracts/requisitos';
import { Badge } from '@/components/ui/badge';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { cn } from '@/lib/utils';

import { LabeledField, type FieldProps } from '@/components/records/entity-form';

/** A labelled multi-line text bound to a form field (the FAQ's answer, descriptions). */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({
  rows = 4,
  ...props
}: FieldProps<T, N> & { rows?: number }) {
  return (
    <LabeledField {...props}>
      {(field) => (
        <textarea
          rows={rows}
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          className="min-h-20 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40"
        />
      )}
    </LabeledField>
  );
}

/** A labelled on/off switch (`button role="switch"`) bound to a boolean form field. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  className,
}: FieldProps<T, N> & { description?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center justify-between gap-4 rounded-md border p-3', className)}>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch.Root
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              className="peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80"
            >
              <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground" />
            </Switch.Root>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The contract's labels ('Alta', 'Media', 'Baja'). */
export const CRITICIDAD_LABELS = CRITICIDAD_ETIQUETAS;
const CRITICIDAD_VARIANTS = { alta: 'destructive', media: 'warning', baja: 'secondary' } as const;
export const criticidadOptions = CRITICIDADES.map((c) => ({ value: c, label: CRITICIDAD_LABELS[c] }));

/** Alta red, media amber, baja grey. */
export function CriticidadBadge({ criticidad }: { criticidad: Criticidad }) {
  return <Badge variant={CRITICIDAD_VARIANTS[criticidad]}>{CRITICIDAD_LABELS[criticidad]}</Badge>;
}

/** 'Activo' / 'Inactivo' (or the given labels) as a badge. */
export function ActivoBadge({
  activo,
  labels = ['Activo', 'Inactivo'],
}: {
  activo: boolean;
  labels?: readonly [string, string];
}) {
  return <Badge variant={activo ? 'success' : 'outline'}>{activo ? labels[0] : labels[1]}</Badge>;
}

/** Filter options of a yes/no column (`?activo=true|false`). */
export const siNoOptions = (si: string, no: string) => [
  { value: 'true', label: si },
  { value: 'false', label: no },
];
