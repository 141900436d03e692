import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ConfiguracionEmpresa } from '@atalaya/shared/contracts/configuracion';
import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';

import { DocumentosCard } from './documentos-card';
import { NotificacionesCard } from './notificaciones-card';

const on = { campana: true, correo: true };
const CONFIG: ConfiguracionEmpresa = {
  id: 2,
  nombre: 'Empresa Demo SpA',
  rut: '76543210-3',
  nombre_fantasia: 'Demo',
  logo_url: null,
  dias_aviso_vencimiento: 30,
  preferencias_notificacion: {
    documentos: on,
    denuncias: on,
    due_diligence: on,
    no_conformidades: on,
    soporte: on,
  },
  exigir_2fa: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('NotificacionesCard', { timeout: 15_000 }, () => {
  it('saves the whole preferences object after a switch is turned off', async () => {
    const guardada = {
      ...CONFIG,
      preferencias_notificacion: { ...CONFIG.preferencias_notificacion, soporte: { campana: true, correo: false } },
    };
    const api = fakeApi({ lookups: {}, post: '/none', put: { path: '/configuracion/notificaciones', row: guardada } });
    const { user } = renderWithQuery(<NotificacionesCard config={CONFIG} />);

    const guardar = screen.getByRole('button', { name: 'Guardar preferencias' });
    expect(guardar).toHaveProperty('disabled', true);
    const correo = screen.getByRole('checkbox', { name: 'Soporte: correo (por correo electrónico)' });
    expect(correo.getAttribute('aria-checked')).toBe('true');
    await user.click(correo);
    expect(correo.getAttribute('aria-checked')).toBe('false');
    await user.click(guardar);

    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0]!.body).toEqual(guardada.preferencias_notificacion);
    await waitFor(() => expect(guardar).toHaveProperty('disabled', true));
  });
});

describe('DocumentosCard', { timeout: 15_000 }, () => {
  it('refuses 0 days in Spanish and sends the threshold with the current nombre de fantasía', async () => {
    const api = fakeApi({
      lookups: {},
      post: '/none',
      put: { path: '/configuracion/empresa', row: { ...CONFIG, dias_aviso_vencimiento: 15 } },
    });
    const { user } = renderWithQuery(<DocumentosCard config={CONFIG} />);
    const dias = screen.getByLabelText('Días de aviso “por vencer” (1 a 365)');

    await user.clear(dias);
    await user.type(dias, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los días de aviso deben ser al menos 1.')).toBeTruthy();
    expect(api.puts()).toHaveLength(0);

    await user.clear(dias);
    await user.type(dias, '15');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.puts()).toHaveLength(1));
    expect(api.puts()[0]!.body).toEqual({ nombre_fantasia: 'Demo', dias_aviso_vencimiento: 15 });
  });
});
