import { describe, expect, it } from 'vitest';

import {
  areaAccess,
  isEntryActive,
  isPathWithin,
  paletteEntriesFor,
  planIncludes,
  searchKeywords,
} from './menu-access';

const ALL = ['mi_empresa', 'documentos', 'canal_denuncias', 'due_diligence', 'no_conformidades'];
const user = (roles: string[], modulos: string[] = ALL) => ({
  roles: roles.map((nombre) => ({ nombre })),
  empresa: { modulos },
});

describe('isPathWithin', () => {
  it('matches whole segments only', () => {
    expect(isPathWithin('/documentos', '/documentos')).toBe(true);
    expect(isPathWithin('/documentos/listado', '/documentos')).toBe(true);
    expect(isPathWithin('/documentos-viejos', '/documentos')).toBe(false);
    expect(isPathWithin('/docs', '/documentos')).toBe(false);
  });
});

describe('isEntryActive', () => {
  it('is active inside the entry or one of its sub-entries', () => {
    const documentos = { url: '/documentos', items: [{ title: 'Publicados', url: '/documentos/listado' }] };
    expect(isEntryActive(documentos, '/documentos/detalle/4')).toBe(true);
    expect(
      isEntryActive(
        { url: '/due-diligence/all', items: [{ title: 'N', url: '/due-diligence/nuevo' }] },
        '/due-diligence/nuevo',
      ),
    ).toBe(true);
    expect(isEntryActive(documentos, '/dashboard')).toBe(false);
  });
});

describe('planIncludes', () => {
  it('needs the module in the plan, except for entries without one and for platform admins', () => {
    expect(planIncludes(user(['admin_empresa'], ['documentos']), { module: 'due_diligence' })).toBe(false);
    expect(planIncludes(user(['admin_empresa'], ['documentos']), { module: 'documentos' })).toBe(true);
    expect(planIncludes(user(['admin_empresa'], []), {})).toBe(true);
    expect(planIncludes(user(['ADMIN_ATALAYA'], []), { module: 'due_diligence' })).toBe(true);
  });
});

describe('areaAccess', () => {
  const otra = user(['admin_empresa'], ['mi_empresa', 'documentos', 'canal_denuncias', 'no_conformidades']);

  it('refuses an area the plan lacks', () => {
    expect(areaAccess('/due-diligence/dashboard', otra)).toBe('sin-modulo');
    expect(areaAccess('/due-diligence/123/editar', otra)).toBe('sin-modulo');
    expect(areaAccess('/due-diligence/nuevo', otra)).toBe('sin-modulo');
    expect(areaAccess('/documentos/listado', otra)).toBe('permitido');
  });

  it('refuses an area the roles do not reach', () => {
    expect(areaAccess('/globales/tickets', otra)).toBe('sin-rol');
    expect(areaAccess('/due-diligence/all', otra)).toBe('sin-rol');
    expect(areaAccess('/documentos/listado', user(['admin_user_denuncias']))).toBe('sin-rol');
    expect(areaAccess('/canal-denuncias/todas', user(['admin_user_denuncias']))).toBe('permitido');
  });

  it('lets anyone reach the dashboard and pages outside the menu', () => {
    expect(areaAccess('/dashboard', user(['admin_user_denuncias']))).toBe('permitido');
    expect(areaAccess('/notificaciones', user([]))).toBe('permitido');
    expect(areaAccess('/no-existe', user([]))).toBe('permitido');
  });

  it('lets the platform admin in everywhere, whatever the plan', () => {
    const admin = user(['admin_atalaya'], []);
    for (const path of ['/due-diligence/dashboard', '/due-diligence/all', '/globales/roles', '/mi-empresa/usuarios']) {
      expect(areaAccess(path, admin)).toBe('permitido');
    }
  });

  it('lets company administrators into Configuración, and no other company role', () => {
    expect(areaAccess('/configuracion', otra)).toBe('permitido');
    expect(areaAccess('/configuracion', user(['admin_empresa'], []))).toBe('permitido');
    expect(areaAccess('/configuracion', user(['admin_user_denuncias']))).toBe('sin-rol');
    expect(areaAccess('/configuracion', user(['admin_tekemi']))).toBe('sin-rol');
  });

  it('lets a due-diligence user create one through either "Nuevo"', () => {
    expect(areaAccess('/due-diligence/nuevo', user(['admin_user_due_diligence']))).toBe('permitido');
  });
});

describe('paletteEntriesFor', () => {
  it('lists the pages the user can open, once each', () => {
    const entries = paletteEntriesFor(user(['admin_empresa'], ['documentos']));
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain('/dashboard');
    expect(urls).toContain('/documentos/listado');
    expect(urls).toContain('/flujo-documental/revision');
    expect(urls).not.toContain('/mi-empresa/trabajadores');
    expect(urls).not.toContain('/globales/roles');
    expect(new Set(urls).size).toBe(urls.length);
    expect(entries.find((entry) => entry.url === '/documentos/listado')).toMatchObject({
      title: 'Publicados',
      section: 'Documentos',
    });
  });

  it('gives the platform admin the platform pages', () => {
    const urls = paletteEntriesFor(user(['admin_atalaya'], [])).map((entry) => entry.url);
    expect(urls).toEqual(expect.arrayContaining(['/globales/roles', '/configuracion', '/due-diligence/all']));
    expect(urls.filter((url) => url === '/due-diligence/nuevo')).toHaveLength(1);
  });
});

describe('searchKeywords', () => {
  it('drops accents and case', () => {
    expect(searchKeywords('Configuración', undefined, 'Canal de Denuncias')).toEqual([
      'configuracion',
      'canal de denuncias',
    ]);
  });
});
