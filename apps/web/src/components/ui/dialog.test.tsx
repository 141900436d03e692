import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

describe('Dialog and Sheet', () => {
  it("close with the Spanish 'Cerrar' button and give focus back", async () => {
    render(
      <Dialog>
        <DialogTrigger>Nuevo riesgo</DialogTrigger>
        <DialogContent>
          <DialogTitle>Nuevo riesgo</DialogTitle>
          <DialogDescription>Complete los datos del riesgo.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Nuevo riesgo' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Nuevo riesgo' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Complete los datos del riesgo.').id);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it.each(['right', 'left', 'top', 'bottom'] as const)('opens a sheet from the %s side', async (side) => {
    render(
      <Sheet>
        <SheetTrigger>Filtros</SheetTrigger>
        <SheetContent side={side}>
          <SheetTitle>Filtros</SheetTitle>
          <SheetDescription>Acote la lista.</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(screen.getByRole('dialog', { name: 'Filtros' }).getAttribute('data-side')).toBe(side);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
