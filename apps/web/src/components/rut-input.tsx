import type * as React from 'react';

import { cleanRut, formatRut } from '@atalaya/shared/rut';
import { Input } from '@/components/ui/input';

/** At most 9 digits and the check digit. */
const MAX_CARACTERES_RUT = 10;

/**
 * A RUT input that shows dots and hyphen as it is typed (SPEC §5 display: 12.345.678-5); the value
 * it reports is that formatted text. Form-control props (id, aria-*) pass through.
 */
export function RutInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onChange: (rut: string) => void;
}) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => onChange(formatRut(cleanRut(event.target.value).slice(0, MAX_CARACTERES_RUT)))}
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="12.345.678-5"
    />
  );
}
