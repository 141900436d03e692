import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';

import { useEntityForm } from './use-entity-form';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (...args: unknown[]) => toastError(...args), success: vi.fn() } }));

const schema = z.object({ nombre: z.string().min(1, { error: 'Ingrese el nombre' }), codigo: z.string() });

/** The hook on the app's real query client (its error toasts included), saving with `save`. */
function renderForm(save: () => Promise<unknown>, conflictField?: 'nombre' | 'codigo') {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const onSuccess = vi.fn();
  const { result } = renderHook(
    () => {
      const hook = useEntityForm({
        schema,
        defaultValues: { nombre: 'A', codigo: 'X' },
        save,
        conflictField,
        onSuccess,
      });
      // Read while rendering, as a form does, so the errors are subscribed to.
      void hook.form.formState.errors;
      return hook;
    },
    { wrapper },
  );
  return { result, onSuccess };
}

async function fallaCon(error: unknown, conflictField?: 'nombre' | 'codigo') {
  const { result, onSuccess } = renderForm(() => Promise.reject(error), conflictField);
  act(() => result.current.save.mutate({ nombre: 'A', codigo: 'X' }));
  await waitFor(() => expect(result.current.save.isError).toBe(true));
  expect(onSuccess).not.toHaveBeenCalled();
  return result.current.form.formState.errors;
}

describe('useEntityForm: server errors, one way for every form', () => {
  it('puts a 409 that names a field of the form on that field', async () => {
    const errores = await fallaCon(
      new ApiError('Ya existe un registro con ese código.', 409, 'CONFLICTO', { codigo: 'Código en uso.' }),
      'nombre',
    );
    expect(errores.codigo?.message).toBe('Código en uso.');
    expect(errores.nombre).toBeUndefined();
    expect(errores.root).toBeUndefined();
  });

  it("puts a 409 that names no field on the form's conflict field", async () => {
    const errores = await fallaCon(new ApiError('Ya existe un riesgo con ese nombre.', 409, 'CONFLICTO'), 'nombre');
    expect(errores.nombre?.message).toBe('Ya existe un riesgo con ese nombre.');
    expect(errores.root).toBeUndefined();
  });

  it('puts a 409 on root, in full, when the form declares no conflict field (a workflow refusal)', async () => {
    const errores = await fallaCon(new ApiError('La denuncia ya no está en investigación.', 409, 'CONFLICTO'));
    expect(errores.root?.message).toBe('La denuncia ya no está en investigación.');
    expect(errores.nombre).toBeUndefined();
  });

  it("puts 400 field errors on their fields and one the form lacks on root, with the field's message", async () => {
    const errores = await fallaCon(
      new ApiError('Datos inválidos', 400, 'VALIDACION', { nombre: 'Nombre demasiado largo', otro: 'Otro no válido' }),
    );
    expect(errores.nombre?.message).toBe('Nombre demasiado largo');
    expect(errores.root?.message).toBe('Otro no válido');
  });

  it('says a failure without an answer on root, and never toasts what the form already shows', async () => {
    const errores = await fallaCon(new TypeError('Failed to fetch'));
    expect(errores.root?.message).toBe('Ocurrió un error inesperado. Intente nuevamente.');
    await fallaCon(new ApiError('Ya existe.', 409, 'CONFLICTO'), 'nombre');
    await new Promise((r) => setTimeout(r, 50));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('runs onSuccess with the answer, after which the mutation settles', async () => {
    const { result, onSuccess } = renderForm(() => Promise.resolve({ id: 7 }));
    act(() => result.current.save.mutate({ nombre: 'A', codigo: 'X' }));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 });
  });
});
