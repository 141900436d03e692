import { hasAnyRole, PLATFORM_ROLE } from '@atalaya/shared/roles';
import { ErrorCarga } from '@/components/error-carga';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';
import { FuenteDatosCard } from '@/features/consultas-admiral/components/fuente-datos-card';

import { useConfiguracion } from './api';
import { DocumentosCard } from './components/documentos-card';
import { EmpresaCard } from './components/empresa-card';
import { MatrizCard } from './components/matriz-card';
import { NotificacionesCard } from './components/notificaciones-card';
import { SeguridadCard } from './components/seguridad-card';

const SECCIONES = [
  { id: 'empresa', label: 'Empresa' },
  { id: 'matriz', label: 'Matriz de riesgo' },
  { id: 'documentos', label: 'Documentos' },
  { id: 'notificaciones', label: 'Notificaciones' },
  { id: 'seguridad', label: 'Seguridad' },
] as const;

/**
 * /configuracion (issue 8 §5): the settings of the company the session acts on — profile and logo,
 * risk matrix, 'por vencer' threshold, notification preferences — and, for the platform admin,
 * the Consultas Admiral data source.
 */
export function ConfiguracionPage() {
  const user = useSessionUser();
  const config = useConfiguracion();
  const roles = user.roles.map((r) => r.nombre);
  const esPlataforma = hasAnyRole(roles, [PLATFORM_ROLE]);
  const conMiEmpresa = esPlataforma || user.empresa.modulos.includes('mi_empresa');
  const secciones = esPlataforma ? [...SECCIONES, { id: 'consultas', label: 'Consultas Admiral' }] : SECCIONES;

  return (
    <div className="flex flex-col gap-6">
      <title>Configuración · Atalaya</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Configuración</h1>
        <p className="text-muted-foreground">
          Preferencias de {user.empresa.nombre} en Atalaya.
          {esPlataforma && ' Para configurar otra empresa, cámbiela en el selector de empresa de la barra lateral.'}
        </p>
      </header>
      <nav aria-label="Secciones de configuración" className="flex flex-wrap gap-2">
        {secciones.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className="rounded-full border px-3 py-1 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {s.label}
          </a>
        ))}
      </nav>
      {config.isPending ? (
        <div className="grid gap-6" aria-busy="true">
          <p role="status" className="sr-only">
            Cargando configuración...
          </p>
          <Skeleton className="h-64 w-full" aria-hidden="true" />
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        </div>
      ) : config.isError ? (
        <ErrorCarga error={config.error} reintentando={config.isFetching} onReintentar={() => void config.refetch()} />
      ) : (
        <>
          <EmpresaCard key={`e-${config.data.id}`} config={config.data} esPlataforma={esPlataforma} />
          <MatrizCard key={`m-${config.data.id}`} disponible={conMiEmpresa} />
          <DocumentosCard key={`d-${config.data.id}`} config={config.data} />
          <NotificacionesCard key={`n-${config.data.id}`} config={config.data} />
          <SeguridadCard key={`s-${config.data.id}`} config={config.data} />
        </>
      )}
      {esPlataforma && (
        <section id="consultas" aria-labelledby="consultas-titulo" className="grid scroll-mt-20 gap-3">
          <div className="grid gap-1">
            <h2 id="consultas-titulo" className="text-lg font-semibold">
              Consultas Admiral
            </h2>
            <p className="text-sm text-muted-foreground">
              Solo administradores de la plataforma. El cambio aplica a todas las empresas.
            </p>
          </div>
          <FuenteDatosCard />
        </section>
      )}
    </div>
  );
}
