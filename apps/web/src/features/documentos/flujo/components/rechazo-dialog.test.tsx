import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { MENSAJE_RECHAZO_SIN_COMENTARIO, RechazoDialog } from './rechazo-dialog';

function renderDialog(props: Partial<Parameters<typeof RechazoDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <RechazoDialog
      open
      onOpenChange={() => {}}
      titulo="Rechazar revisión"
      pending={false}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('RechazoDialog', () => {
  it('refuses an empty or blank comment and says why', async () => {
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByRole('alert').textContent).toBe(MENSAJE_RECHAZO_SIN_COMENTARIO);
    expect(screen.getByLabelText('Comentario *').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Comentario *'), '   ');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('El rechazo requiere un comentario')).toBeTruthy();
  });

  it('sends the trimmed comment', async () => {
    const { onConfirm, user } = renderDialog();
    await user.type(screen.getByLabelText('Comentario *'), '  Falta la firma del gerente.  ');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(onConfirm).toHaveBeenCalledWith('Falta la firma del gerente.');
    expect(screen.queryByText(MENSAJE_RECHAZO_SIN_COMENTARIO)).toBeNull();
  });

  it("shows the server's refusal", () => {
    renderDialog({ error: 'Solo el revisor asignado puede aprobar o rechazar la revisión.' });
    expect(screen.getByRole('alert').textContent).toContain('Solo el revisor asignado');
  });
});
