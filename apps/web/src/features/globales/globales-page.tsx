import {
  BuildingIcon,
  CreditCardIcon,
  FolderTreeIcon,
  FoldersIcon,
  KeyRoundIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  MessageCircleQuestionIcon,
  ShieldCheckIcon,
  TagIcon,
  TriangleAlertIcon,
  UsersIcon,
} from 'lucide-react';

import { ResumenArea, type SeccionArea } from '@/components/resumen-area/resumen-area';

/** In the menu's order. */
const SECCIONES: SeccionArea[] = [
  {
    url: '/globales/tipo-requisito',
    descripcion: 'Clasificación de los requisitos del catálogo.',
    icono: TagIcon,
    lista: '/tipo_requisito/',
  },
  {
    url: '/globales/categorias',
    descripcion: 'Categorías que agrupan los requisitos globales.',
    icono: FoldersIcon,
    lista: '/categorias-requisitos/',
  },
  {
    url: '/globales/subcategorias',
    descripcion: 'Subdivisiones de cada categoría.',
    icono: FolderTreeIcon,
    lista: '/subcategorias-requisitos/',
  },
  {
    url: '/globales/requisitos',
    descripcion: 'Catálogo de requisitos que se importan a las empresas.',
    icono: ListChecksIcon,
    lista: '/requisitos-globales/',
  },
  {
    url: '/globales/faqs',
    descripcion: 'Preguntas frecuentes que se muestran en Soporte.',
    icono: MessageCircleQuestionIcon,
    lista: '/faqs/',
  },
  {
    url: '/globales/usuarios',
    descripcion: 'Usuarios de todas las empresas.',
    icono: UsersIcon,
    lista: '/usuarios-globales/',
  },
  {
    url: '/globales/empresas',
    descripcion: 'Empresas clientes, su plan y su estado.',
    icono: BuildingIcon,
    lista: '/empresas/',
  },
  {
    url: '/globales/roles',
    descripcion: 'Roles del sistema y roles propios.',
    icono: KeyRoundIcon,
    lista: '/roles/',
  },
  {
    url: '/globales/planes',
    descripcion: 'Planes con sus módulos y límites.',
    icono: CreditCardIcon,
    lista: '/planes/',
  },
  {
    url: '/globales/riskmanagement/risks',
    descripcion: 'Catálogo de riesgos y delitos base.',
    icono: TriangleAlertIcon,
    lista: '/riesgos-globales/',
  },
  {
    url: '/globales/riskmanagement/mitigations',
    descripcion: 'Catálogo de mitigaciones asociadas a los riesgos.',
    icono: ShieldCheckIcon,
    lista: '/mitigaciones-globales/',
  },
  {
    url: '/globales/tickets',
    descripcion: 'Tickets de soporte de todas las empresas.',
    icono: LifeBuoyIcon,
    lista: '/support/tickets',
  },
];

/** /globales: the platform's catalogue and administration, section by section, with their counts. */
export function GlobalesPage() {
  return (
    <ResumenArea
      area="/globales"
      descripcion="Administración de la plataforma: catálogos compartidos, empresas, usuarios, roles, planes y soporte."
      secciones={SECCIONES}
    />
  );
}
