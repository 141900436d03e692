/**
 * The few pieces of react-router the public pages use (Link, Navigate, useParams, useLocation,
 * useNavigate, Outlet), for the light public entry only: vite.config.ts builds publico.html with
 * `react-router` resolved to this file. A path the public entry does not serve is a full page
 * load (the server answers it with the signed-in app).
 */
import { createContext, useCallback, useContext, useEffect, useState, type AnchorHTMLAttributes } from 'react';

import { rutaPublica, type RutaPublica } from '@atalaya/shared/rutas-publicas';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

interface Contexto {
  location: Location;
  ruta: RutaPublica | null;
  navegar: (to: string | number, opciones?: { replace?: boolean; state?: unknown }) => void;
}

const RouterContext = createContext<Contexto | null>(null);

function leerLocation(): Location {
  // Same shape as react-router's history entries, so state set by the signed-in app survives a reload.
  const h = (window.history.state ?? null) as { usr?: unknown; key?: string } | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: h?.usr ?? null,
    key: h?.key ?? 'default',
  };
}

function useRouterContexto(): Contexto {
  const contexto = useContext(RouterContext);
  if (!contexto) throw new Error('Falta MiniRouter');
  return contexto;
}

export function MiniRouter({
  children,
}: {
  children: (ruta: RutaPublica | null, location: Location) => React.ReactNode;
}) {
  const [location, setLocation] = useState(leerLocation);
  useEffect(() => {
    const onPop = () => setLocation(leerLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navegar = useCallback((to: string | number, opciones: { replace?: boolean; state?: unknown } = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || !rutaPublica(url.pathname)) {
      if (opciones.replace) window.location.replace(url.href);
      else window.location.assign(url.href);
      return;
    }
    const entrada = { usr: opciones.state ?? null, key: Math.random().toString(36).slice(2, 10) };
    const destino = url.pathname + url.search + url.hash;
    if (opciones.replace) window.history.replaceState(entrada, '', destino);
    else window.history.pushState(entrada, '', destino);
    setLocation(leerLocation());
    if (!opciones.replace) window.scrollTo(0, 0);
  }, []);
  const ruta = rutaPublica(location.pathname);
  return (
    <RouterContext.Provider value={{ location, ruta, navegar }}>{children(ruta, location)}</RouterContext.Provider>
  );
}

export function useLocation(): Location {
  return useRouterContexto().location;
}

export function useParams(): Record<string, string | undefined> {
  return useRouterContexto().ruta?.params ?? {};
}

export function useNavigate() {
  return useRouterContexto().navegar;
}

export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navegar = useNavigate();
  useEffect(() => navegar(to, { replace, state }), [navegar, to, replace, state]);
  return null;
}

export function Outlet() {
  return null;
}

export function Link({
  to,
  replace,
  state,
  onClick,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown }) {
  const navegar = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          (props.target && props.target !== '_self')
        ) {
          return;
        }
        event.preventDefault();
        navegar(to, { replace, state });
      }}
    />
  );
}
