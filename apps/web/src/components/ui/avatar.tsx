import type * as React from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { UserIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

function Avatar({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full', className)} {...props} />
  );
}

/** First letter of the first and last words: 'María José Pérez' → 'MP'. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase('es-CL');
}

/**
 * Shown while the image loads, when it fails, or when there is none. With `name` and no children it
 * draws the person's initials locally (SPEC's external initials-avatar service is replaced on purpose:
 * no personal data leaves the app). The initials are decorative: put the name in text beside the avatar.
 */
function AvatarFallback({
  className,
  name,
  children,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback> & { name?: string | null }) {
  const initials = name ? initialsOf(name) : '';

  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary/10 text-xs font-medium text-primary select-none',
        className,
      )}
      {...props}
    >
      {children ??
        (initials ? <span aria-hidden="true">{initials}</span> : <UserIcon className="size-4" aria-hidden="true" />)}
    </AvatarPrimitive.Fallback>
  );
}

export { Avatar, AvatarFallback, AvatarImage };
