import { useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { FieldPath, FieldValues } from 'react-hook-form';

import type { FieldProps } from '@/components/forms/fields';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/**
 * A labelled password input with a show/hide toggle (as on the login page); `hint` goes between the
 * input and its error (the strength meter of a new password).
 */
export function CampoClave<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  autoComplete,
  hint,
}: FieldProps<T, N> & { autoComplete: 'current-password' | 'new-password'; hint?: (valor: string) => ReactNode }) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <FormControl>
              <Input
                {...field}
                value={(field.value as string | undefined) ?? ''}
                type={visible ? 'text' : 'password'}
                autoComplete={autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                className="pr-11"
              />
            </FormControl>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute inset-y-0.5 right-0.5 h-auto w-9 text-muted-foreground hover:bg-transparent hover:text-foreground dark:hover:bg-transparent"
              onClick={() => setVisible((v) => !v)}
              aria-label={`${visible ? 'Ocultar' : 'Mostrar'} ${label.replace(/ \*$/, '').toLowerCase()}`}
              aria-pressed={visible}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          </div>
          {hint?.((field.value as string | undefined) ?? '')}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
