import { useQueryClient } from '@tanstack/react-query';
import { CheckCheckIcon, CheckIcon } from 'lucide-react';

import { ListPage } from '@/components/list-page/list-page';
import { Button } from '@/components/ui/button';

import {
  listNotificaciones,
  marcarLeidas,
  notificacionesKeys,
  useMarcarLeidas,
  useMarcarTodasLeidas,
  usePendientes,
  type Notificacion,
} from '../../shell/notificaciones-api';
import { notificacionColumns } from './components/notificacion-columns';
import { NotificacionDialog } from './components/notificacion-dialog';

/** The signed-in user's notifications (user menu → Notificaciones). */
export function NotificacionesPage() {
  const queryClient = useQueryClient();
  const marcar = useMarcarLeidas();
  const marcarTodas = useMarcarTodasLeidas();
  const sinLeer = usePendientes().data ?? 0;
  const refreshBell = () => queryClient.invalidateQueries({ queryKey: notificacionesKeys.pendientes() });

  return (
    <ListPage<Notificacion>
      title="Notificaciones"
      subtitle="Avisos de la plataforma para su usuario, los más recientes primero."
      entity={{ singular: 'notificación', plural: 'notificaciones', feminine: true }}
      columns={notificacionColumns}
      queryKey={notificacionesKeys.lists()}
      fetchPage={listNotificaciones}
      rowLabel={(n) => n.titulo}
      // The bell counts the same notifications: refresh it with the list.
      onRefresh={() => void refreshBell()}
      renderView={(props) => <NotificacionDialog {...props} />}
      headerActions={
        sinLeer > 0 && (
          <Button variant="outline" disabled={marcarTodas.isPending} onClick={() => marcarTodas.mutate()}>
            <CheckCheckIcon aria-hidden="true" />
            Marcar todas como leídas
          </Button>
        )
      }
      rowActions={[
        {
          label: 'Marcar como leída',
          icon: CheckIcon,
          hidden: (n) => n.leida,
          onSelect: (n) => marcar.mutate([n.id]),
        },
      ]}
      bulkActions={[
        {
          label: 'Marcar como leídas',
          icon: CheckCheckIcon,
          // ListPage runs this as its own mutation and reloads the list afterwards.
          onRun: (rows) => marcarLeidas(rows.filter((n) => !n.leida).map((n) => n.id)).finally(refreshBell),
        },
      ]}
    />
  );
}
