import { hasAnyRole } from '@atalaya/shared/roles';
import { ErrorCarga } from '@/components/error-carga';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';

import { useCanalConfig } from './api';
import { CategoriasCard } from './components/vista-general/categorias';
import { ConfiguracionForm } from './components/vista-general/configuracion-form';
import { EnlacesPublicos } from './components/vista-general/enlaces-publicos';

/** Who may change the channel (the API refuses the other channel roles). */
const ROLES_ADMINISTRACION = ['admin_atalaya', 'admin_empresa'] as const;

/** /canal-denuncias/vista-general: the channel's configuration, public links, QR and categories. */
export function VistaGeneralPage() {
  const user = useSessionUser();
  const config = useCanalConfig();
  const editable = hasAnyRole(
    user.roles.map((r) => r.nombre),
    ROLES_ADMINISTRACION,
  );

  return (
    <div className="flex flex-col gap-6">
      <title>Vista general del canal de denuncias · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Vista general del canal</h1>
        <p className="text-muted-foreground">
          Configuración del canal de denuncias de {user.empresa.nombre}, sus enlaces públicos y categorías.
        </p>
      </header>
      {config.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando configuración...
          </p>
          <Skeleton className="h-56 w-full" aria-hidden="true" />
          <Skeleton className="h-96 w-full" aria-hidden="true" />
        </div>
      ) : config.isError ? (
        <ErrorCarga error={config.error} reintentando={config.isFetching} onReintentar={() => void config.refetch()} />
      ) : (
        <>
          <EnlacesPublicos config={config.data} empresa={user.empresa.nombre} />
          <CategoriasCard config={config.data} editable={editable} />
          <ConfiguracionForm key={config.data.updated_at} config={config.data} editable={editable} />
        </>
      )}
    </div>
  );
}
