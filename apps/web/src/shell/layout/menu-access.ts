import { MENU, visibleMenu, type MenuItem } from '@atalaya/shared/menu';
import { hasAnyRole, PLATFORM_ROLE } from '@atalaya/shared/roles';

import type { SessionUser } from '@/shell/session';

/** What the menu needs to know about the signed-in user. */
export type MenuUser = Pick<SessionUser, 'roles'> & { empresa: Pick<SessionUser['empresa'], 'modulos'> };

export function roleNamesOf(user: Pick<SessionUser, 'roles'>): string[] {
  return user.roles.map((role) => role.nombre);
}

export function isPlatformAdmin(user: Pick<SessionUser, 'roles'>): boolean {
  return hasAnyRole(roleNamesOf(user), [PLATFORM_ROLE]);
}

/** The sidebar's entries for this user (SPEC §6, case-insensitive role match). */
export function menuFor(user: Pick<SessionUser, 'roles'>): MenuItem[] {
  return visibleMenu(roleNamesOf(user));
}

/** Whether the company's plan includes the entry's module; platform admins are never limited by plan. */
export function planIncludes(user: MenuUser, item: Pick<MenuItem, 'module'>): boolean {
  return !item.module || isPlatformAdmin(user) || user.empresa.modulos.includes(item.module);
}

/** `/documentos` contains `/documentos` and `/documentos/listado`, not `/documentos-viejos`. */
export function isPathWithin(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(url.endsWith('/') ? url : `${url}/`);
}

/** An entry is active when the path is inside it or inside one of its sub-entries. */
export function isEntryActive(item: Pick<MenuItem, 'url' | 'items'>, pathname: string): boolean {
  return isPathWithin(pathname, item.url) || (item.items ?? []).some((sub) => isPathWithin(pathname, sub.url));
}

export type AreaAccess = 'permitido' | 'sin-rol' | 'sin-modulo';

/** The home page: every signed-in user may land on it, whatever the menu shows them. */
const HOME = '/dashboard';

/**
 * Whether this user may open the menu area a path belongs to. The area is the menu entry (or
 * sub-entry, which inherits its parent's roles and module) with the longest URL containing the
 * path; when several share it (the two 'Nuevo' of due diligence), any one that allows the user is
 * enough. Paths outside the menu are not the menu's business: 'permitido'.
 */
export function areaAccess(pathname: string, user: MenuUser): AreaAccess {
  if (isPathWithin(pathname, HOME)) return 'permitido';
  const candidates = MENU.flatMap((item) =>
    [item.url, ...(item.items ?? []).map((sub) => sub.url)]
      .filter((url) => isPathWithin(pathname, url))
      .map((url) => ({ url, item })),
  );
  if (candidates.length === 0) return 'permitido';
  const longest = Math.max(...candidates.map((c) => c.url.length));
  const area = candidates.filter((c) => c.url.length === longest).map((c) => c.item);
  const byRole = area.filter((item) => hasAnyRole(roleNamesOf(user), item.roles));
  if (byRole.length === 0) return 'sin-rol';
  return byRole.some((item) => planIncludes(user, item)) ? 'permitido' : 'sin-modulo';
}

/** A page the command palette can open. */
export interface PaletteEntry {
  title: string;
  url: string;
  /** Parent entry's title for sub-entries ('Mi Empresa' for 'Mis Trabajadores'). */
  section?: string;
  icon?: string;
}

/** Every page of the menu this user can open: role-visible and included in the company's plan. */
export function paletteEntriesFor(user: MenuUser): PaletteEntry[] {
  const seen = new Set<string>();
  const entries: PaletteEntry[] = [];
  const add = (entry: PaletteEntry) => {
    if (seen.has(entry.url)) return;
    seen.add(entry.url);
    entries.push(entry);
  };
  for (const item of menuFor(user).filter((entry) => planIncludes(user, entry))) {
    if (!item.items?.length) add({ title: item.title, url: item.url, icon: item.icon });
    for (const sub of item.items ?? []) add({ title: sub.title, url: sub.url, section: item.title, icon: item.icon });
  }
  return entries;
}

/** 'Configuración' → 'configuracion': lets 'configuracion' or 'denuncias' find what was typed without accents. */
export function searchKeywords(...texts: (string | undefined)[]): string[] {
  return texts
    .filter((text): text is string => Boolean(text))
    .map((text) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    );
}
