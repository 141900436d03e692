import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
  act(() => {
    vi.advanceTimersByTime(1);
  });
}

function leave(element: HTMLElement) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
}

describe('TooltipProvider', () => {
  it('opens tooltips at once (SPEC §9: open delay 0 ms)', () => {
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Exportar</TooltipTrigger>
          <TooltipContent>Descargar como Excel</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    hover(screen.getByRole('button', { name: 'Exportar' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Descargar como Excel');
  });

  it('skips the delay for 300 ms after one closes, then applies it again', () => {
    render(
      // Without hoverable content, leaving the trigger closes at once (no grace area to cross).
      <TooltipProvider delayDuration={500} disableHoverableContent>
        <Tooltip>
          <TooltipTrigger>Uno</TooltipTrigger>
          <TooltipContent>Primero</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger>Dos</TooltipTrigger>
          <TooltipContent>Segundo</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    const uno = screen.getByRole('button', { name: 'Uno' });
    const dos = screen.getByRole('button', { name: 'Dos' });

    hover(uno);
    expect(screen.queryByRole('tooltip')).toBeNull(); // the (overridden) 500 ms delay applies
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('tooltip').textContent).toBe('Primero');

    leave(uno);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    hover(dos);
    expect(screen.getByRole('tooltip').textContent).toBe('Segundo');

    leave(dos);
    act(() => {
      vi.advanceTimersByTime(301);
    });
    hover(uno);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
