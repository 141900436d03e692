import { ShieldCheck } from 'lucide-react';

import type { CanalPublico } from '@atalaya/shared/contracts/canal-denuncias/publico';

/** Only a logo served by our own origin: an image from elsewhere would tell a third party who visits. */
export function logoPropio(url: string | null | undefined): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/** Company name and logo over every public page. */
export function CabeceraEmpresa({ empresa }: { empresa: CanalPublico['empresa'] | undefined }) {
  const logo = logoPropio(empresa?.logo_url);
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex w-full max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
        {logo ? (
          <img src={logo} alt="" className="size-10 shrink-0 rounded-md object-contain" />
        ) : (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold">{empresa?.nombre ?? 'Canal de denuncias'}</p>
          <p className="text-xs text-muted-foreground">Canal de denuncias</p>
        </div>
      </div>
    </header>
  );
}

/** Column for the page's content under the header. */
export function ContenidoPublico({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <main
      id="contenido"
      tabIndex={-1}
      className={`mx-auto w-full max-w-3xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10 ${className ?? ''}`}
    >
      {children}
    </main>
  );
}
