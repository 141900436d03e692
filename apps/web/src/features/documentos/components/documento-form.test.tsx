import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { fakeApi, renderWithQuery } from '@/components/records/form-test-utils';

import type { Documento } from '../api';
import { DocumentoForm } from './documento-form';

const usuario = (id: number, nombre: string, apellido: string, activo = true) => ({
  id,
  nombre,
  apellido,
  email: `${nombre.toLowerCase()}@demo.cl`,
  activo,
  roles: ['admin_empresa'],
  ultimo_acceso: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const USUARIOS = [usuario(3, 'Carolina', 'Muñoz'), usuario(4, 'Rodrigo', 'Vera'), usuario(5, 'Paula', 'Soto')];
const persona = ({ id, nombre, apellido, email }: ReturnType<typeof usuario>) => ({ id, nombre, apellido, email });

const DOCUMENTO: Documento = {
  id: 12,
  empresa_id: 2,
  codigo: 'POL-001',
  nombre_documento: 'Política de prevención de delitos',
  vigencia: 730,
  motivo_solicitud: 'Actualización por Ley 21.595',
  workflow_enabled: true,
  status: 'PUBLISHED',
  proceso_id: 7,
  proceso: { id: 7, nombre: 'Compras' },
  requisitos: [{ id: 21, nombre: 'Designar encargado de prevención' }],
  riesgos: [],
  solicitante_id: 3,
  revisor_id: 4,
  aprobador_id: 5,
  solicitante: persona(USUARIOS[0]!),
  revisor: persona(USUARIOS[1]!),
  aprobador: persona(USUARIOS[2]!),
  id_documentacion: 40,
  fase_actual: 'publicacion',
  version_actual: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function stubApi(answer?: { status: number; body: unknown }) {
  return fakeApi({
    lookups: {
      '/proceso/?limit=100': [
        { id: 7, nombre_proceso: 'Compras', codigo_proceso: 'P-01' },
        { id: 8, nombre_proceso: 'Finanzas', codigo_proceso: 'P-02' },
      ],
      '/requisitos/?limit=100': [
        { id: 21, codigo: 'MPD-01', nombre: 'Designar encargado de prevención' },
        { id: 22, codigo: 'KAR-01', nombre: 'Protocolo de prevención Ley Karin' },
      ],
      '/riesgos/?limit=100': [{ id: 31, nombre: 'Cohecho en licitaciones' }],
      '/usuarios/?limit=100': [...USUARIOS, usuario(6, 'Inés', 'Baja', false)],
    },
    post: '/documentos/',
    put: { path: '/documentos/12', row: DOCUMENTO },
    answer,
  });
}

function renderForm(row?: Documento) {
  const onSuccess = vi.fn();
  const { user } = renderWithQuery(<DocumentoForm open onOpenChange={() => {}} onSuccess={onSuccess} row={row} />);
  return { user, onSuccess };
}

type User = ReturnType<typeof renderForm>['user'];

async function elegir(user: User, campo: string, opcion: string) {
  await user.click(screen.getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

async function elegirVarios(user: User, campo: string, opciones: string[]) {
  await user.click(screen.getByRole('combobox', { name: campo }));
  for (const opcion of opciones) await user.click(await screen.findByRole('option', { name: opcion }));
  await user.keyboard('{Escape}');
}

beforeAll(() => {
  // Radix asks for pointer capture and cmdk scrolls the active option into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('DocumentoForm', { timeout: 30_000 }, () => {
  it("starts a new document with code 'DOC-' + timestamp, 365 days and the approval flow on", async () => {
    stubApi();
    const antes = Date.now();
    renderForm();

    const codigo = screen.getByLabelText<HTMLInputElement>('Código').value;
    expect(codigo).toMatch(/^DOC-\d+$/);
    expect(Number(codigo.slice(4))).toBeGreaterThanOrEqual(antes);
    expect(Number(codigo.slice(4))).toBeLessThanOrEqual(Date.now());
    expect(screen.getByLabelText<HTMLInputElement>('Vigencia (días) *').value).toBe('365');
    expect(screen.getByRole('switch', { name: 'Usa flujo de aprobación' }).getAttribute('aria-checked')).toBe('true');
    for (const campo of ['Solicitante', 'Revisor', 'Aprobador'])
      expect(screen.getByRole('combobox', { name: campo }).textContent).toContain('No asignado');
  });

  it('asks for the name in Spanish and sends nothing', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El nombre del documento es obligatorio')).toBeTruthy();
    expect(screen.getByLabelText('Nombre del documento *').getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('refuses the same person as revisor and aprobador, on the Aprobador field', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre del documento *'), 'Procedimiento de compras');
    await elegir(user, 'Revisor', 'Rodrigo Vera (rodrigo@demo.cl)');
    await elegir(user, 'Aprobador', 'Rodrigo Vera (rodrigo@demo.cl)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('El aprobador debe ser una persona distinta del revisor.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Aprobador' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.posts()).toEqual([]);

    // Choosing another revisor clears the message at once.
    await elegir(user, 'Revisor', 'Paula Soto (paula@demo.cl)');
    await waitFor(() =>
      expect(screen.queryByText('El aprobador debe ser una persona distinta del revisor.')).toBeNull(),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('offers only active users, and sends the whole document with ids as numbers', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre del documento *'), 'Procedimiento de compras');
    await user.clear(screen.getByLabelText('Código'));
    await user.type(screen.getByLabelText('Código'), 'PRO-COM-01');
    await user.clear(screen.getByLabelText('Vigencia (días) *'));
    await user.type(screen.getByLabelText('Vigencia (días) *'), '180');
    await user.type(screen.getByLabelText('Motivo de la solicitud'), 'Nueva política de compras');
    await elegir(user, 'Proceso', 'Finanzas');
    await elegirVarios(user, 'Requisitos', [
      'MPD-01 · Designar encargado de prevención',
      'KAR-01 · Protocolo de prevención Ley Karin',
    ]);
    await elegirVarios(user, 'Riesgos', ['Cohecho en licitaciones']);

    await user.click(screen.getByRole('combobox', { name: 'Solicitante' }));
    const opciones = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual([
      'No asignado',
      'Carolina Muñoz (carolina@demo.cl)',
      'Rodrigo Vera (rodrigo@demo.cl)',
      'Paula Soto (paula@demo.cl)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Carolina Muñoz (carolina@demo.cl)' }));
    await elegir(user, 'Revisor', 'Rodrigo Vera (rodrigo@demo.cl)');
    await elegir(user, 'Aprobador', 'Paula Soto (paula@demo.cl)');
    await user.click(screen.getByRole('switch', { name: 'Usa flujo de aprobación' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      nombre_documento: 'Procedimiento de compras',
      codigo: 'PRO-COM-01',
      vigencia: 180,
      motivo_solicitud: 'Nueva política de compras',
      workflow_enabled: false,
      proceso_id: 8,
      requisito_ids: [21, 22],
      riesgo_ids: [31],
      solicitante_id: 3,
      revisor_id: 4,
      aprobador_id: 5,
    });
  });

  it('sends unchosen people and process as null', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText('Nombre del documento *'), 'Instructivo de viáticos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]!.body).toMatchObject({
      vigencia: 365,
      workflow_enabled: true,
      proceso_id: null,
      requisito_ids: [],
      riesgo_ids: [],
      solicitante_id: null,
      revisor_id: null,
      aprobador_id: null,
    });
  });

  it('shows a duplicate code (409) on the Código field', async () => {
    stubApi({ status: 409, body: { mensaje: 'Ya existe un documento con el código DOC-1.', codigo: 'CONFLICTO' } });
    const first = renderForm();
    await first.user.type(screen.getByLabelText('Nombre del documento *'), 'Manual de ética');
    await first.user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un documento con el código DOC-1.')).toBeTruthy();
    expect(screen.getByLabelText('Código').getAttribute('aria-invalid')).toBe('true');
    expect(first.onSuccess).not.toHaveBeenCalled();
  });

  it('puts a refused reviewer on the Revisor field', async () => {
    stubApi({
      status: 400,
      body: { mensaje: 'Datos inválidos', errores: { revisor_id: 'Seleccione un revisor válido' } },
    });
    const { user, onSuccess } = renderForm(DOCUMENTO);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Seleccione un revisor válido')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Revisor' }).getAttribute('aria-invalid')).toBe('true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('edits a document keeping its links and people', async () => {
    const api = stubApi();
    const { user, onSuccess } = renderForm(DOCUMENTO);

    expect(screen.getByRole('combobox', { name: 'Proceso' }).textContent).toContain('Compras');
    expect(screen.getByRole('combobox', { name: 'Aprobador' }).textContent).toContain('Paula Soto');
    await user.clear(screen.getByLabelText('Nombre del documento *'));
    await user.type(screen.getByLabelText('Nombre del documento *'), 'Política de prevención de delitos 2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(api.puts()[0]!.body).toEqual({
      nombre_documento: 'Política de prevención de delitos 2026',
      codigo: 'POL-001',
      vigencia: 730,
      motivo_solicitud: 'Actualización por Ley 21.595',
      workflow_enabled: true,
      proceso_id: 7,
      requisito_ids: [21],
      riesgo_ids: [],
      solicitante_id: 3,
      revisor_id: 4,
      aprobador_id: 5,
    });
  });
});
