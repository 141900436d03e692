import type * as React from 'react';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckIcon, ChevronsUpDownIcon, LoaderCircleIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useDebounced } from '@/hooks/use-debounced';
import { cn } from '@/lib/utils';

export interface ComboboxOption {
  value: string;
  label: string;
}

/**
 * The trigger of a combobox (single or multiple): an outline `role="combobox"` button with the
 * current text (`muted` while it is the placeholder) and the up/down chevron.
 */
function ComboboxTrigger({
  open,
  text,
  muted,
  className,
  ...props
}: React.ComponentProps<typeof Button> & { open: boolean; text: React.ReactNode; muted: boolean }) {
  return (
    <Button
      type="button"
      variant="outline"
      role="combobox"
      aria-expanded={open}
      className={cn('w-full justify-between font-normal', className)}
      {...props}
    >
      <span className={cn('truncate', muted && 'text-muted-foreground')}>{text}</span>
      <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
    </Button>
  );
}

type ComboboxProps<O extends ComboboxOption> = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  /** The chosen option's value; '' or null for none. */
  value: string | null;
  /** Called with the chosen option, or null when 'none' (`clearLabel`) is chosen. */
  onChange: (option: O | null) => void;
  /** Fixed options, filtered in the browser by what is typed. */
  options?: O[];
  /**
   * Async options: called with the typed text (debounced) and answered from the server, which
   * does the filtering. Needs `queryKey` (the text is appended to it).
   */
  loadOptions?: (q: string, signal: AbortSignal) => Promise<O[]>;
  queryKey?: readonly unknown[];
  /** Trigger text for the current value when it is not among the loaded options (e.g. on edit). */
  selectedLabel?: string;
  placeholder?: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Adds a first item that clears the choice, with this label. */
  clearLabel?: string;
};

/**
 * A searchable single-choice select (shadcn Popover + Command), with fixed or async options. The
 * trigger is a `role="combobox"` button, so a form's label and aria attributes land on it.
 */
function Combobox<O extends ComboboxOption>({
  value,
  onChange,
  options,
  loadOptions,
  queryKey = ['combobox'],
  selectedLabel,
  placeholder = 'Seleccione',
  searchPlaceholder = 'Buscar...',
  emptyText = 'Sin resultados.',
  clearLabel,
  className,
  disabled,
  ...props
}: ComboboxProps<O>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // The last chosen option: its label stays on the trigger when a later search no longer lists it.
  const [chosen, setChosen] = useState<O | null>(null);
  const q = useDebounced(search.trim(), 250);
  const remote = useQuery({
    queryKey: [...queryKey, q],
    queryFn: ({ signal }) => loadOptions!(q, signal),
    enabled: Boolean(loadOptions) && open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const items = loadOptions ? (remote.data ?? []) : (options ?? []);
  const current = value ? (items.find((o) => o.value === value) ?? (chosen?.value === value ? chosen : null)) : null;
  const label = current?.label ?? (value ? selectedLabel : undefined);
  const loading = Boolean(loadOptions) && (remote.isPending || remote.isFetching || q !== search.trim());

  const choose = (option: O | null) => {
    setChosen(option);
    onChange(option);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <PopoverTrigger asChild>
        <ComboboxTrigger
          open={open}
          text={label ?? placeholder}
          muted={!label}
          disabled={disabled}
          className={className}
          {...props}
        />
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        {/* Async options come filtered from the server: cmdk must not filter them again. */}
        <Command shouldFilter={!loadOptions}>
          <CommandInput placeholder={searchPlaceholder} value={search} onValueChange={setSearch} />
          <CommandList aria-busy={loading}>
            {loading && items.length === 0 ? (
              <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
                <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
                Buscando...
              </div>
            ) : remote.isError ? (
              <p role="alert" className="py-6 text-center text-sm text-destructive">
                No se pudieron cargar las opciones.
              </p>
            ) : (
              <CommandEmpty>{loading ? 'Buscando...' : emptyText}</CommandEmpty>
            )}
            {loading && items.length > 0 && (
              <p className="flex items-center gap-2 px-3 pt-2 text-xs text-muted-foreground">
                <LoaderCircleIcon className="size-3 animate-spin" aria-hidden="true" />
                Buscando...
              </p>
            )}
            <CommandGroup>
              {clearLabel && (
                <CommandItem value={`__ninguno__ ${clearLabel}`} onSelect={() => choose(null)}>
                  <CheckIcon className={cn(value ? 'opacity-0' : 'opacity-100')} aria-hidden="true" />
                  {clearLabel}
                </CommandItem>
              )}
              {items.map((option) => (
                <CommandItem
                  key={option.value}
                  value={`${option.label} ${option.value}`}
                  data-checked={option.value === value}
                  onSelect={() => choose(option)}
                >
                  <CheckIcon className={cn(option.value === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="truncate">{option.label}</span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

export { Combobox, ComboboxTrigger };
