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
                  {
                    path: 'mi-empresa/risks',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/riesgos/riesgos-page')).RiesgosPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/mitigations',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/mitigaciones/mitigaciones-page'))
                        .MitigacionesPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/usuarios',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/usuarios/usuarios-page')).UsuariosPage,
                    }),
                  },
                  {
                    path: 'mi-empresa/requisitos',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/requisitos/requisitos-page')).RequisitosPage,
                    }),
                  },
                  // Globales catalogue (admin_atalaya only: the shell shows 'Módulo no habilitado' to others).
                  {
                    path: 'globales/tipo-requisito',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/tipos-requisito/tipos-requisito-page'))
                        .TiposRequisitoPage,
                    }),
                  },
                  {
                    path: 'globales/categorias',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/categorias/categorias-page')).CategoriasPage,
                    }),
                  },
                  {
                    path: 'globales/subcategorias',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/subcategorias/subcategorias-page'))
                        .SubcategoriasPage,
                    }),
                  },
                  {
                    path: 'globales/requisitos',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/requisitos/requisitos-globales-page'))
                        .RequisitosGlobalesPage,
                    }),
                  },
                  {
                    path: 'globales/riskmanagement/risks',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/riesgos/riesgos-globales-page'))
                        .RiesgosGlobalesPage,
                    }),
                  },
                  {
                    path: 'globales/riskmanagement/mitigations',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/mitigaciones/mitigaciones-globales-page'))
                        .MitigacionesGlobalesPage,
                    }),
                  },
                  {
                    path: 'globales/faqs',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/faqs/faqs-page')).FaqsPage,
                    }),
                  },
                  {
                    path: 'globales/empresas',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/empresas/empresas-page')).EmpresasPage,
                    }),
                  },
                  {
                    path: 'globales/usuarios',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/usuarios/usuarios-page')).UsuariosGlobalesPage,
                    }),
                  },
                  {
                    path: 'globales/roles',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/roles/roles-page')).RolesPage,
                    }),
                  },
                  {
                    path: 'globales/planes',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/planes/planes-page')).PlanesPage,
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
