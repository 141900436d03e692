import type * as React from 'react';

import { cleanRut, formatRut } from '@atalaya/shared/rut';
import { Input } from '@/components/ui/input';

/** At most 9 digits and the check digit. */
const MAX_CARACTERES_RUT = 10;

/** A RUT field that formats as it is typed (12.345.678-5): dots every three digits, hyphen before the check digit. */
export function RutInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      {...props}
      value={value}
      inputMode="text"
      autoComplete="off"
      placeholder="12.345.678-5"
      onChange={(event) => onChange(formatRut(cleanRut(event.target.value).slice(0, MAX_CARACTERES_RUT)))}
    />
  );
}
