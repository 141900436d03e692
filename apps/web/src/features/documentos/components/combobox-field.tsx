import type { FieldPath, FieldValues } from 'react-hook-form';

import { type FieldProps, LabeledField } from '@/components/forms/fields';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

/**
 * A labelled searchable select bound to a string form field ('' for none, chosen with
 * `clearLabel`, which is also the trigger's text while nothing is chosen).
 */
export function ComboboxField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  clearLabel,
  searchPlaceholder,
  emptyText,
  onValueChange,
  ...props
}: FieldProps<T, N> & {
  options: ComboboxOption[];
  clearLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <LabeledField {...props}>
      {(field) => (
        <Combobox
          value={(field.value as string | null) || null}
          onChange={(option) => {
            field.onChange(option?.value ?? '');
            field.onBlur();
            onValueChange?.(option?.value ?? '');
          }}
          onBlur={field.onBlur}
          options={options}
          placeholder={clearLabel}
          clearLabel={clearLabel}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
        />
      )}
    </LabeledField>
  );
}
