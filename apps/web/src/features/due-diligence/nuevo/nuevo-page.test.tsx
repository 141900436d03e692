import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';
import { SessionUserContext, type SessionUser } from '@/shell/session';

import { NuevoDueDiligencePage } from './nuevo-page';

afterEach(() => vi.unstubAllGlobals());

const USUARIO: SessionUser = {
  id: 3,
  id_empresa: 7,
  nombre: 'Carolina',
  apellido: 'Muñoz',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 7, nombre: 'Empresa Demo SpA', logo: null, modulos: ['due_diligence'] },
};

const tablero = (disponibles: number): DueDiligenceDashboard => ({
  overview: { in_progress: 0, completed: 0, pending: 0, pep: 0 },
  risk_overview: { low: 0, monitoring: 0, high: 0 },
  data: {
    due_diligence: { natural: { processing: [], completed: [] }, juridico: { processing: [], completed: [] } },
  },
  update_at: 1_795_000_000,
  creditos: { disponibles, costo_lite: 1, costo_full: 3 },
});

function renderPage() {
  return renderWithQuery(
    <SessionUserContext.Provider value={USUARIO}>
      <MemoryRouter initialEntries={['/due-diligence/nuevo']}>
        <Routes>
          <Route path="/due-diligence/nuevo" element={<NuevoDueDiligencePage />} />
          <Route path="/due-diligence/todas" element={<p>Lista todas</p>} />
        </Routes>
      </MemoryRouter>
    </SessionUserContext.Provider>,
  );
}

describe('NuevoDueDiligencePage', () => {
  it('refuses an invalid RUT and missing names, then sends SPEC §3 payload and goes to the list', async () => {
    const api = fakeApi({ lookups: { '/due-diligence/dashboard': tablero(5) }, post: '/due-diligence/' });
    const { user } = renderPage();
    await screen.findByText(/Créditos disponibles: 5/);

    await user.type(screen.getByLabelText('RUT'), '123456789');
    expect(screen.getByLabelText<HTMLInputElement>('RUT').value).toBe('12.345.678-9');
    await user.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    await screen.findByText('RUT inválido');
    screen.getByText('El nombre es obligatorio');
    screen.getByText('El apellido paterno es obligatorio');
    screen.getByText('El apellido materno es obligatorio');

    await user.clear(screen.getByLabelText('RUT'));
    await user.type(screen.getByLabelText('RUT'), '123456785');
    await user.type(screen.getByLabelText('Nombres'), 'María José');
    await user.type(screen.getByLabelText('Apellido paterno'), 'González');
    await user.type(screen.getByLabelText('Apellido materno'), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Crear solicitud' }));

    await screen.findByText('Lista todas');
    expect(api.posts()[0]?.body).toMatchObject({
      tipo_persona: 'natural',
      tipo_de_reporte: 'lite',
      rut: '12345678-5',
      nombre_completo: 'María José',
      empresa_id: 7,
      usuario_activo: 3,
      prioridad: 'standard',
      peps: [],
    });
  });

  it("puts the server's field errors on the legal entity's fields", async () => {
    fakeApi({
      lookups: { '/due-diligence/dashboard': tablero(5) },
      post: '/due-diligence/',
      answer: {
        status: 400,
        body: { mensaje: 'Datos inválidos', errores: { razon_social: 'Máximo 300 caracteres.' } },
      },
    });
    const { user } = renderPage();
    await user.click(screen.getByLabelText('Persona jurídica'));
    await user.type(screen.getByLabelText('RUT'), '76.086.428-5');
    await user.type(screen.getByLabelText('Razón social'), 'Comercial Andes SpA');
    await user.type(screen.getByLabelText('Nombre de fantasía'), 'Andes');
    await user.type(screen.getByLabelText('Representante legal'), 'Pedro Soto');
    await user.click(screen.getByRole('button', { name: 'Agregar PEP' }));
    await user.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    await screen.findByText('El RUT es obligatorio');

    await user.click(screen.getByRole('button', { name: 'Quitar PEP 1' }));
    await user.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    await screen.findByText('Máximo 300 caracteres.');
    expect(screen.getByLabelText('Razón social').getAttribute('aria-invalid')).toBe('true');
  });

  it('a request the server cannot process now is refused with its Spanish reason', async () => {
    const mensaje =
      'No es posible procesar due diligences en este momento. La revisión de listas no está configurada en este ' +
      'servidor: faltan los datos de referencia con las listas de sanciones. No se descontaron créditos.';
    fakeApi({
      lookups: { '/due-diligence/dashboard': tablero(5) },
      post: '/due-diligence/',
      answer: { status: 503, body: { mensaje, detail: mensaje, codigo: 'SERVICIO_NO_DISPONIBLE' } },
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText('RUT'), '210000011');
    await user.type(screen.getByLabelText('Nombres'), 'Jimmy');
    await user.type(screen.getByLabelText('Apellido paterno'), 'Cherizier');
    await user.type(screen.getByLabelText('Apellido materno'), 'Joseph');
    await user.click(screen.getByRole('button', { name: 'Crear solicitud' }));
    await screen.findByText('No se pudo crear la solicitud');
    screen.getByText(mensaje);
  });

  it('cannot send a report the credits do not cover, and says why', async () => {
    fakeApi({ lookups: { '/due-diligence/dashboard': tablero(2) }, post: '/due-diligence/' });
    const { user } = renderPage();
    await screen.findByText(/Créditos disponibles: 2/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Crear solicitud' }).disabled).toBe(false);
    await user.click(screen.getByLabelText('Full'));
    const enviar = screen.getByRole<HTMLButtonElement>('button', { name: 'Crear solicitud' });
    expect(enviar.disabled).toBe(true);
    const motivo = document.getElementById(enviar.getAttribute('aria-describedby') ?? '');
    expect(motivo?.textContent).toBe('Créditos insuficientes: este reporte requiere 3 créditos y la empresa tiene 2.');
  });
});
