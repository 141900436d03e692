/**
 * The paths the web's light public entry (apps/web/publico.html) serves, and their parameters:
 * the API's serveWebApp answers these with publico.html, every other path with the signed-in app
 * (index.html), whose router still has these pages for in-app navigation.
 */
export type RutaPublica =
  | { pagina: 'login'; params: Record<string, string> }
  | { pagina: 'canal' | 'consulta' | 'exitosa' | 'error' | 'formulario'; params: { token: string; slug?: string } };

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const CON_TOKEN: [RegExp, 'canal' | 'consulta' | 'exitosa' | 'error'][] = [
  // Any token: the page itself says when a channel does not exist.
  [/^\/canal\/([^/]+)\/?$/, 'canal'],
  [/^\/consulta-denuncia\/([^/]+)\/?$/, 'consulta'],
  [/^\/denuncia-exitosa\/([^/]+)\/?$/, 'exitosa'],
  [/^\/denuncia-error\/([^/]+)\/?$/, 'error'],
];
/** /{slug}/{uuid}: the report form (the web router's `:slug/:token` with a uuid and nothing after). */
const FORMULARIO = new RegExp(`^/([^/]+)/(${UUID})/?$`);
/**
 * First segments of the signed-in app's areas: /{area}/{uuid} stays with the app (some areas have
 * a `:id` route there, e.g. /due-diligence/{id}), which decides as before.
 */
const AREAS_DE_LA_APP = new Set([
  'canal-denuncias',
  'configuracion',
  'consultas-admiral',
  'cuenta',
  'dashboard',
  'dashboard-old',
  'documentos',
  'due-diligence',
  'flujo-documental',
  'globales',
  'invitacion',
  'mi-empresa',
  'no-conformidades',
  'notificaciones',
  'soporte',
  'api',
  'assets',
]);

function decodificar(segmento: string): string {
  try {
    return decodeURIComponent(segmento);
  } catch {
    return segmento;
  }
}

export function rutaPublica(pathname: string): RutaPublica | null {
  if (pathname === '/login' || pathname === '/login/') return { pagina: 'login', params: {} };
  for (const [re, pagina] of CON_TOKEN) {
    const m = re.exec(pathname);
    if (m) return { pagina, params: { token: decodificar(m[1]!) } };
  }
  const m = FORMULARIO.exec(pathname);
  if (m && !AREAS_DE_LA_APP.has(m[1]!))
    return { pagina: 'formulario', params: { slug: decodificar(m[1]!), token: m[2]! } };
  return null;
}
