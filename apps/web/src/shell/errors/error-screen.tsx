import type * as React from 'react';

import { AtalayaMark } from '@/components/brand/atalaya-logo';
import { cn } from '@/lib/utils';

/**
 * Layout of the error and notice screens: a whole page on its own (`fullPage`, outside the shell)
 * or the content area of the shell, whose header and sidebar stay usable.
 */
export function ErrorScreen({
  title,
  eyebrow,
  icon,
  children,
  actions,
  fullPage = false,
}: {
  title: string;
  /** Small line above the title, e.g. 'Error 404'. */
  eyebrow?: string;
  /** Replaces the Atalaya mark inside the shell. */
  icon?: React.ReactNode;
  children: React.ReactNode;
  actions: React.ReactNode;
  fullPage?: boolean;
}) {
  const Root = fullPage ? 'main' : 'section';
  return (
    <Root
      aria-labelledby="error-screen-title"
      className={cn(
        'flex flex-col items-center justify-center px-6 text-center',
        fullPage ? 'min-h-svh' : 'min-h-[calc(100svh-10rem)] py-12',
      )}
    >
      <title>{`${title} · Atalaya`}</title>
      {fullPage || !icon ? (
        <AtalayaMark className="size-12" />
      ) : (
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-7">
          {icon}
        </span>
      )}
      {eyebrow && <p className="mt-6 text-sm font-semibold text-primary">{eyebrow}</p>}
      <h1 id="error-screen-title" className={cn('text-3xl font-semibold tracking-tight', eyebrow ? 'mt-2' : 'mt-6')}>
        {title}
      </h1>
      <div className="mt-3 max-w-md text-muted-foreground">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </Root>
  );
}
