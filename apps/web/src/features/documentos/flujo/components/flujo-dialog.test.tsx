import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flujo } from '@atalaya/shared/contracts/documentos';

import { FlujoDialog } from './flujo-dialog';

const flujo: Flujo = {
  id: 9,
  fase: 'revision',
  version_num: 2,
  cambios: '',
  documento: {
    id: 4,
    codigo: 'DOC-1700000000000',
    nombre_documento: 'Política de calidad',
    created_at: '2026-01-05T14:05:00.000Z',
    vigencia: 730,
    workflow_enabled: true,
    requisitos: [
      { id: 1, nombre: 'ISO 9001 7.5' },
      { id: 2, nombre: 'Ley 16.744' },
    ],
  },
  latest_ciclo_vida: {
    estado: 'EN_REVISION',
    fecha_cambio: new Date(2026, 0, 6, 9, 30).toISOString(),
    usuario: { nombre: 'Carolina', apellido: 'Muñoz' },
  },
  solicitante: { id: 1, nombre: 'Carolina', apellido: 'Muñoz', email: 'admin@demo.cl' },
  revisor: null,
  aprobador: { id: 3, nombre: 'Francisca', apellido: 'González', email: 'aprobador@demo.cl' },
  autor: null,
  rejection_reason: null,
  fecha_publicacion: null,
  fecha_vencimiento: null,
  created_at: '2026-01-05T14:05:00.000Z',
};

/** The value next to a label in the modal's definition lists. */
const valor = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('FlujoDialog', () => {
  it("shows the document, its current lifecycle, its people ('No asignado') and requirements", () => {
    render(<FlujoDialog flujo={flujo} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Flujo de documento' });
    expect(valor('Código del Documento')).toBe('DOC-1700000000000');
    expect(valor('Nombre del Documento')).toBe('Política de calidad');
    expect(valor('Fecha de Creación')).toMatch(/^0[56]\/01\/2026$/);
    expect(valor('Vigencia (días)')).toBe('730');
    expect(valor('Estado')).toBe('En Revisión');
    expect(valor('Usuario del Estado')).toBe('Carolina Muñoz');
    expect(valor('Fecha del Cambio de Estado')).toBe('06/01/2026 09:30');
    expect(valor('Solicitante')).toBe('Carolina Muñozadmin@demo.cl');
    expect(valor('Revisor')).toBe('No asignado');
    expect(valor('Aprobador')).toBe('Francisca Gonzálezaprobador@demo.cl');
    const requisitos = within(dialog).getByRole('region', { name: 'Requisitos' });
    expect(
      within(requisitos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ISO 9001 7.5', 'Ley 16.744']);
  });
});
