import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { fakeApi as stubApi, renderWithQuery } from '@/components/records/form-test-utils';

import type { Empresa } from '../api';
import { EmpresaForm } from './empresa-form';

const REGIONES = [
  {
    codigo: '13',
    nombre: 'Metropolitana de Santiago',
    romano: 'XIII',
    comunas: [
      { codigo: '13123', nombre: 'Providencia' },
      { codigo: '13101', nombre: 'Santiago' },
    ],
  },
  {
    codigo: '05',
    nombre: 'Valparaíso',
    romano: 'V',
    comunas: [
      { codigo: '05101', nombre: 'Valparaíso' },
      { codigo: '05109', nombre: 'Viña del Mar' },
    ],
  },
];

const plan = (id: number, nombre: string, activo = true) => ({
  id,
  nombre,
  descripcion: '',
  modulos: [],
  creditos_due_diligence: 10,
  activo,
  empresas: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

const actividad = { codigo: '620200', descripcion: 'Actividades de consultoría de informática' };

const EMPRESA: Empresa = {
  id: 5,
  rut: '76123456-0',
  nombre: 'Constructora Andes SpA',
  nombre_fantasia: 'Andes',
  actividad_codigo: null,
  actividad: null,
  direccion: 'Av. Apoquindo 3000',
  region_codigo: '13',
  region: { codigo: '13', nombre: 'Metropolitana de Santiago' },
  comuna_codigo: '13123',
  comuna: { codigo: '13123', nombre: 'Providencia' },
  plan_id: 2,
  plan: { id: 2, nombre: 'Empresa' },
  logo_url: null,
  token_canal: '3f0e1c1a-0000-4000-8000-000000000001',
  creditos_due_diligence: 10,
  dominios_correo: ['andes.cl'],
  es_plataforma: false,
  activa: true,
  usuarios: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function fakeApi(answer?: { status: number; body: unknown }) {
  const fila = (a: typeof actividad) => ({
    ...a,
    afecto_iva: true,
    categoria_tributaria: '1',
    grupo: '620',
    seccion: 'J',
  });
  return stubApi({
    lookups: {
      '/region_comuna': { data: REGIONES },
      '/planes/?skip=0&limit=99': [plan(1, 'Básico'), plan(2, 'Empresa'), plan(3, 'Antiguo', false)],
      '/actividades-economicas/?limit=20': [fila(actividad)],
      '/actividades-economicas/?limit=20&q=inform': [fila(actividad)],
    },
    post: '/empresas/',
    put: { path: '/empresas/5', row: EMPRESA },
    answer,
  });
}

function renderForm(row?: Empresa) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<EmpresaForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

type User = ReturnType<typeof renderForm>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

beforeAll(() => {
  // Radix Select asks for pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

// Several selects and a debounced search per test: slower than the default 5 s on a busy machine.
describe('EmpresaForm', { timeout: 30_000 }, () => {
  it('checks the RUT as it is typed, sends nothing while invalid and formats it once valid', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();
    const rut = screen.getByLabelText('RUT *');

    await user.type(rut, '12.345.678-9');
    expect(await screen.findByText('RUT inválido')).toBeTruthy();
    expect(rut.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La razón social es obligatoria')).toBeTruthy();
    expect(screen.getByText('Seleccione un plan')).toBeTruthy();
    expect(api.posts()).toEqual([]);

    await user.clear(rut);
    await user.type(rut, '123456785');
    await waitFor(() => expect(screen.queryByText('RUT inválido')).toBeNull());
    await user.tab();
    expect((rut as HTMLInputElement).value).toBe('12.345.678-5');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('creates a company with an SII activity found by typing, region, commune and plan', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('RUT *'), '12345678-5');
    await user.type(screen.getByLabelText('Razón social *'), 'Servicios Cordillera Ltda.');
    await user.click(screen.getByRole('combobox', { name: 'Actividad económica' }));
    await user.type(screen.getByPlaceholderText('Código o descripción del SII'), 'inform');
    await user.click(await screen.findByRole('option', { name: '620200 — Actividades de consultoría de informática' }));
    await choose(user, 'Región', 'Valparaíso');
    await choose(user, 'Comuna *', 'Viña del Mar');
    // Inactive plans are not offered for a new company.
    await user.click(screen.getByRole('combobox', { name: 'Plan *' }));
    const planes = await screen.findByRole('listbox');
    expect(within(planes).queryByRole('option', { name: 'Antiguo' })).toBeNull();
    await user.click(within(planes).getByRole('option', { name: 'Básico' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toEqual({
      rut: '12345678-5',
      nombre: 'Servicios Cordillera Ltda.',
      nombre_fantasia: '',
      actividad_codigo: '620200',
      direccion: '',
      region_codigo: '05',
      comuna_codigo: '05109',
      plan_id: 1,
      activa: true,
      dominios_correo: [],
    });
  });

  it('empties the commune when the region changes and asks for one of the new region', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(EMPRESA);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Comuna *' }).textContent).toContain('Providencia'),
    );
    await choose(user, 'Región', 'Valparaíso');
    expect(screen.getByRole('combobox', { name: 'Comuna *' }).textContent).toContain('Seleccione');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione una comuna válida para la región')).toBeTruthy();
    expect(api.puts()).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Comuna *' }));
    const comunas = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(comunas).toEqual(['Valparaíso', 'Viña del Mar']);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('edits with PUT; "Sin región" sends no region nor commune', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(EMPRESA);

    expect((screen.getByLabelText('RUT *') as HTMLInputElement).value).toBe('76.123.456-0');
    await choose(user, 'Región', 'Sin región');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toMatchObject({
      rut: '76123456-0',
      region_codigo: null,
      comuna_codigo: null,
      plan_id: 2,
    });
  });

  it('edits the e-mail domains one per line; an invalid one is refused before sending', async () => {
    const api = fakeApi();
    const { user, onSuccess } = renderForm(EMPRESA);
    const dominios = screen.getByLabelText('Dominios de correo') as HTMLTextAreaElement;
    expect(dominios.value).toBe('andes.cl');
    // The help text is the field's description for assistive technology.
    const ayuda = document.getElementById(dominios.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(ayuda.textContent).toMatch(/Uno por línea.*Vacío: sin restricción/);

    await user.type(dominios, '\nandes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('«andes» no es un dominio válido (ej.: empresa.cl).')).toBeTruthy();
    expect(api.puts()).toEqual([]);

    await user.type(dominios, '.COM');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toMatchObject({ dominios_correo: ['andes.cl', 'andes.com'] });
  });

  it('shows a domain taken by another company (409) on the domains field, not on the RUT', async () => {
    const mensaje = 'El dominio andes.cl ya está asignado a otra empresa (Otra SpA).';
    fakeApi({ status: 409, body: { mensaje, errores: { dominios_correo: mensaje } } });
    const { user, onSuccess } = renderForm(EMPRESA);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(mensaje)).toBeTruthy();
    expect(screen.getByLabelText('Dominios de correo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('RUT *').getAttribute('aria-invalid')).toBe('false');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a taken RUT (409) on the RUT field', async () => {
    fakeApi({ status: 409, body: { mensaje: 'Ya existe una empresa con este RUT.' } });
    const { user, onSuccess } = renderForm(EMPRESA);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe una empresa con este RUT.')).toBeTruthy();
    expect(screen.getByLabelText('RUT *').getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
