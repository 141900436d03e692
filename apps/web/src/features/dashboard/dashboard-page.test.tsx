import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Dashboard, DashboardMes } from '@atalaya/shared/contracts/dashboard';
import { SessionUserContext, type SessionUser } from '@/shell/session';

import { DashboardOldPage } from './dashboard-old-page';
import { DashboardPage } from './dashboard-page';
import { etiquetaMesCorta, etiquetaMesLarga, formatPorcentaje, hayActividad } from './formato';

const USER: SessionUser = {
  id: 3,
  id_empresa: 2,
  nombre: 'Carolina',
  apellido: 'Muñoz',
  email: 'admin@demo.cl',
  roles: [{ nombre: 'admin_empresa' }],
  empresa: { id: 2, nombre: 'Empresa Demo SpA', logo: null, modulos: [] },
};

const mes = (m: string, v: number | null): DashboardMes => ({
  mes: m,
  denuncias_recibidas: v,
  documentos_publicados: v,
  nc_abiertas: v,
  nc_cerradas: v,
  dd_solicitadas: v,
});
const meses = (v: number | null) =>
  Array.from({ length: 12 }, (_, i) => mes(`2025-${String(i + 1).padStart(2, '0')}`, v));

const COMPLETO: Dashboard = {
  documentos: {
    compliance_rate: 33.3,
    requisitos_total: 3,
    requisitos_cubiertos: 1,
    documents_to_expire: 2,
    documentos_vencidos: 1,
    dias_aviso_vencimiento: 30,
    completion_rate: 71.4,
    flujos_iniciados: 7,
    flujos_completados: 5,
  },
  riesgos: { unresolved_risks: 1234, no_cubiertos: 1000, en_proceso: 234, total: 2000 },
  contratistas: { active: 3, blocked: 2, validation: 1, total: 6 },
  denuncias: { abiertas: 4, pendientes: 2, por_vencer: 1, vencidas: 1 },
  due_diligence: { pendientes: 1, en_progreso: 3, terminadas: 3, riesgo: { bajo: 2, monitoreo: 0, alto: 1 } },
  no_conformidades: {
    abiertas: 5,
    cerradas: 2,
    por_etapa: { abierta: 2, correccion: 1, analisis_causa: 1, clasificacion: 0, acciones: 0, verificacion: 1 },
  },
  tendencia: meses(0).map((m, i) => (i === 11 ? mes(m.mes, 3) : m)),
  generado_at: '2026-03-16T15:00:00.000Z',
};

const SOLO_DENUNCIAS: Dashboard = {
  documentos: null,
  riesgos: null,
  contratistas: null,
  denuncias: { abiertas: 3, pendientes: 2, por_vencer: 1, vencidas: 0 },
  due_diligence: null,
  no_conformidades: null,
  tendencia: meses(0).map((m) => ({ ...mes(m.mes, null), denuncias_recibidas: 0 })),
  generado_at: '2026-03-16T15:00:00.000Z',
};

function fakeApi(respuesta: () => Response) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.endsWith('/api/v1/dashboard')) return respuesta();
    throw new Error(`unexpected request ${url}`);
  });
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function Destino() {
  const location = useLocation();
  return <p>Destino {`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: DashboardPage },
      { path: '/dashboard-old', Component: DashboardOldPage },
      { path: '*', Component: Destino },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionUserContext.Provider value={USER}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionUserContext.Provider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('formato', () => {
  it('es-CL percentages and month labels', () => {
    expect(formatPorcentaje(33.3)).toBe('33,3%');
    expect(formatPorcentaje(100)).toBe('100%');
    expect(etiquetaMesCorta('2025-09')).toBe('sept 2025');
    expect(etiquetaMesLarga('2026-01')).toBe('enero de 2026');
    expect(hayActividad(meses(0))).toBe(false);
    expect(hayActividad(meses(null))).toBe(false);
  });
});

describe('DashboardPage', () => {
  it('keeps the welcome header and shows each figure as a link to its filtered list', async () => {
    fakeApi(() => json(COMPLETO));
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido, Carolina Muñoz' })).toBeTruthy();
    expect(screen.getByText('Empresa Demo SpA')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Cumplimiento normativo\s*33,3%/ })).getAttribute('href')).toBe(
      '/mi-empresa/requisitos',
    );
    expect(screen.getByRole('link', { name: /Riesgos no cubiertos\s*1\.234/ }).getAttribute('href')).toBe(
      '/mi-empresa/risks?estado=sin_cubrir',
    );
    expect(screen.getByRole('link', { name: /Flujos completados\s*71,4%/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Bloqueados\s*2$/ }).getAttribute('href')).toBe(
      '/mi-empresa/trabajadores?tipo=contratista&estado=bloqueado',
    );
    expect(screen.getByRole('link', { name: /^Análisis de causa\s*1$/ }).getAttribute('href')).toBe(
      '/no-conformidades/listado?etapa=analisis_causa',
    );
    expect(screen.getByRole('table', { name: 'Actividad de los últimos 12 meses' })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: /Documentos por vencer\s*2/ }));
    expect(await screen.findByText('Destino /documentos/listado?estado=por_vencer')).toBeTruthy();
  });

  it('shows only the sections the API sends, and no chart without history', async () => {
    fakeApi(() => json(SOLO_DENUNCIAS));
    renderPage();
    const abiertas = (await screen.findByText('Denuncias abiertas')).closest('[data-indicador]') as HTMLElement;
    expect(
      within(abiertas)
        .getByRole('link', { name: /^Pendientes\s*2$/ })
        .getAttribute('href'),
    ).toBe('/canal-denuncias/pendientes');
    expect(screen.getByRole('link', { name: /^Por vencer\s*1$/ }).getAttribute('href')).toBe(
      '/canal-denuncias/todas?alerta=por_vencer',
    );
    expect(screen.queryByText(/Cumplimiento normativo|Riesgos no cubiertos|Contratistas|Due diligence/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Actividad de los últimos 12 meses' })).toBeNull();
  });

  it('shows the server error with a retry', async () => {
    fakeApi(() => json({ mensaje: 'Servicio no disponible' }, 503));
    renderPage();
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('DashboardOldPage', () => {
  it('lists the same figures in a table', async () => {
    fakeApi(() => json(COMPLETO));
    renderPage('/dashboard-old');
    const fila = (await screen.findByRole('link', { name: 'Riesgos no cubiertos' })).closest('tr') as HTMLElement;
    expect(within(fila).getByText('1.234')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Cumplimiento normativo/ }).closest('tr')?.textContent).toContain('33,3%');
    expect(screen.getByRole('cell', { name: 'Marzo de 2025' })).toBeTruthy();
  });
});
