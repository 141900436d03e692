import { ErrorCarga } from '@/components/error-carga';
import { ROLE_LABELS } from '@atalaya/shared/roles';

import { fullName } from '@/shell/layout/user-labels';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';

import { useCuenta, type Cuenta } from './api';
import { CambioClaveForm } from './components/cambio-clave-form';
import { PerfilForm } from './components/perfil-form';
import { SeguridadDosPasos } from './seguridad-dos-pasos';

/** Who is signed in: company, roles, last sign-in and open sessions. */
function Resumen({ cuenta }: { cuenta: Cuenta }) {
  const nombre = fullName(cuenta);
  return (
    <Card className="py-5">
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar className="size-12">
            <AvatarFallback name={nombre} className="text-base" />
          </Avatar>
          <div className="min-w-0">
            <p className="truncate font-semibold">{nombre}</p>
            <p className="truncate text-sm text-muted-foreground">{cuenta.email}</p>
          </div>
        </div>
        <dl className="grid flex-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4 sm:border-l sm:pl-5">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Empresa</dt>
            <dd className="font-medium">{cuenta.empresa.nombre}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Roles</dt>
            <dd className="flex flex-wrap gap-1.5">
              {cuenta.roles.length > 0 ? (
                cuenta.roles.map((rol) => (
                  <Badge key={rol} variant="secondary" title={rol}>
                    {ROLE_LABELS[rol] ?? rol}
                  </Badge>
                ))
              ) : (
                <span className="text-muted-foreground">Sin roles asignados</span>
              )}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Último acceso</dt>
            <dd className="font-medium">
              {cuenta.ultimo_acceso ? formatDateTime(cuenta.ultimo_acceso) : 'Sin registro'}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Sesiones activas</dt>
            <dd className="font-medium">
              {cuenta.sesiones_activas === 1 ? '1 (esta)' : `${cuenta.sesiones_activas} (esta y otras)`}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** User menu → Cuenta: the user's profile and password. */
export function CuentaPage() {
  const cuenta = useCuenta();
  return (
    <div className="flex flex-col gap-6">
      <title>Cuenta · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Cuenta</h1>
        <p className="text-muted-foreground">Sus datos personales y la contraseña con que ingresa a Atalaya.</p>
      </header>
      {cuenta.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando cuenta...
          </p>
          <Skeleton className="h-24 w-full" aria-hidden="true" />
          <Skeleton className="h-80 w-full" aria-hidden="true" />
        </div>
      ) : cuenta.isError ? (
        <ErrorCarga error={cuenta.error} reintentando={cuenta.isFetching} onReintentar={() => void cuenta.refetch()} />
      ) : (
        <>
          <Resumen cuenta={cuenta.data} />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <PerfilForm key={`${cuenta.data.nombre}|${cuenta.data.apellido}`} cuenta={cuenta.data} />
            <CambioClaveForm sesionesActivas={cuenta.data.sesiones_activas} />
          </div>
          <SeguridadDosPasos email={cuenta.data.email} />
        </>
      )}
    </div>
  );
}
