import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { useSessionUser } from '@/shell/session';
import { ModuloNoHabilitadoPage } from '@/shell/errors/modulo-no-habilitado-page';

import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { CommandPalette, useCommandPaletteShortcut } from './command-palette';
import { DegradedBanner } from './degraded-banner';
import { areaAccess } from './menu-access';
import { useModuloNoHabilitadoFromApi } from './use-modulo-no-habilitado';

/**
 * The signed-in layout (SPEC §2 private shell): sidebar, header and the current page. A page of
 * an area the company's plan (or the user's role) does not include is replaced by 'Módulo no
 * habilitado', decided from the menu table before any request, or from the API's 403 afterwards.
 */
export function AppShell() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [palette, setPalette] = useState({ open: false, search: '' });
  const openPalette = useCallback((search = '') => setPalette({ open: true, search }), []);
  const togglePalette = useCallback(() => setPalette((current) => ({ open: !current.open, search: '' })), []);
  useCommandPaletteShortcut(togglePalette);

  const blockedByApi = useModuloNoHabilitadoFromApi(pathname, user.empresa.id);
  const blocked = blockedByApi || areaAccess(pathname, user) !== 'permitido';

  return (
    <SidebarProvider>
      <a
        href="#contenido"
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Saltar al contenido
      </a>
      <AppSidebar />
      <SidebarInset className="min-w-0">
        <AppHeader onSearch={openPalette} />
        <div id="contenido" tabIndex={-1} className="flex flex-1 flex-col p-4 outline-none md:p-6">
          <DegradedBanner />
          {blocked ? <ModuloNoHabilitadoPage /> : <Outlet />}
        </div>
      </SidebarInset>
      <CommandPalette
        open={palette.open}
        onOpenChange={(open) => setPalette((current) => ({ ...current, open }))}
        search={palette.search}
        onSearchChange={(search) => setPalette((current) => ({ ...current, search }))}
      />
    </SidebarProvider>
  );
}
