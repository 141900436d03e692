import { Link } from 'react-router';
import { CheckIcon, ExternalLinkIcon } from 'lucide-react';

import type { ViewModalProps } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';

import { useMarcarLeidas, type Notificacion } from '../../../shell/notificaciones-api';
import { EstadoBadge } from './notificacion-columns';

/**
 * Where 'Ir' may lead: an app path, or an http(s) address opened in a new tab. Anything else
 * (`javascript:`, `//host`) gets no link; the text comes from the server, not from the user.
 */
export function notificacionTarget(enlace: string | null): { internal: string } | { external: string } | null {
  const value = enlace?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: value };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { external: url.href } : null;
  } catch {
    return null;
  }
}

/** Read-only view of one notification; following its link also marks it read. */
export function NotificacionDialog({ row, open, onOpenChange }: ViewModalProps<Notificacion>) {
  const marcar = useMarcarLeidas();
  const unread = !row.leida && !marcar.isSuccess;
  const target = notificacionTarget(row.enlace);
  const markRead = () => {
    if (unread && !marcar.isPending) marcar.mutate([row.id]);
  };
  const follow = () => {
    markRead();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{row.titulo}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
            <EstadoBadge notificacion={{ ...row, leida: !unread }} />
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm whitespace-pre-line">{row.mensaje}</p>
        <DialogFooter>
          {unread && (
            <Button variant="outline" disabled={marcar.isPending} onClick={markRead}>
              <CheckIcon aria-hidden="true" />
              Marcar como leída
            </Button>
          )}
          {target && 'internal' in target && (
            <Button asChild>
              <Link to={target.internal} onClick={follow}>
                Ir
              </Link>
            </Button>
          )}
          {target && 'external' in target && (
            <Button asChild>
              <a href={target.external} target="_blank" rel="noopener noreferrer" onClick={follow}>
                Ir
                <ExternalLinkIcon aria-hidden="true" />
                <span className="sr-only">(se abre en una pestaña nueva)</span>
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
