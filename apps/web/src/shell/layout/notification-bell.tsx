import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type Notificacion,
  notificacionesKeys,
  useMarcarLeidas,
  useMarcarTodasLeidas,
  usePendientes,
} from '@/shell/notificaciones-api';
import { apiGet } from '@/lib/api';
import { formatRelative } from '@/lib/format';
import { cn } from '@/lib/utils';

const RECENT_LIMIT = 5;

/** The header bell: the user's unread count from the API, no badge at 0, and the latest few. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const pendientes = usePendientes();
  const total = pendientes.data ?? 0;
  const label = total > 0 ? `Notificaciones: ${total} sin leer` : 'Notificaciones';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell aria-hidden="true" />
          {total > 0 && (
            <span
              data-slot="notification-count"
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums ring-2 ring-background"
            >
              {total > 99 ? '99+' : total}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notificaciones" className="w-80 p-0 sm:w-96">
        {open && <RecentNotifications unread={total} onNavigate={() => setOpen(false)} />}
      </PopoverContent>
    </Popover>
  );
}

function RecentNotifications({ unread, onNavigate }: { unread: number; onNavigate: () => void }) {
  const navigate = useNavigate();
  const marcarLeidas = useMarcarLeidas();
  const marcarTodas = useMarcarTodasLeidas();
  const recientes = useQuery({
    // Under the list key, so marking notifications read anywhere refreshes it too.
    queryKey: [...notificacionesKeys.lists(), 'recientes'],
    queryFn: ({ signal }) =>
      apiGet<{ data: Notificacion[]; total: number }>(`/notificaciones/?skip=0&limit=${RECENT_LIMIT}`, { signal }),
  });

  function open(notificacion: Notificacion) {
    if (!notificacion.leida) marcarLeidas.mutate([notificacion.id]);
    onNavigate();
    if (notificacion.enlace?.startsWith('/')) void navigate(notificacion.enlace);
  }

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <div className="grid gap-0.5">
          <p className="text-sm font-semibold">Notificaciones</p>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {unread > 0 ? `${unread} sin leer` : 'Todo leído'}
          </p>
        </div>
        {unread > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="h-auto px-2 py-1 text-xs"
            disabled={marcarTodas.isPending}
            onClick={() => marcarTodas.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            Marcar todas como leídas
          </Button>
        )}
      </div>
      {marcarTodas.isError && (
        <p role="alert" className="px-4 pt-3 text-sm text-destructive">
          No se pudieron marcar como leídas. {marcarTodas.error.message}
        </p>
      )}
      {recientes.isPending ? (
        <div className="grid gap-3 p-4" role="status" aria-label="Cargando notificaciones">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : recientes.isError ? (
        <p role="alert" className="p-4 text-sm text-destructive">
          No se pudieron cargar las notificaciones. {recientes.error.message}
        </p>
      ) : recientes.data.data.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">No tiene notificaciones.</p>
      ) : (
        <ul className="max-h-96 divide-y overflow-y-auto">
          {recientes.data.data.map((notificacion) => (
            <li key={notificacion.id}>
              <button
                type="button"
                onClick={() => open(notificacion)}
                className="flex w-full gap-3 px-4 py-3 text-left outline-none hover:bg-accent focus-visible:bg-accent"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    notificacion.leida ? 'bg-transparent' : 'bg-primary',
                  )}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className={cn('text-sm', !notificacion.leida && 'font-medium')}>
                    {notificacion.titulo}
                    {!notificacion.leida && <span className="sr-only"> (sin leer)</span>}
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-foreground">{notificacion.mensaje}</span>
                  <span className="text-xs text-muted-foreground">{formatRelative(notificacion.created_at)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t p-2">
        <Button asChild variant="ghost" size="sm" className="w-full">
          <Link to="/notificaciones" onClick={onNavigate}>
            Ver todas las notificaciones
          </Link>
        </Button>
      </div>
    </div>
  );
}
