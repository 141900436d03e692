import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';

/**
 * One route table (SPEC §2). Every screen is its own lazily loaded chunk; the shell too, so the
 * login page downloads none of it. Areas of later issues add their routes inside the shell; until
 * then their menu URLs reach the shell's not-found page (or 'Módulo no habilitado').
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <FullPageStatus label="Cargando..." />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('@/features/auth/require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('@/components/layout/app-shell')).AppShell }),
            children: [
              {
                // Errors of a page show inside the shell, which stays usable.
                errorElement: <RouteErrorPage fullPage={false} />,
                children: [
                  {
                    path: 'dashboard',
                    lazy: async () => ({
                      Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage,
                    }),
                  },
                  {
                    path: 'notificaciones',
                    lazy: async () => ({
                      Component: (await import('@/features/notificaciones/notificaciones-page')).NotificacionesPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/trabajadores',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/trabajadores/trabajadores-page'))
                        .TrabajadoresPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/departamentos',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/departamentos/departamentos-page'))
                        .DepartamentosPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/procesos',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/procesos/procesos-page')).ProcesosPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/centros',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/centros/centros-page')).CentrosPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/recursos',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/recursos/recursos-page')).RecursosPage,
                    }),
                  },
                  // Already in the entry chunk (the error screens use it): no lazy import.
                  { path: '*', Component: NotFoundPage },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
