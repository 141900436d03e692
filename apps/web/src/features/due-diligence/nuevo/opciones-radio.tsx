import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/utils';

export interface OpcionRadio<V extends string> {
  value: V;
  label: string;
  description?: ReactNode;
}

/**
 * A labelled group of native radio buttons drawn as cards: a `fieldset` with its `legend`, each
 * option a `label` around its input, so screen readers, the keyboard (arrows) and `getByLabel` work.
 */
export function OpcionesRadio<V extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  options: OpcionRadio<V>[];
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
              'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === option.value && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              // The option's name is its label; the description is read after it.
              aria-labelledby={`${id}-${option.value}`}
              aria-describedby={option.description ? `${id}-${option.value}-desc` : undefined}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-1">
              <span id={`${id}-${option.value}`} className="font-medium">
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-${option.value}-desc`} className="text-muted-foreground">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
