import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';

describe('CommandDialog', () => {
  it('is a labelled dialog whose input filters the items', async () => {
    const onSelect = vi.fn();
    render(
      <CommandDialog open onOpenChange={() => {}}>
        <CommandInput placeholder="Buscar…" />
        <CommandList>
          <CommandEmpty>Sin resultados.</CommandEmpty>
          <CommandGroup heading="Módulos">
            <CommandItem onSelect={() => onSelect('riesgos')}>Matriz de riesgos</CommandItem>
            <CommandItem onSelect={() => onSelect('documentos')}>Documentos</CommandItem>
          </CommandGroup>
        </CommandList>
      </CommandDialog>,
    );

    expect(screen.getByRole('dialog', { name: 'Paleta de comandos' })).toBeTruthy();
    const input = screen.getByPlaceholderText('Buscar…');
    await userEvent.type(input, 'docu');
    expect(screen.queryByRole('option', { name: 'Matriz de riesgos' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('documentos');

    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(screen.getByText('Sin resultados.')).toBeTruthy();
  });
});
