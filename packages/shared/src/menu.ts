import { ACCESS, hasAnyRole, type PlanModule, type RoleName } from './roles';

/** Sidebar entry (SPEC §2 'Menu'); the same table drives the API guards' role sets. */
export interface MenuItem {
  title: string;
  url: string;
  /** Lucide icon name, resolved by the web sidebar. */
  icon?: string;
  roles?: readonly RoleName[];
  /** Plan module the company must have for the entry to work. */
  module?: PlanModule;
  items?: readonly { title: string; url: string }[];
}

export const MENU: readonly MenuItem[] = [
  { title: 'Dashboard', url: '/dashboard', icon: 'LayoutDashboard', roles: ACCESS.dashboard },
  {
    title: 'Mi Empresa',
    url: '/mi-empresa',
    icon: 'Building2',
    roles: ACCESS.miEmpresa,
    module: 'mi_empresa',
    items: [
      { title: 'Mis departamentos', url: '/mi-empresa/departamentos' },
      { title: 'Mis Trabajadores', url: '/mi-empresa/trabajadores' },
      { title: 'Mis Procesos', url: '/mi-empresa/procesos' },
      { title: 'Mis Riesgos', url: '/mi-empresa/risks' },
      { title: 'Mis Mitigaciones', url: '/mi-empresa/mitigations' },
      // SPEC §2 lists /mi-empresa/requisitos among the Mi Empresa routes (issue 4).
      { title: 'Mis Requisitos', url: '/mi-empresa/requisitos' },
      { title: 'Mis Usuarios', url: '/mi-empresa/usuarios' },
    ],
  },
  {
    title: 'Documentos',
    url: '/documentos',
    icon: 'FileText',
    roles: ACCESS.documentos,
    module: 'documentos',
    items: [
      { title: 'Todos los documentos', url: '/documentos/registrar' },
      { title: 'Publicados', url: '/documentos/listado' },
    ],
  },
  {
    title: 'Flujo documental',
    url: '/flujo-documental',
    icon: 'Workflow',
    roles: ACCESS.documentos,
    module: 'documentos',
    items: [
      { title: 'Mis flujos', url: '/flujo-documental/mis-flujos' },
      { title: 'Solicitudes', url: '/flujo-documental/solicitud' },
      { title: 'Revisiones', url: '/flujo-documental/revision' },
      { title: 'Aprobaciones', url: '/flujo-documental/aprobacion' },
    ],
  },
  {
    title: 'Canal de Denuncias',
    url: '/canal-denuncias',
    icon: 'Megaphone',
    roles: ACCESS.canalDenuncias,
    module: 'canal_denuncias',
    items: [
      { title: 'Todas', url: '/canal-denuncias/todas' },
      { title: 'Pendientes', url: '/canal-denuncias/pendientes' },
      { title: 'En revisión', url: '/canal-denuncias/en-revision' },
      { title: 'Cerradas', url: '/canal-denuncias/cerradas' },
      { title: 'Vista general', url: '/canal-denuncias/vista-general' },
    ],
  },
  {
    title: 'Due Diligences',
    url: '/due-diligence',
    icon: 'ShieldCheck',
    roles: ACCESS.dueDiligence,
    module: 'due_diligence',
    items: [
      { title: 'Dashboard', url: '/due-diligence/dashboard' },
      { title: 'Nuevo', url: '/due-diligence/nuevo' },
      { title: 'Lite', url: '/due-diligence/lite' },
      { title: 'Full', url: '/due-diligence/full' },
      { title: 'Todas', url: '/due-diligence/todas' },
    ],
  },
  {
    title: 'No conformidades',
    url: '/no-conformidades',
    icon: 'ClipboardX',
    roles: ACCESS.miEmpresa,
    module: 'no_conformidades',
    items: [
      { title: 'Listado', url: '/no-conformidades/listado' },
      { title: 'Nueva', url: '/no-conformidades/nueva' },
      { title: 'Análisis de causa', url: '/no-conformidades/analisis-causa' },
      { title: 'Clasificación', url: '/no-conformidades/clasificacion' },
      { title: 'Cerradas', url: '/no-conformidades/cerradas' },
    ],
  },
  {
    title: 'Admin Due Diligences',
    url: '/due-diligence/all',
    icon: 'ShieldAlert',
    roles: ACCESS.platform,
    items: [
      { title: 'Bandeja', url: '/due-diligence/all' },
      { title: 'Nuevo', url: '/due-diligence/nuevo' },
      { title: 'Listas de sanciones', url: '/due-diligence/listas' },
    ],
  },
  {
    title: 'Globales',
    url: '/globales',
    icon: 'Globe',
    roles: ACCESS.platform,
    items: [
      { title: 'Tipos de requisito', url: '/globales/tipo-requisito' },
      { title: 'Categorías', url: '/globales/categorias' },
      { title: 'Subcategorías', url: '/globales/subcategorias' },
      { title: 'Requisitos', url: '/globales/requisitos' },
      { title: 'Preguntas frecuentes', url: '/globales/faqs' },
      { title: 'Usuarios', url: '/globales/usuarios' },
      { title: 'Empresas', url: '/globales/empresas' },
      { title: 'Roles', url: '/globales/roles' },
      { title: 'Planes', url: '/globales/planes' },
      { title: 'Riesgos', url: '/globales/riskmanagement/risks' },
      { title: 'Mitigaciones', url: '/globales/riskmanagement/mitigations' },
      { title: 'Tickets', url: '/globales/tickets' },
    ],
  },
  {
    title: 'Consultas Admiral',
    url: '/consultas-admiral',
    icon: 'Search',
    roles: ACCESS.platform,
    items: [
      { title: 'Dashboard', url: '/consultas-admiral/dashboard' },
      { title: 'Directorio de personas', url: '/consultas-admiral/directorio-personas' },
      { title: 'Estado de cédula', url: '/consultas-admiral/estado-cedula' },
    ],
  },
  { title: 'Configuración', url: '/configuracion', icon: 'Settings', roles: ACCESS.configuracion },
];

/** SPEC §6: the entries a user with these role names may see. */
export function visibleMenu(userRoles: readonly string[]): MenuItem[] {
  return MENU.filter((item) => hasAnyRole(userRoles, item.roles));
}
