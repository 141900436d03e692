import type * as React from 'react';

import { formatRut } from '@atalaya/shared/rut';
import { Input } from '@/components/ui/input';

/** '12.345.678-5' is 12 characters; anything longer is not a RUT. */
const LARGO_MAXIMO_RUT = 12;

/**
 * A RUT input that shows dots and hyphen as it is typed (SPEC §5 display); the value it reports
 * is that formatted text. Form-control props (id, aria-*) pass through.
 */
export function RutInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<'input'>, 'value' | 'onChange'> & { value: string; onChange: (rut: string) => void }) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => onChange(formatRut(event.target.value))}
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={LARGO_MAXIMO_RUT}
      placeholder="12.345.678-5"
    />
  );
}
