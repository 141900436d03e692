import { MENU } from '@atalaya/shared/menu';

/** SPEC §2: public pages of the whistleblower channel, served without any session check. */
const PUBLIC_PREFIXES = [
  '/canal/',
  '/canal-denuncia-publico/',
  '/consulta-denuncia/',
  '/denuncia-exitosa/',
  '/denuncia-error/',
];

/** `/{slugOrPrefix}/{empresa_token}`: the public report form of a company. */
const SEGMENT_UUID = /^\/[^/]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || SEGMENT_UUID.test(pathname);
}

/** First path segments of the signed-in app: the menu's areas plus the shell's own pages. */
const PRIVATE_SECTIONS = new Set([
  ...MENU.flatMap((item) => [item.url, ...(item.items ?? []).map((sub) => sub.url)]).map(firstSegment),
  'notificaciones',
  'soporte',
  'cuenta',
]);

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/**
 * Whether a path belongs to the signed-in app (a deep link worth a trip through /login) rather
 * than being a plain typo, which gets the not-found page whether or not someone is signed in.
 */
export function isPrivatePath(pathname: string): boolean {
  return !isPublicPath(pathname) && PRIVATE_SECTIONS.has(firstSegment(pathname));
}
