import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CerrarDialog, MENSAJE_FALTA_MENSAJE, MENSAJE_FALTA_RESOLUCION } from './cerrar-dialog';

function renderDialog(props: Partial<Parameters<typeof CerrarDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <CerrarDialog
      open
      onOpenChange={() => {}}
      referencia="DEN-000007"
      pending={false}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('CerrarDialog', () => {
  it('requires both the resolution and the message for the reporter', async () => {
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cerrar denuncia' }));
    expect(screen.getByText(MENSAJE_FALTA_RESOLUCION)).toBeTruthy();
    expect(screen.getByText(MENSAJE_FALTA_MENSAJE)).toBeTruthy();
    expect(screen.getByLabelText('Resolución *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Mensaje para el denunciante *').getAttribute('aria-invalid')).toBe('true');

    // Only one of them, or blanks, is still not enough.
    await user.type(screen.getByLabelText('Resolución *'), 'Se acreditaron los hechos.');
    await user.type(screen.getByLabelText('Mensaje para el denunciante *'), '   ');
    await user.click(screen.getByRole('button', { name: 'Cerrar denuncia' }));
    expect(screen.queryByText(MENSAJE_FALTA_RESOLUCION)).toBeNull();
    expect(screen.getByText(MENSAJE_FALTA_MENSAJE)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks to confirm, then sends the trimmed texts', async () => {
    const { onConfirm, user } = renderDialog();
    await user.type(screen.getByLabelText('Resolución *'), '  Se acreditaron los hechos.  ');
    await user.type(screen.getByLabelText('Mensaje para el denunciante *'), ' Gracias por su denuncia. ');
    await user.click(screen.getByRole('button', { name: 'Cerrar denuncia' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(/no puede reabrirse/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confirmar: cerrar denuncia' }));
    expect(onConfirm).toHaveBeenCalledWith({
      resolucion: 'Se acreditaron los hechos.',
      mensaje_denunciante: 'Gracias por su denuncia.',
    });
  });

  it('editing after the confirmation question asks again', async () => {
    const { onConfirm, user } = renderDialog({ desestimar: true });
    expect(screen.getByRole('heading', { name: 'Desestimar la denuncia DEN-000007' })).toBeTruthy();
    await user.type(screen.getByLabelText('Resolución *'), 'No constituye infracción.');
    await user.type(screen.getByLabelText('Mensaje para el denunciante *'), 'Revisamos su denuncia.');
    await user.click(screen.getByRole('button', { name: 'Desestimar denuncia' }));
    await user.type(screen.getByLabelText('Resolución *'), ' Archivar.');
    expect(screen.getByRole('button', { name: 'Desestimar denuncia' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", () => {
    renderDialog({ error: 'No se puede «Cerrar denuncia» una denuncia en estado «Plan de acción».' });
    expect(screen.getByRole('alert').textContent).toContain('en estado «Plan de acción»');
  });
});
