import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MultiSelect } from '@/components/ui/multi-select';

const OPTIONS = [
  { value: '1', label: 'Canal de denuncias' },
  { value: '2', label: 'Capacitación anual' },
  { value: '3', label: 'Debida diligencia de proveedores' },
];

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="ms">Mitigaciones</label>
      <MultiSelect
        id="ms"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        placeholder="Seleccione mitigaciones"
        searchPlaceholder="Buscar mitigación"
        countLabel={(n) => `${n} seleccionadas`}
      />
    </>
  );
}

describe('MultiSelect', () => {
  it('is a labelled combobox that picks several options and shows them as chips', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    const trigger = screen.getByRole('combobox', { name: 'Mitigaciones' });
    expect(trigger.textContent).toContain('Seleccione mitigaciones');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Canal de denuncias' }));
    await user.click(screen.getByRole('option', { name: 'Capacitación anual' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '2']);
    expect(screen.getByRole('option', { name: 'Canal de denuncias' }).getAttribute('aria-checked')).toBe('true');
    expect(trigger.textContent).toContain('2 seleccionadas');
    const chips = screen.getByRole('list', { name: 'Selección' });
    expect(chips.textContent).toContain('Canal de denuncias');
    expect(chips.textContent).toContain('Capacitación anual');
  });

  it('filters by the search text and removes a choice from its chip or by choosing it again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['1', '3']} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Quitar Canal de denuncias' }));
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    expect(screen.getByRole('combobox', { name: 'Mitigaciones' }).textContent).toContain(
      'Debida diligencia de proveedores',
    );

    await user.click(screen.getByRole('combobox', { name: 'Mitigaciones' }));
    await user.type(screen.getByPlaceholderText('Buscar mitigación'), 'debida');
    expect(screen.queryByRole('option', { name: 'Capacitación anual' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Debida diligencia de proveedores' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
