import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQuery } from '@/components/records/form-test-utils';
import { SessionUserContext, type SessionUser } from '@/shell/session';

import { RequisitosVacio } from './requisitos-vacio';

const ADMIN_EMPRESA: SessionUser = {
  id: 3,
  id_empresa: 2,
  nombre: 'Andrés',
  apellido: 'Vidal',
  email: 'admin@otra.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 4, nombre: 'Otra Empresa Ltda.', logo: null, modulos: ['mi_empresa'] },
};
const ADMIN_ATALAYA: SessionUser = {
  ...ADMIN_EMPRESA,
  email: 'admin@atalaya.cl',
  roles: [{ nombre: 'admin_atalaya' }],
};

function renderVacio(user: SessionUser) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/categorias-requisitos/?limit=100')) {
      return new Response(JSON.stringify({ data: [], total: 0 }), { headers: { 'Content-Type': 'application/json' } });
    }
    throw new Error(`unexpected request ${url}`);
  });
  return renderWithQuery(
    <SessionUserContext.Provider value={user}>
      <RequisitosVacio />
    </SessionUserContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequisitosVacio (empty Mis Requisitos)', () => {
  it('tells a company administrator where the catalogue is imported and by whom, with no import button', () => {
    renderVacio(ADMIN_EMPRESA);
    expect(
      screen.getByText(
        /se importan del catálogo global de Atalaya\. Solo un administrador de la plataforma \(rol admin_atalaya\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/en Globales → Requisitos con el botón/).textContent).toContain('Importar a empresa');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the platform administrator Importar catálogo, opening the import on the company it acts on', async () => {
    const { user } = renderVacio(ADMIN_ATALAYA);
    expect(screen.getByText(/Importe los requisitos legales del catálogo global/).textContent).toContain(
      'con el botón Importar catálogo',
    );
    await user.click(screen.getByRole('button', { name: 'Importar catálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar requisitos a una empresa' });
    expect(within(dialog).getByRole('combobox', { name: 'Empresa *' }).textContent).toBe('Otra Empresa Ltda.');
    expect(within(dialog).getByRole('button', { name: 'Ver vista previa' }).hasAttribute('disabled')).toBe(false);
  });
});
