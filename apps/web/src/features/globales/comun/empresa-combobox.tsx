import { useState } from 'react';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';

import { formatRut } from '@atalaya/shared/rut';
import { Button } from '@/components/ui/button';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

import { useEmpresasBusqueda } from './opciones';

export interface EmpresaElegida {
  id: number;
  nombre: string;
}

/**
 * Picks one company, searched on the server (GET /empresas/?q=) by razón social, fantasía or RUT.
 * The trigger is a `role="combobox"` button labelled by `id`'s label.
 */
export function EmpresaCombobox({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value: EmpresaElegida | null;
  onChange: (empresa: EmpresaElegida) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const empresas = useEmpresasBusqueda(q.trim(), { enabled: open });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          className="w-full justify-between font-normal"
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>
            {value ? value.nombre : 'Seleccione una empresa'}
          </span>
          <ChevronsUpDownIcon className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
        <Command shouldFilter={false}>
          <CommandInput placeholder="Buscar por razón social o RUT" value={q} onValueChange={setQ} />
          <CommandList>
            <CommandEmpty>{empresas.isFetching ? 'Buscando...' : 'No hay empresas con ese criterio.'}</CommandEmpty>
            <CommandGroup>
              {(empresas.data ?? []).map((empresa) => (
                <CommandItem
                  key={empresa.id}
                  value={String(empresa.id)}
                  onSelect={() => {
                    onChange({ id: empresa.id, nombre: empresa.nombre });
                    setOpen(false);
                  }}
                >
                  <CheckIcon
                    className={cn('size-4', value?.id === empresa.id ? 'opacity-100' : 'opacity-0')}
                    aria-hidden="true"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{empresa.nombre}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatRut(empresa.rut)}
                      {!empresa.activa && ' · Inactiva'}
                    </span>
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
