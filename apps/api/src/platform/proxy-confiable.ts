import { isIP } from 'node:net';

/**
 * TRUST_PROXY: which X-Forwarded-For hops the server believes (issue 24, F2).
 *
 * A bare `true` would believe the whole header, which the client writes itself: every per-IP limit
 * (sign-in, report lookup, public reports) would then reset with each invented address. So the
 * variable names the proxies instead: a hop count (`1` behind one load balancer) or a list of their
 * addresses and CIDRs, handed to Fastify's `trustProxy`, which then takes the client address from
 * the first hop the trusted proxies did not write.
 */
export type ProxyConfiable = false | number | string[];

/** proxy-addr's names for reserved ranges, accepted alongside addresses. */
const NOMBRES_RESERVADOS = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const MENSAJE_TRUST_PROXY_TRUE =
  'TRUST_PROXY=true confía en cualquier X-Forwarded-For, que el propio cliente puede escribir: ' +
  'bastaría con inventar una dirección en cada petición para saltarse los límites por IP ' +
  '(inicio de sesión, consulta y envío de denuncias). Indique cuántos proxies hay delante de ' +
  'Atalaya (por ejemplo TRUST_PROXY=1 detrás de un balanceador) o sus direcciones y redes ' +
  '(por ejemplo TRUST_PROXY=10.0.0.0/8,192.168.1.10).';

function esDireccionOCidr(valor: string): boolean {
  if (NOMBRES_RESERVADOS.has(valor)) return true;
  const [direccion, prefijo, ...resto] = valor.split('/');
  const version = isIP(direccion ?? '');
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  if (!/^\d{1,3}$/.test(prefijo)) return false;
  return Number(prefijo) <= (version === 4 ? 32 : 128);
}

/** Reads the variable; a string return is the Spanish reason it is refused. */
export function leerTrustProxy(valor: string): ProxyConfiable | { error: string } {
  const v = valor.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return { error: MENSAJE_TRUST_PROXY_TRUE };
  if (/^\d+$/.test(v)) {
    const saltos = Number(v);
    return saltos <= 10 ? saltos : { error: 'TRUST_PROXY: como número de proxies se admite de 1 a 10.' };
  }
  const lista = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const malas = lista.filter((s) => !esDireccionOCidr(s));
  if (malas.length > 0) {
    return {
      error:
        `TRUST_PROXY: «${malas.join('», «')}» no es una dirección IP ni una red CIDR. ` +
        'Indique un número de proxies (por ejemplo 1) o direcciones y redes separadas por comas.',
    };
  }
  return lista;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 trusts nothing for a bare number (it cannot
 * check the immediate peer), so a hop count becomes proxy-addr's function: the socket's peer and
 * the n-1 hops before it are proxies, the next one to the left is the client.
 */
export function opcionTrustProxy(
  proxy: ProxyConfiable,
): false | string[] | ((direccion: string, salto: number) => boolean) {
  if (typeof proxy === 'number') return (_direccion, salto) => salto < proxy;
  return proxy;
}
