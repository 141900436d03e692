import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

import { renderWithQuery } from '@/components/records/form-test-utils';
import { ImportarCatalogoDialog } from './importar-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const EMPRESA = {
  id: 2,
  rut: '76123456-0',
  nombre: 'Empresa Demo SpA',
  activa: true,
};
const PREVIEW = {
  vista_previa: true,
  nuevos: [
    { id: 1, codigo: 'MPD-01', nombre: 'Designar un encargado de prevención de delitos' },
    { id: 2, codigo: 'MPD-02', nombre: 'Dotar al encargado de medios y facultades' },
  ],
  existentes: 1,
  conflictos: [],
  total: 3,
};

/** Stands in for fetch: the company search, the categories and the import (preview or confirm). */
function stubApi({ preview = PREVIEW }: { preview?: typeof PREVIEW } = {}) {
  const requests: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
    const body = init.body ? (JSON.parse(String(init.body)) as { confirmar: boolean }) : undefined;
    requests.push({ key, body });
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (key === 'GET /empresas/?limit=20') return json({ data: [EMPRESA], total: 1 });
    if (key === 'GET /categorias-requisitos/?limit=100')
      return json({ data: [{ id: 7, nombre: 'Ley Karin', descripcion: '' }], total: 1 });
    if (key.startsWith('POST /requisito_global_empresa/importar/')) {
      return json(body?.confirmar ? { vista_previa: false, importados: 2, omitidos: 1 } : preview);
    }
    throw new Error(`unexpected request ${key}`);
  });
  return { imports: () => requests.filter((r) => r.key.startsWith('POST ')) };
}

function renderDialog() {
  const onDone = vi.fn();
  const onOpenChange = vi.fn();
  const { user } = renderWithQuery(
    <ImportarCatalogoDialog tipo="requisitos" open onOpenChange={onOpenChange} onDone={onDone} />,
  );
  return { user, onDone, onOpenChange };
}

async function elegirEmpresa(user: ReturnType<typeof renderWithQuery>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Empresa *' }));
  await user.click(await screen.findByRole('option', { name: /Empresa Demo SpA/ }));
}

beforeAll(() => {
  // Radix Select asks for pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('ImportarCatalogoDialog', () => {
  it('previews what will be imported, then imports it on confirmation', async () => {
    const api = stubApi();
    const { user, onDone, onOpenChange } = renderDialog();

    expect(screen.getByRole('button', { name: 'Ver vista previa' }).hasAttribute('disabled')).toBe(true);
    await elegirEmpresa(user);
    expect(screen.getByRole('combobox', { name: 'Empresa *' }).textContent).toContain('Empresa Demo SpA');

    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    const vista = await screen.findByRole('region', { name: 'Vista previa' });
    const lista = within(vista).getByRole('list', { name: 'requisitos que se importarán' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'MPD-01Designar un encargado de prevención de delitos',
      'MPD-02Dotar al encargado de medios y facultades',
    ]);
    expect(within(vista).getByText('2 nuevos')).toBeTruthy();
    expect(within(vista).getByText('1 ya importado')).toBeTruthy();
    // The preview writes nothing: confirmar false, every category.
    expect(api.imports()).toEqual([
      { key: 'POST /requisito_global_empresa/importar/2/todas', body: { confirmar: false } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Importar 2 requisitos' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.imports()[1]).toEqual({
      key: 'POST /requisito_global_empresa/importar/2/todas',
      body: { confirmar: true },
    });
    expect(toast.success).toHaveBeenCalledWith('Importación a Empresa Demo SpA completada', {
      description: '2 requisitos importados, 1 omitido.',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  }, 30_000);

  it('says there is nothing new and offers no import when the company already has everything', async () => {
    stubApi({ preview: { ...PREVIEW, nuevos: [], existentes: 3 } });
    const { user } = renderDialog();

    await elegirEmpresa(user);
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));

    expect(await screen.findByText('No hay requisitos nuevos para importar')).toBeTruthy();
    expect(screen.getByText('0 nuevos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar 0 requisitos' }).hasAttribute('disabled')).toBe(true);
  });

  it('previews one category, and another choice drops the stale preview', async () => {
    const api = stubApi();
    const { user } = renderDialog();

    await elegirEmpresa(user);
    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Ley Karin' }));
    await user.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    await screen.findByRole('region', { name: 'Vista previa' });
    expect(api.imports()[0]!.key).toBe('POST /requisito_global_empresa/importar/2/7');

    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'Todas las categorías' }));
    expect(screen.queryByRole('region', { name: 'Vista previa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Importar \d/ })).toBeNull();
  }, 30_000);
});
