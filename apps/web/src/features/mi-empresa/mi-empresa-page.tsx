import {
  BoxesIcon,
  BuildingIcon,
  ClipboardCheckIcon,
  NetworkIcon,
  ShieldCheckIcon,
  TriangleAlertIcon,
  UserCogIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';

import { ResumenArea, type SeccionArea } from '@/components/resumen-area/resumen-area';

/** In the menu's order; centros and recursos have no menu entry and are reached from here. */
const SECCIONES: SeccionArea[] = [
  {
    url: '/mi-empresa/departamentos',
    descripcion: 'Estructura de áreas de la empresa y sus responsables.',
    icono: NetworkIcon,
    lista: '/departamentos/',
  },
  {
    url: '/mi-empresa/trabajadores',
    descripcion: 'Personal propio y de contratistas, con su estado.',
    icono: UsersIcon,
    lista: '/trabajadores/',
  },
  {
    url: '/mi-empresa/procesos',
    descripcion: 'Procesos de la empresa y sus responsables.',
    icono: WorkflowIcon,
    lista: '/proceso/',
  },
  {
    url: '/mi-empresa/risks',
    descripcion: 'Matriz de riesgos con probabilidad, impacto y nivel.',
    icono: TriangleAlertIcon,
    lista: '/riesgos/',
  },
  {
    url: '/mi-empresa/mitigations',
    descripcion: 'Controles y medidas que reducen los riesgos.',
    icono: ShieldCheckIcon,
    lista: '/mitigaciones/',
  },
  {
    url: '/mi-empresa/requisitos',
    descripcion: 'Requisitos legales y normativos y su cumplimiento.',
    icono: ClipboardCheckIcon,
    lista: '/requisitos/',
  },
  {
    url: '/mi-empresa/usuarios',
    descripcion: 'Cuentas con acceso a Atalaya y sus roles.',
    icono: UserCogIcon,
    lista: '/usuarios/',
  },
  {
    url: '/mi-empresa/centros',
    titulo: 'Mis Centros',
    descripcion: 'Sedes, plantas y faenas con su dirección.',
    icono: BuildingIcon,
    lista: '/centros/',
  },
  {
    url: '/mi-empresa/recursos',
    titulo: 'Mis Recursos',
    descripcion: 'Equipos, vehículos y otros recursos de la empresa.',
    icono: BoxesIcon,
    lista: '/recursos/',
  },
];

/** /mi-empresa: the company's data, section by section, with how many records each holds. */
export function MiEmpresaPage() {
  return (
    <ResumenArea
      area="/mi-empresa"
      descripcion="Los datos de su empresa: estructura, personas, procesos, riesgos y requisitos."
      secciones={SECCIONES}
    />
  );
}
