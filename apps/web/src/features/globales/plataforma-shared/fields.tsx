import type { FieldPath, FieldValues, Control } from 'react-hook-form';

import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Badge } from '@/components/ui/badge';

/** A labelled checkbox bound to a boolean form field. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
}: {
  control: Control<T>;
  name: N;
  label: string;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <div className="flex items-center gap-2">
            <FormControl>
              <Checkbox
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className="font-normal">{label}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** 'Activa' / 'Inactiva' (or masculine) state badge. */
export function EstadoBadge({ activo, feminine = false }: { activo: boolean; feminine?: boolean }) {
  const texto = activo ? (feminine ? 'Activa' : 'Activo') : feminine ? 'Inactiva' : 'Inactivo';
  return <Badge variant={activo ? 'success' : 'secondary'}>{texto}</Badge>;
}
