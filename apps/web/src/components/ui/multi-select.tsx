import type * as React from 'react';
import { useState } from 'react';
import { CheckIcon, XIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { ComboboxTrigger } from '@/components/ui/combobox';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

export interface MultiSelectOption {
  value: string;
  label: string;
}

type MultiSelectProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  options: MultiSelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Trigger text for several chosen options; default '3 seleccionados'. */
  countLabel?: (count: number) => string;
};

/**
 * A searchable combobox that picks several options (shadcn Popover + Command). The trigger is a
 * `role="combobox"` button, so a form's label and aria attributes land on it; the chosen options
 * show as removable chips below it.
 */
function MultiSelect({
  options,
  value,
  onChange,
  placeholder = 'Seleccione',
  searchPlaceholder = 'Buscar...',
  emptyText = 'Sin resultados.',
  countLabel = (count) => `${count} seleccionados`,
  className,
  disabled,
  ...props
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = new Set(value);
  const selected = options.filter((o) => chosen.has(o.value));
  const toggle = (option: string) =>
    onChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option]);

  return (
    <div data-slot="multi-select" className="grid gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <ComboboxTrigger
            open={open}
            text={
              selected.length === 0
                ? placeholder
                : selected.length === 1
                  ? selected[0]!.label
                  : countLabel(selected.length)
            }
            muted={selected.length === 0}
            disabled={disabled}
            className={className}
            {...props}
          />
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
          <Command>
            <CommandInput placeholder={searchPlaceholder} />
            <CommandList aria-multiselectable="true">
              <CommandEmpty>{emptyText}</CommandEmpty>
              <CommandGroup>
                {options.map((option) => {
                  const isSelected = chosen.has(option.value);
                  return (
                    <CommandItem
                      key={option.value}
                      value={`${option.label} ${option.value}`}
                      aria-checked={isSelected}
                      data-checked={isSelected}
                      onSelect={() => toggle(option.value)}
                    >
                      <span
                        className={cn(
                          'flex size-4 items-center justify-center rounded-[4px] border border-input',
                          isSelected && 'border-primary bg-primary text-primary-foreground',
                        )}
                        aria-hidden="true"
                      >
                        {isSelected && <CheckIcon className="size-3.5 text-current" />}
                      </span>
                      {option.label}
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selección">
          {selected.map((option) => (
            <li key={option.value}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {option.label}
                <button
                  type="button"
                  className="rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Quitar ${option.label}`}
                  disabled={disabled}
                  onClick={() => toggle(option.value)}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { MultiSelect };
