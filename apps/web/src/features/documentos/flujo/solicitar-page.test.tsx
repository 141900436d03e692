import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { SessionUser } from '@atalaya/shared/contracts/auth/sesion';
import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';
import { SessionUserContext } from '@/shell/session';

import { SolicitarPage } from './solicitar-page';

const usuario = (id: number, nombre: string, apellido: string) => ({
  id,
  nombre,
  apellido,
  email: `${nombre.toLowerCase()}@demo.cl`,
  activo: true,
});
const USUARIOS = [usuario(3, 'Carolina', 'Muñoz'), usuario(4, 'Rodrigo', 'Vera'), usuario(5, 'Paula', 'Soto')];
const SESION: SessionUser = {
  ...USUARIOS[0]!,
  id_empresa: 2,
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 2, nombre: 'Empresa Demo SpA', logo: null, modulos: [] },
};

function renderPage() {
  const api = fakeApi({
    lookups: {
      '/requisitos/?limit=100': [{ id: 21, codigo: 'MPD-01', nombre: 'Designar encargado de prevención' }],
      '/usuarios/?limit=100': USUARIOS,
    },
    post: '/documentos/',
  });
  const router = createMemoryRouter(
    [
      { path: '/flujo-documental/solicitar/:id', element: <SolicitarPage /> },
      { path: '/flujo-documental/solicitud', element: <h1>Solicitudes de Documento</h1> },
    ],
    { initialEntries: ['/flujo-documental/solicitar/nuevo'] },
  );
  const { user } = renderWithQuery(
    <SessionUserContext.Provider value={SESION}>
      <RouterProvider router={router} />
    </SessionUserContext.Provider>,
  );
  return { api, user };
}

beforeAll(() => {
  // Radix asks for pointer capture and cmdk scrolls the active option into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('SolicitarPage (nuevo)', { timeout: 30_000 }, () => {
  it('asks for a request: empty code for the server, the requester is who asks, no process or risks', async () => {
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar documento' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Código (vacío: DOC- y una marca de tiempo)').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Vigencia (días) *').value).toBe('365');
    expect(screen.getByRole('checkbox', { name: 'Requiere revisión y aprobación' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((await screen.findByRole('combobox', { name: 'Solicitante' }, { timeout: 5000 })).textContent).toContain(
      'carolina@demo.cl',
    );
    expect(screen.queryByRole('combobox', { name: 'Proceso' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Riesgos' })).toBeNull();
  });

  it('sends the request and goes back to Solicitudes', async () => {
    const { api, user } = renderPage();

    await user.type(await screen.findByLabelText('Nombre del documento *'), 'Manual de compras');
    await user.click(screen.getByRole('combobox', { name: 'Revisor' }));
    await user.click(await screen.findByRole('option', { name: 'Rodrigo Vera (rodrigo@demo.cl)' }));
    await user.click(screen.getByRole('combobox', { name: 'Aprobador' }));
    await user.click(await screen.findByRole('option', { name: 'Paula Soto (paula@demo.cl)' }));
    await user.click(screen.getByRole('button', { name: 'Solicitar documento' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de Documento' })).toBeTruthy();
    expect(api.posts()).toEqual([
      {
        key: 'POST /documentos/',
        body: {
          nombre_documento: 'Manual de compras',
          codigo: '',
          vigencia: 365,
          motivo_solicitud: '',
          workflow_enabled: true,
          proceso_id: null,
          requisito_ids: [],
          riesgo_ids: [],
          solicitante_id: 3,
          revisor_id: 4,
          aprobador_id: 5,
        },
      },
    ]);
  });
});
