import { Building2 } from 'lucide-react';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** The company's logo; a building icon while it loads, if it fails, or when there is none (SPEC §2). */
export function CompanyLogo({ url, className }: { url: string | null | undefined; className?: string }) {
  return (
    <Avatar className={cn('size-8 rounded-lg', className)}>
      {url && <AvatarImage src={url} alt="" className="rounded-lg bg-background object-contain p-0.5" />}
      <AvatarFallback className="rounded-lg bg-sidebar-primary text-sidebar-primary-foreground">
        <Building2 className="size-4" aria-hidden="true" />
      </AvatarFallback>
    </Avatar>
  );
}

/** Name of the company the user works in, under the label 'Empresa'. */
export function CompanyLabel({ nombre }: { nombre: string }) {
  return (
    <span className="grid flex-1 text-left text-sm leading-tight">
      <span className="truncate font-semibold">{nombre}</span>
      <span className="truncate text-xs text-sidebar-foreground/70">Empresa</span>
    </span>
  );
}
