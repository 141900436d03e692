import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { RouteErrorPage } from '@/shell/errors/route-error-page';

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
        // Issue 24 F7: accepting an invitation (public, no shell, no session check).
        path: 'invitacion/:token',
        lazy: async () => ({ Component: (await import('@/features/auth/invitacion-page')).InvitacionPage }),
      },
      // Public whistleblower channel (issue 6, SPEC §2): own layout, no shell, no session check.
      {
        lazy: async () => ({
          Component: (await import('@/features/canal-denuncias/publico/public-layout')).PublicLayout,
        }),
        children: [
          {
            path: 'canal/:token',
            lazy: async () => ({
              Component: (await import('@/features/canal-denuncias/publico/canal-page')).CanalPage,
            }),
          },
          {
            path: 'consulta-denuncia/:token',
            lazy: async () => ({
              Component: (await import('@/features/canal-denuncias/publico/consulta-page')).ConsultaPage,
            }),
          },
          {
            path: 'denuncia-exitosa/:token',
            lazy: async () => ({
              Component: (await import('@/features/canal-denuncias/publico/denuncia-exitosa-page')).DenunciaExitosaPage,
            }),
          },
          {
            path: 'denuncia-error/:token',
            lazy: async () => ({
              Component: (await import('@/features/canal-denuncias/publico/denuncia-error-page')).DenunciaErrorPage,
            }),
          },
        ],
      },
      {
        // /{slug}/{uuid} is the report form; any other unknown path of 2+ segments goes on, inside,
        // to the signed-in app's catch-all (static private routes always rank above this one).
        path: ':slug/:token/*',
        lazy: async () => ({
          Component: (await import('@/features/canal-denuncias/publico/formulario-gate')).FormularioGate,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('@/features/auth/require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await import('@/shell/layout/app-shell')).AppShell }),
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
                    // SPEC §2: the old dashboard, a simpler layout of the same figures.
                    path: 'dashboard-old',
                    lazy: async () => ({
                      Component: (await import('@/features/dashboard/dashboard-old-page')).DashboardOldPage,
                    }),
                  },
                  {
                    path: 'notificaciones',
                    lazy: async () => ({
                      Component: (await import('@/features/notificaciones/notificaciones-page')).NotificacionesPage,
                    }),
                  },
                  // User menu pages (issue 8 §7).
                  {
                    path: 'cuenta',
                    lazy: async () => ({ Component: (await import('@/features/cuenta/cuenta-page')).CuentaPage }),
                  },
                  {
                    path: 'cuenta/plan',
                    lazy: async () => ({ Component: (await import('@/features/cuenta/plan-page')).PlanPage }),
                  },
                  {
                    path: 'cuenta/cobro',
                    lazy: async () => ({ Component: (await import('@/features/cuenta/cobro-page')).CobroPage }),
                  },
                  {
                    path: 'mi-empresa',
                    lazy: async () => ({
                      Component: (await import('@/features/mi-empresa/mi-empresa-page')).MiEmpresaPage,
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
                  // Documentos (issue 5).
                  { path: 'documentos', element: <Navigate to="/documentos/registrar" replace /> },
                  {
                    path: 'documentos/registrar',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/documentos-page')).DocumentosPage,
                    }),
                  },
                  {
                    path: 'documentos/detalle/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/documento-detalle-page')).DocumentoDetallePage,
                    }),
                  },
                  {
                    path: 'documentos/listado',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/publicados-page')).PublicadosPage,
                    }),
                  },
                  // Globales catalogue (admin_atalaya only: the shell shows 'Módulo no habilitado' to others).
                  {
                    path: 'globales',
                    lazy: async () => ({ Component: (await import('@/features/globales/globales-page')).GlobalesPage }),
                  },
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
                  // Flujo documental (issue 5): the signed-in user's pending work, phase lists and flow screens.
                  { path: 'flujo-documental', element: <Navigate to="/flujo-documental/mis-flujos" replace /> },
                  {
                    path: 'flujo-documental/mis-flujos',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/mis-flujos-page')).MisFlujosPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/solicitud',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/solicitud-page')).SolicitudPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/revision',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/revision-page')).RevisionPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/aprobacion',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/aprobacion-page')).AprobacionPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/solicitar/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/solicitar-page')).SolicitarPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/creacion/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/creacion-page')).CreacionPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/aprobar-revision/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/aprobar-revision-page'))
                        .AprobarRevisionPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/aprobar-publicacion/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/aprobar-publicacion-page'))
                        .AprobarPublicacionPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/ver/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/ver-page')).VerPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/comentarios/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/comentarios-page')).ComentariosPage,
                    }),
                  },
                  {
                    path: 'flujo-documental/nueva-version/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/documentos/flujo/nueva-version-page')).NuevaVersionPage,
                    }),
                  },
                  // Canal de denuncias (issue 6): inbox by bucket, case detail and the channel configuration.
                  { path: 'canal-denuncias', element: <Navigate to="/canal-denuncias/todas" replace /> },
                  // SPEC §2's other names of the channel lead to the screen that does it.
                  { path: 'canal-denuncias/bandeja', element: <Navigate to="/canal-denuncias/todas" replace /> },
                  { path: 'canal-denuncias/denuncias', element: <Navigate to="/canal-denuncias/todas" replace /> },
                  {
                    path: 'canal-denuncias/nueva',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/redirecciones')).NuevaDenunciaRedirect,
                    }),
                  },
                  {
                    path: 'canal-denuncias/analisis/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/redirecciones')).AnalisisRedirect,
                    }),
                  },
                  {
                    path: 'canal-denuncias/clasificacion/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/redirecciones')).ClasificacionRedirect,
                    }),
                  },
                  {
                    path: 'canal-denuncias/vista-general',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/vista-general-page')).VistaGeneralPage,
                    }),
                  },
                  {
                    path: 'canal-denuncias/:estado',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/bandeja-page')).BandejaPage,
                    }),
                  },
                  {
                    path: 'canal-denuncias/:estado/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/canal-denuncias/denuncia-detalle-page')).DenunciaDetallePage,
                    }),
                  },
                  // Due diligence (issue 7): the company's lists, the analysts' bandeja, the create form, the dashboard.
                  { path: 'due-diligence', element: <Navigate to="/due-diligence/natural" replace /> },
                  {
                    path: 'due-diligence/natural',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page')).NaturalPage,
                    }),
                  },
                  {
                    path: 'due-diligence/juridica',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page'))
                        .JuridicaPage,
                    }),
                  },
                  {
                    path: 'due-diligence/todas',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page')).TodasPage,
                    }),
                  },
                  {
                    path: 'due-diligence/lite',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page')).LitePage,
                    }),
                  },
                  {
                    path: 'due-diligence/full',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page')).FullPage,
                    }),
                  },
                  {
                    path: 'due-diligence/all',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas/due-diligence-lista-page')).BandejaPage,
                    }),
                  },
                  {
                    path: 'due-diligence/nuevo',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/nuevo/nuevo-page')).NuevoDueDiligencePage,
                    }),
                  },
                  {
                    path: 'due-diligence/dashboard',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/dashboard/dashboard-page'))
                        .DueDiligenceDashboardPage,
                    }),
                  },
                  // One request (issue 7 §4): status, analyst review and edit, read-only report and its PEP section.
                  {
                    path: 'due-diligence/:id',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/detalle/detalle-page')).DetallePage,
                    }),
                  },
                  {
                    path: 'due-diligence/:id/temporal',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/temporal/temporal-page')).TemporalPage,
                    }),
                  },
                  {
                    path: 'due-diligence/:id/editar',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/editar/editar-page')).EditarPage,
                    }),
                  },
                  {
                    path: 'due-diligence/:id/readonly',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/readonly/readonly-page')).ReadonlyPage,
                    }),
                  },
                  {
                    path: 'due-diligence/:id/readonly/pep',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/readonly/pep-page')).PepPage,
                    }),
                  },
                  // Consultas Admiral (issue 7, admin_atalaya): dashboard, person directory, identity cards.
                  {
                    path: 'consultas-admiral',
                    children: [
                      { index: true, element: <Navigate to="/consultas-admiral/dashboard" replace /> },
                      {
                        path: 'dashboard',
                        lazy: async () => ({
                          Component: (await import('@/features/consultas-admiral/consultas-dashboard-page'))
                            .ConsultasDashboardPage,
                        }),
                      },
                      {
                        path: 'directorio-personas',
                        lazy: async () => ({
                          Component: (await import('@/features/consultas-admiral/directorio-personas-page'))
                            .DirectorioPersonasPage,
                        }),
                      },
                      {
                        path: 'directorio-personas/:id',
                        lazy: async () => ({
                          Component: (await import('@/features/consultas-admiral/persona-detalle-page'))
                            .PersonaDetallePage,
                        }),
                      },
                      {
                        path: 'estado-cedula',
                        lazy: async () => ({
                          Component: (await import('@/features/consultas-admiral/estado-cedula-page')).EstadoCedulaPage,
                        }),
                      },
                      {
                        path: '*',
                        lazy: async () => ({
                          Component: (await import('@/features/consultas-admiral/consultas-no-encontrada-page'))
                            .ConsultasNoEncontradaPage,
                        }),
                      },
                    ],
                  },
                  // Admin Due Diligences → Listas de sanciones (issue 7, admin_atalaya).
                  {
                    path: 'due-diligence/listas',
                    lazy: async () => ({
                      Component: (await import('@/features/due-diligence/listas-sanciones/listas-sanciones-page'))
                        .ListasSancionesPage,
                    }),
                  },
                  // Configuración (issue 8 §5): the active company's settings (company and platform admins).
                  {
                    path: 'configuracion',
                    lazy: async () => ({
                      Component: (await import('@/features/configuracion/configuracion-page')).ConfiguracionPage,
                    }),
                  },
                  // Soporte (issue 8): FAQs and the company's tickets; Globales → Tickets for admin_atalaya.
                  {
                    path: 'soporte',
                    lazy: async () => ({ Component: (await import('@/features/soporte/soporte-page')).SoportePage }),
                  },
                  {
                    path: 'soporte/tickets',
                    lazy: async () => ({ Component: (await import('@/features/soporte/tickets-page')).TicketsPage }),
                  },
                  {
                    path: 'globales/tickets',
                    lazy: async () => ({
                      Component: (await import('@/features/globales/tickets/tickets-globales-page'))
                        .TicketsGlobalesPage,
                    }),
                  },
                  // No conformidades (issue 8 §1-2): lists per stage, the form and one NC's workflow.
                  {
                    path: 'no-conformidades',
                    children: [
                      { index: true, element: <Navigate to="/no-conformidades/listado" replace /> },
                      {
                        path: 'nueva',
                        lazy: async () => ({
                          Component: (await import('@/features/no-conformidades/nueva-page')).NuevaNoConformidadPage,
                        }),
                      },
                      // A list (listado, analisis-causa, clasificacion, cerradas) or one NC by its id.
                      {
                        path: ':vista',
                        lazy: async () => ({
                          Component: (await import('@/features/no-conformidades/vista-page')).NoConformidadesVistaPage,
                        }),
                      },
                    ],
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
