import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from '@/components/ui/sidebar';

function Shell() {
  return (
    <SidebarProvider>
      <Sidebar collapsible="icon">
        <SidebarContent>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Inicio">Inicio</SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  );
}

const sidebarState = () => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state');

function pressShortcut(modifier: 'ctrlKey' | 'metaKey') {
  act(() => {
    fireEvent.keyDown(window, { key: 'b', [modifier]: true });
  });
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

describe('Sidebar', () => {
  it('starts open and toggles with Ctrl+B and ⌘+B, remembering the choice in the cookie', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    });

    render(<Shell />);
    expect(sidebarState()).toBe('expanded');
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar menú lateral' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    pressShortcut('ctrlKey');
    expect(sidebarState()).toBe('collapsed');
    expect(document.querySelector('[data-collapsible="icon"]')).not.toBeNull();
    expect(cookieWrites.at(-1)).toBe('sidebar_state=false; path=/; max-age=604800');

    pressShortcut('metaKey');
    expect(sidebarState()).toBe('expanded');
    expect(cookieWrites.at(-1)).toBe('sidebar_state=true; path=/; max-age=604800');
  });

  it('starts from the stored cookie', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(<Shell />);
    expect(sidebarState()).toBe('collapsed');
  });

  it('toggles from the trigger button', async () => {
    render(<Shell />);
    const trigger = screen.getByRole('button', { name: 'Mostrar u ocultar menú lateral' });
    await userEvent.click(trigger);
    expect(sidebarState()).toBe('collapsed');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('below 768 px is a sheet that Ctrl+B opens, leaving the desktop cookie alone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<Shell />);
    expect(screen.queryByRole('dialog')).toBeNull();

    pressShortcut('ctrlKey');
    expect(screen.getByRole('dialog', { name: 'Menú de navegación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inicio' })).toBeTruthy();
    expect(document.cookie).not.toContain('sidebar_state');
  });
});
