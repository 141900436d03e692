import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

const schema = z.object({
  nombre: z.string().min(1, { error: 'Ingrese el nombre' }),
  acepta: z.boolean().refine(Boolean, { error: 'Debe aceptar los términos' }),
});

function ProveedorForm({ onSave }: { onSave: (values: z.infer<typeof schema>) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { nombre: '', acepta: false } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSave)}>
        <FormField
          control={form.control}
          name="nombre"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nombre</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="acepta"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
              </FormControl>
              <FormLabel>Acepto los términos</FormLabel>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Guardar</Button>
      </form>
    </Form>
  );
}

describe('Form fields', () => {
  it('label the control and point aria-describedby at the message only when there is one', async () => {
    const onSave = vi.fn();
    render(<ProveedorForm onSave={onSave} />);

    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    const acepta = screen.getByRole('checkbox', { name: 'Acepto los términos' });
    expect(nombre.hasAttribute('aria-describedby')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('Ingrese el nombre');
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(nombre.getAttribute('aria-describedby')).toBe(message.id);
    expect(acepta.getAttribute('aria-describedby')).toBe(screen.getByText('Debe aceptar los términos').id);

    await userEvent.type(nombre, 'Servicios Andinos SpA');
    await userEvent.click(acepta);
    expect(screen.queryByText('Ingrese el nombre')).toBeNull();
    expect(nombre.getAttribute('aria-invalid')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ nombre: 'Servicios Andinos SpA', acepta: true }, expect.anything());
  });
});
