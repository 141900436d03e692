import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { renderWithQuery } from '@/components/records/form-test-utils';
import { SessionUserContext, type SessionUser } from '@/shell/session';

import { DetallePage } from './detalle-page';

afterEach(() => vi.unstubAllGlobals());

const USUARIO: SessionUser = {
  id: 4,
  id_empresa: 7,
  nombre: 'Valentina',
  apellido: 'Rojas',
  email: 'dd@demo.cl',
  roles: [{ nombre: 'admin_user_due_diligence' }],
  empresa: { id: 7, nombre: 'Empresa Demo SpA', logo: null, modulos: ['due_diligence'] },
};

const MOTIVO =
  'No se pudo procesar el due diligence: La revisión de listas no está configurada en este servidor: ' +
  'faltan los datos de referencia con las listas de sanciones.';

const FALLIDO: DueDiligenceDetalle = {
  id: 5,
  empresa_id: 7,
  empresa_nombre: 'Empresa Demo SpA',
  tipo_persona: 'natural',
  tipo_de_reporte: 'lite',
  rut: '21000001-1',
  nombre_completo: 'Jimmy',
  apellido_paterno: 'Cherizier',
  apellido_materno: 'Joseph',
  razon_social: '',
  is_pep: false,
  listas_internacionales: false,
  nivel_riesgo: null,
  estado: 'fallido',
  progreso: 10,
  solicitante: 'Valentina Rojas',
  created_at: '2026-11-28T09:00:00.000Z',
  publicado_at: null,
  error: MOTIVO,
  prioridad: 'standard',
  nombre_fantasia: '',
  representante: '',
  direccion: '',
  pais: 'Chile',
  sitio_web: '',
  peps: [],
  razones_riesgo: [],
  perfil: null,
  screening: null,
  archivos: [],
  creditos_usados: 0,
  creditos_reembolsados: 1,
  procesado_at: null,
  publicado_por: null,
};

/** The API of one failed request that a retry puts back in the queue. */
function stubApi() {
  let actual: DueDiligenceDetalle = FALLIDO;
  const posts: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const ruta = url.replace('/api/v1', '');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if ((init.method ?? 'GET') === 'GET' && ruta === '/due-diligence/5') return json(actual);
    if (init.method === 'POST' && ruta === '/due-diligence/5/reintentar') {
      posts.push(ruta);
      actual = {
        ...FALLIDO,
        estado: 'pendiente',
        progreso: 0,
        error: null,
        creditos_usados: 1,
        creditos_reembolsados: 0,
      };
      return json(actual);
    }
    throw new Error(`unexpected request ${init.method ?? 'GET'} ${ruta}`);
  });
  return { posts };
}

function renderPage() {
  return renderWithQuery(
    <SessionUserContext.Provider value={USUARIO}>
      <Toaster />
      <MemoryRouter initialEntries={['/due-diligence/5']}>
        <Routes>
          <Route path="/due-diligence/:id" element={<DetallePage />} />
        </Routes>
      </MemoryRouter>
    </SessionUserContext.Provider>,
  );
}

describe('DetallePage of a failed request', () => {
  it('says why in Spanish, what came back, and a retry puts it back in the queue', async () => {
    const api = stubApi();
    const { user } = renderPage();
    const estado = await screen.findByRole('region', { name: 'Estado de la solicitud' });
    within(estado).getByText('No se pudo procesar la solicitud');
    within(estado).getByText(MOTIVO);
    within(estado).getByText('Se devolvió 1 crédito a la empresa.');
    // The request's card: it holds no credit any more, and says what came back.
    expect(screen.getByText('Créditos usados').nextSibling?.textContent).toBe('0');
    expect(screen.getByText('Créditos devueltos').nextSibling?.textContent).toBe('1');

    await user.click(within(estado).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Solicitud enviada nuevamente a procesar.');
    await within(estado).findByText('En cola: el procesamiento comenzará en breve.');
    expect(within(estado).queryByText(MOTIVO)).toBeNull();
    expect(screen.getByText('Créditos usados').nextSibling?.textContent).toBe('1');
    expect(api.posts).toEqual(['/due-diligence/5/reintentar']);
  });
});
