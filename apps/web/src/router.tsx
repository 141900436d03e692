import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { RouteErrorPage } from '@/features/errors/route-error-page';

/** One route table; every screen is its own lazily loaded chunk. */
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
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/features/errors/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
