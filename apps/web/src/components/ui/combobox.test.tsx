import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

const REGIONES = [
  { value: '13', label: 'Metropolitana de Santiago' },
  { value: '05', label: 'Valparaíso' },
  { value: '08', label: 'Biobío' },
];

function Harness({
  initial = null,
  onChange,
  loadOptions,
  selectedLabel,
}: {
  initial?: string | null;
  onChange?: (o: ComboboxOption | null) => void;
  loadOptions?: (q: string, signal: AbortSignal) => Promise<ComboboxOption[]>;
  selectedLabel?: string;
}) {
  const [value, setValue] = useState(initial);
  const queryClient = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))[0];
  return (
    <QueryClientProvider client={queryClient}>
      <label htmlFor="cb">Región</label>
      <Combobox
        id="cb"
        value={value}
        onChange={(option) => {
          setValue(option?.value ?? null);
          onChange?.(option);
        }}
        options={loadOptions ? undefined : REGIONES}
        loadOptions={loadOptions}
        queryKey={['test-combobox']}
        selectedLabel={selectedLabel}
        placeholder="Seleccione una región"
        searchPlaceholder="Buscar región"
        clearLabel="Sin región"
      />
    </QueryClientProvider>
  );
}

describe('Combobox', { timeout: 20_000 }, () => {
  it('is a labelled combobox that filters fixed options by what is typed and picks one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const trigger = screen.getByRole('combobox', { name: 'Región' });
    expect(trigger.textContent).toContain('Seleccione una región');
    await user.click(trigger);
    await user.type(screen.getByPlaceholderText('Buscar región'), 'valpa');
    expect(screen.queryByRole('option', { name: 'Biobío' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Valparaíso' }));

    expect(onChange).toHaveBeenLastCalledWith({ value: '05', label: 'Valparaíso' });
    expect(trigger.textContent).toContain('Valparaíso');
    expect(screen.queryByPlaceholderText('Buscar región')).toBeNull();
  });

  it('clears the choice with its "none" item', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="13" onChange={onChange} />);

    const trigger = screen.getByRole('combobox', { name: 'Región' });
    expect(trigger.textContent).toContain('Metropolitana de Santiago');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Sin región' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(trigger.textContent).toContain('Seleccione una región');
  });

  it('asks the server with the typed text (debounced) and shows its answer unfiltered', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(async (q: string) =>
      q === ''
        ? REGIONES
        : [{ value: '620200', label: '620200 — Actividades de consultoría informática' }].filter(() =>
            'informatica'.startsWith(q.toLowerCase()),
          ),
    );
    const onChange = vi.fn();
    render(<Harness loadOptions={loadOptions} onChange={onChange} selectedLabel="—" />);

    await user.click(screen.getByRole('combobox', { name: 'Región' }));
    expect(await screen.findByRole('option', { name: 'Biobío' })).toBeTruthy();
    await user.type(screen.getByPlaceholderText('Buscar región'), 'inform');
    const option = await screen.findByRole('option', { name: /Actividades de consultoría informática/ });
    expect(screen.queryByRole('option', { name: 'Biobío' })).toBeNull();
    // One request for the empty search and one for the whole word, not one per key.
    await waitFor(() => expect(loadOptions.mock.calls.map((c) => c[0])).toEqual(['', 'inform']));
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith({
      value: '620200',
      label: '620200 — Actividades de consultoría informática',
    });
    expect(screen.getByRole('combobox', { name: 'Región' }).textContent).toContain('620200 —');
  });

  it('shows the given label for a value that is not loaded yet', () => {
    render(<Harness initial="620200" loadOptions={async () => []} selectedLabel="620200 — Consultoría" />);
    expect(screen.getByRole('combobox', { name: 'Región' }).textContent).toContain('620200 — Consultoría');
  });
});
