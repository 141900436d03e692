import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { DatePicker, datePickerSchema } from '@/components/ui/date-picker';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

const schema = z.object({ vencimiento: datePickerSchema({ required: 'Ingrese la fecha de vencimiento' }) });

function VencimientoForm({
  onSave,
  initial = '',
}: {
  onSave: (values: z.infer<typeof schema>) => void;
  initial?: string;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { vencimiento: initial } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSave)}>
        <FormField
          control={form.control}
          name="vencimiento"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Vencimiento</FormLabel>
              <FormControl>
                <DatePicker {...field} />
              </FormControl>
              <FormDescription>Día en que vence el documento.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Guardar</Button>
      </form>
    </Form>
  );
}

describe('DatePicker', () => {
  it('accepts a typed dd/mm/aaaa date and hands the form YYYY-MM-DD', async () => {
    const onSave = vi.fn();
    render(<VencimientoForm onSave={onSave} />);

    const input = screen.getByRole('textbox', { name: 'Vencimiento' });
    expect(input).toHaveProperty('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '5/1/2026');
    expect(input).toHaveProperty('value', '05/01/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ vencimiento: '2026-01-05' }, expect.anything());
  });

  it("shows 'Fecha no válida' for a typed date that does not exist, tied to the field", async () => {
    const onSave = vi.fn();
    render(<VencimientoForm onSave={onSave} />);

    const input = screen.getByRole('textbox', { name: 'Vencimiento' });
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await userEvent.type(input, '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const message = await screen.findByText('Fecha no válida');
    expect(onSave).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(input).toHaveProperty('value', '31/02/2026');
    // The description is announced too.
    const description = screen.getByText('Día en que vence el documento.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(description.id);
  });

  it('refuses an empty required field with its own message', async () => {
    render(<VencimientoForm onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese la fecha de vencimiento')).toBeTruthy();
  });

  it('picks a date from the Spanish calendar', async () => {
    const onSave = vi.fn();
    render(<VencimientoForm onSave={onSave} initial="2026-01-05" />);

    const input = screen.getByRole('textbox', { name: 'Vencimiento' });
    expect(input).toHaveProperty('value', '05/01/2026');

    await userEvent.click(screen.getByRole('button', { name: 'Abrir calendario' }));
    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-label')).toMatch(/enero 2026/i);
    await userEvent.click(screen.getByRole('button', { name: /20 de enero de 2026/ }));

    expect(screen.queryByRole('grid')).toBeNull();
    expect(input).toHaveProperty('value', '20/01/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ vencimiento: '2026-01-20' }, expect.anything());
  });

  it('opens the calendar from the keyboard with Alt+↓', async () => {
    render(<VencimientoForm onSave={vi.fn()} initial="2026-03-10" />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Vencimiento' }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('grid')).toBeTruthy();
  });
});
