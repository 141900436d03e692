import { Outlet } from 'react-router';

import { AtalayaMark } from '@/components/brand/atalaya-logo';

/**
 * Frame of the public channel pages: no shell, no session, nothing loaded from elsewhere. The
 * referrer meta keeps the page address out of every request the page makes (the server also
 * sends Referrer-Policy: no-referrer), and search engines are asked not to index it.
 */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#contenido"
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
      >
        Saltar al contenido
      </a>
      <div className="flex flex-1 flex-col">{children ?? <Outlet />}</div>
      <footer className="flex items-center justify-center gap-2 px-4 py-6 text-xs text-muted-foreground">
        <AtalayaMark className="size-4" />
        <span>Canal de denuncias operado con Atalaya</span>
      </footer>
    </div>
  );
}
