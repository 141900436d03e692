import { describe, expect, it } from 'vitest';

import { MENU, visibleMenu } from './menu';
import { ACCESS, hasAnyRole } from './roles';

const titles = (roles: string[]) => visibleMenu(roles).map((item) => item.title);

describe('visibleMenu (SPEC §6)', () => {
  it('shows admin_empresa the company modules and Configuración, none of the platform ones', () => {
    expect(titles(['admin_empresa'])).toEqual([
      'Dashboard',
      'Mi Empresa',
      'Documentos',
      'Flujo documental',
      'Canal de Denuncias',
      'Due Diligences',
      'No conformidades',
      'Configuración',
    ]);
  });

  it('shows admin_atalaya everything', () => {
    expect(titles(['admin_atalaya'])).toEqual(MENU.map((item) => item.title));
    expect(titles(['admin_atalaya'])).toEqual(
      expect.arrayContaining(['Globales', 'Admin Due Diligences', 'Consultas Admiral', 'Configuración']),
    );
  });

  it.each([
    [['admin_user_denuncias'], ['Canal de Denuncias']],
    [['admin_user_due_diligence'], ['Due Diligences']],
    [['admin_tekemi'], ['Mi Empresa', 'Canal de Denuncias', 'Due Diligences', 'No conformidades']],
    [[], []],
    [['desconocido'], []],
  ])('roles %j see %j', (roles, expected) => {
    expect(titles(roles)).toEqual(expected);
  });

  it('joins the entries of several roles', () => {
    expect(titles(['admin_user_denuncias', 'admin_user_due_diligence'])).toEqual([
      'Canal de Denuncias',
      'Due Diligences',
    ]);
  });

  it("matches the user's role names without regard to case", () => {
    expect(titles(['ADMIN_USER_DENUNCIAS'])).toEqual(['Canal de Denuncias']);
    expect(hasAnyRole(['Admin_Empresa'], ACCESS.dashboard)).toBe(true);
  });

  it('treats an entry without roles as visible to everyone', () => {
    expect(hasAnyRole([], undefined)).toBe(true);
    expect(hasAnyRole(['x'], [])).toBe(true);
  });
});

describe('MENU (SPEC §2)', () => {
  it('points at the URLs of the spec', () => {
    const urls = Object.fromEntries(MENU.map((item) => [item.title, item.url]));
    expect(urls).toMatchObject({
      Dashboard: '/dashboard',
      'Mi Empresa': '/mi-empresa',
      'Flujo documental': '/flujo-documental',
      'Due Diligences': '/due-diligence',
      'Admin Due Diligences': '/due-diligence/all',
      'Consultas Admiral': '/consultas-admiral',
      Configuración: '/configuracion',
    });
    const sub = (title: string) => MENU.find((item) => item.title === title)?.items?.map((s) => s.url);
    expect(sub('Mi Empresa')).toEqual([
      '/mi-empresa/departamentos',
      '/mi-empresa/trabajadores',
      '/mi-empresa/procesos',
      '/mi-empresa/risks',
      '/mi-empresa/mitigations',
      // 'Mis Requisitos' (issue 4): SPEC §2 lists the route among the Mi Empresa children.
      '/mi-empresa/requisitos',
      '/mi-empresa/usuarios',
    ]);
    expect(sub('Documentos')).toEqual(['/documentos/registrar', '/documentos/listado']);
    expect(sub('Flujo documental')).toEqual([
      '/flujo-documental/mis-flujos',
      '/flujo-documental/solicitud',
      '/flujo-documental/revision',
      '/flujo-documental/aprobacion',
    ]);
    expect(sub('Canal de Denuncias')).toEqual([
      '/canal-denuncias/todas',
      '/canal-denuncias/pendientes',
      '/canal-denuncias/en-revision',
      '/canal-denuncias/cerradas',
      '/canal-denuncias/vista-general',
    ]);
    expect(sub('Due Diligences')).toEqual([
      '/due-diligence/dashboard',
      '/due-diligence/nuevo',
      '/due-diligence/lite',
      '/due-diligence/full',
      '/due-diligence/todas',
    ]);
    expect(sub('No conformidades')).toEqual([
      '/no-conformidades/listado',
      '/no-conformidades/nueva',
      '/no-conformidades/analisis-causa',
      '/no-conformidades/clasificacion',
      '/no-conformidades/cerradas',
    ]);
    expect(sub('Consultas Admiral')).toEqual([
      '/consultas-admiral/dashboard',
      '/consultas-admiral/directorio-personas',
      '/consultas-admiral/estado-cedula',
    ]);
  });
});
