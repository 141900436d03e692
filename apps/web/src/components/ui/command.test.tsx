import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // cmdk scrolls the highlighted item into view; jsdom has no layout.
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

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
