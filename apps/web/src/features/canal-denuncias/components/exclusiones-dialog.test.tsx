import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MENSAJE_FALTA_MOTIVO_EXCLUSION } from '@atalaya/shared/contracts/canal-denuncias/denuncias';

import { ExclusionesDialog } from './exclusiones-dialog';

const CANDIDATOS = [
  { id: 2, nombre: 'Carolina', apellido: 'Muñoz', email: 'admin@demo.cl' },
  { id: 5, nombre: 'Matías', apellido: 'Soto', email: 'tekemi@demo.cl' },
];

function renderDialog(props: Partial<Parameters<typeof ExclusionesDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <ExclusionesDialog
      referencia="DEN-000003"
      candidatos={CANDIDATOS}
      excluidos={[5]}
      pending={false}
      onOpenChange={() => {}}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('ExclusionesDialog', () => {
  it('requires a reason, marked on the field, before sending', async () => {
    const { onConfirm, user } = renderDialog();
    const motivo = screen.getByLabelText('Motivo *');
    await user.type(motivo, '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar exclusiones' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(MENSAJE_FALTA_MOTIVO_EXCLUSION);
    expect(motivo.getAttribute('aria-invalid')).toBe('true');
    expect(motivo.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(motivo);
  });

  it('sends the checked people and the trimmed reason', async () => {
    const { onConfirm, user } = renderDialog();
    expect((screen.getByLabelText(/Matías Soto/) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText(/Carolina Muñoz/));
    await user.type(screen.getByLabelText('Motivo *'), '  Está involucrada en los hechos. ');
    await user.click(screen.getByRole('button', { name: 'Guardar exclusiones' }));
    expect(onConfirm).toHaveBeenCalledWith({ usuario_ids: [5, 2], motivo: 'Está involucrada en los hechos.' });
  });

  it("shows the server's refusal", () => {
    renderDialog({ error: 'No se puede excluir a todos: debe quedar al menos una persona de la empresa.' });
    expect(screen.getByRole('alert').textContent).toContain('al menos una persona');
  });
});
