import { Link } from 'react-router';
import { CheckCircle2Icon, FileClockIcon, FileSearchIcon, FileXIcon, RefreshCwIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

import type { Flujo, MisFlujos } from '@atalaya/shared/contracts/documentos';
import { ErrorCarga } from '@/components/error-carga';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useMisFlujos } from './api';
import { AccionesFlujo } from './components/acciones-flujo';
import { FaseBadge } from './components/fase-badge';
import { CodigoDocumento } from '@/components/codigo-documento';

type Grupo = keyof MisFlujos['items'];

const GRUPOS: Array<{
  clave: Grupo;
  titulo: string;
  descripcion: string;
  vacio: string;
  icono: LucideIcon;
  acento: string;
  lista?: string;
}> = [
  {
    clave: 'por_iniciar',
    titulo: 'Por iniciar',
    descripcion: 'Solicitudes de documento que puede iniciar.',
    vacio: 'No tiene solicitudes por iniciar.',
    icono: FileClockIcon,
    acento: 'text-muted-foreground',
    lista: '/flujo-documental/solicitud',
  },
  {
    clave: 'por_revisar',
    titulo: 'Por revisar',
    descripcion: 'Documentos en revisión donde usted es el revisor.',
    vacio: 'No tiene documentos por revisar.',
    icono: FileSearchIcon,
    acento: 'text-warning-foreground',
    lista: '/flujo-documental/revision',
  },
  {
    clave: 'por_aprobar',
    titulo: 'Por aprobar',
    descripcion: 'Documentos que esperan su aprobación para publicarse.',
    vacio: 'No tiene documentos por aprobar.',
    icono: CheckCircle2Icon,
    acento: 'text-success',
    lista: '/flujo-documental/aprobacion',
  },
  {
    clave: 'rechazados',
    titulo: 'Rechazados',
    descripcion: 'Documentos suyos devueltos con observaciones.',
    vacio: 'No tiene documentos rechazados.',
    icono: FileXIcon,
    acento: 'text-destructive',
  },
];

function ItemFlujo({ flujo }: { flujo: Flujo }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{flujo.documento.nombre_documento}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <CodigoDocumento codigo={flujo.documento.codigo} />
          <span>v{flujo.version_num}</span>
          <span>{formatDate(flujo.created_at)}</span>
          <FaseBadge fase={flujo.fase} />
        </span>
      </div>
      <AccionesFlujo flujo={flujo} />
    </li>
  );
}

/** Flujo documental → Mis flujos: the signed-in user's pending work, with counts and up to 5 of each. */
export function MisFlujosPage() {
  const query = useMisFlujos();

  return (
    <div className="flex flex-col gap-6">
      <title>Mis flujos · Atalaya</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Mis flujos</h1>
          <p className="text-muted-foreground">Documentos que esperan una acción suya.</p>
        </div>
        <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
          <RefreshCwIcon className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
          Actualizar
        </Button>
      </header>

      {query.isError ? (
        <ErrorCarga error={query.error} reintentando={query.isFetching} onReintentar={() => void query.refetch()} />
      ) : (
        <>
          <section aria-label="Resumen de mis flujos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {GRUPOS.map((g) => {
              const total = query.data?.[g.clave];
              const contenido = (
                <>
                  <span className="flex items-center gap-2 text-sm text-muted-foreground">
                    <g.icono className={cn('size-4', g.acento)} aria-hidden="true" />
                    {g.titulo}
                  </span>
                  <span className="block text-3xl font-semibold tabular-nums" data-testid={`total-${g.clave}`}>
                    {total === undefined ? <Skeleton className="mt-1 h-8 w-10" /> : formatNumber(total)}
                  </span>
                </>
              );
              const clases = 'rounded-xl border bg-card px-4 py-3 shadow-sm';
              return g.lista ? (
                <Link
                  key={g.clave}
                  to={g.lista}
                  aria-label={`${g.titulo}: ${total ?? '…'}`}
                  className={cn(
                    clases,
                    'transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  )}
                >
                  {contenido}
                </Link>
              ) : (
                <div key={g.clave} className={clases} aria-label={`${g.titulo}: ${total ?? '…'}`} role="group">
                  {contenido}
                </div>
              );
            })}
          </section>

          <div className="grid gap-4 lg:grid-cols-2">
            {GRUPOS.map((g) => {
              const items = query.data?.items[g.clave];
              const total = query.data?.[g.clave] ?? 0;
              return (
                <Card key={g.clave} className="gap-3" aria-labelledby={`grupo-${g.clave}`}>
                  <CardHeader>
                    <CardTitle id={`grupo-${g.clave}`} className="flex items-center gap-2">
                      <g.icono className={cn('size-4', g.acento)} aria-hidden="true" />
                      {g.titulo}
                    </CardTitle>
                    <CardDescription>{g.descripcion}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    {items === undefined ? (
                      <div className="grid gap-2" aria-hidden="true">
                        <Skeleton className="h-10 w-full" />
                        <Skeleton className="h-10 w-full" />
                      </div>
                    ) : items.length === 0 ? (
                      <p className="py-2 text-sm text-muted-foreground">{g.vacio}</p>
                    ) : (
                      <ul className="divide-y">
                        {items.map((f) => (
                          <ItemFlujo key={f.id} flujo={f} />
                        ))}
                      </ul>
                    )}
                    {g.lista && total > (items?.length ?? 0) && (
                      <Button asChild variant="link" className="mt-1 px-0">
                        <Link to={g.lista}>Ver los {formatNumber(total)}</Link>
                      </Button>
                    )}
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
