import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { DatosPersonaNatural, FichaPersona } from '@atalaya/shared/contracts/consultas-admiral';
import { formatRut } from '@atalaya/shared/rut';
import { ErrorCarga } from '@/components/error-carga';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { consultarPersona, useInvalidarConsultas, usePersona, type PersonaDirectorio } from './api';
import { nombreAutor } from './components/autor';
import { ConsultasNoEncontradaPage } from './consultas-no-encontrada-page';
import { edadDesdeNacimiento } from './edad';

const SIN_DATO = '—';

/** Label/value pairs; two columns on wide cards, one on narrow ones (`unaColumna`). */
function Datos({ items, unaColumna = false }: { items: Array<[string, ReactNode]>; unaColumna?: boolean }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 text-sm', !unaColumna && 'sm:grid-cols-2')}>
      {items.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium">{value === '' || value === null || value === undefined ? SIN_DATO : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function nombreCompleto(ficha: FichaPersona): string {
  const d = ficha.data;
  if ('company_name' in d) return d.company_name;
  return [d.names, d.paternal_surname, d.maternal_surname].filter(Boolean).join(' ');
}

function DatosPersonales({ d }: { d: DatosPersonaNatural }) {
  const edad = edadDesdeNacimiento(d.birthdate);
  return (
    <Datos
      items={[
        ['Nombres', d.names],
        ['Apellido paterno', d.paternal_surname],
        ['Apellido materno', d.maternal_surname],
        ['Edad', edad === null ? SIN_DATO : `${edad} años`],
        ['Fecha de nacimiento', formatDate(d.birthdate)],
        ['Sexo', d.gender],
        ['Estado civil', d.marital_status],
        ['Fecha de matrimonio', formatDate(d.wedding_date)],
        ['Fecha de defunción', formatDate(d.deceased_date)],
        ['Nacionalidad', d.is_chilean_national ? 'Chilena' : 'Extranjera'],
      ]}
    />
  );
}

function Ficha({ persona }: { persona: PersonaDirectorio }) {
  const ficha = persona.data;
  const d = ficha.data;
  const juridica = 'company_name' in d;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{juridica ? 'Datos de la empresa' : 'Datos personales'}</CardTitle>
        </CardHeader>
        <CardContent>
          {juridica ? <Datos items={[['Razón social', d.company_name]]} /> : <DatosPersonales d={d} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ubicación</CardTitle>
        </CardHeader>
        <CardContent>
          <Datos
            unaColumna
            items={[
              ['Dirección', ficha.location.address],
              ['Comuna', ficha.location.commune],
              ['Ciudad', ficha.location.city],
              ['Región', ficha.location.region],
            ]}
          />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Actividades económicas</CardTitle>
          <CardDescription>Códigos de actividad del SII.</CardDescription>
        </CardHeader>
        <CardContent>
          {ficha.economic_activities.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin actividades económicas registradas.</p>
          ) : (
            <ul className="divide-y text-sm">
              {ficha.economic_activities.map((a) => (
                <li key={a.code} className="flex gap-3 py-2">
                  <span className="font-mono text-muted-foreground">{a.code}</span>
                  <span>{a.description}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Profesiones</CardTitle>
        </CardHeader>
        <CardContent>
          {ficha.professions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Sin profesiones registradas.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {ficha.professions.map((p) => (
                <li key={p}>
                  <Badge variant="secondary">{p}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Consultas Admiral → a person's or company's record (SPEC §3 person directory). */
export function PersonaDetallePage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valido = Number.isInteger(id) && id > 0;
  const query = usePersona(valido ? id : 0);
  const navigate = useNavigate();
  const invalidar = useInvalidarConsultas();
  const actualizar = useMutation({
    mutationFn: (rut: string) => consultarPersona(rut),
    onSuccess: (persona) => {
      void invalidar();
      toast.success('Datos actualizados desde la fuente de datos');
      if (persona.id !== id) void navigate(`/consultas-admiral/directorio-personas/${persona.id}`);
    },
  });

  if (!valido || (query.error instanceof ApiError && query.error.status === 404)) {
    return <ConsultasNoEncontradaPage />;
  }
  const persona = query.data;

  return (
    <div className="flex flex-col gap-6">
      <title>{`${persona ? nombreCompleto(persona.data) : 'Ficha de persona'} · Atalaya`}</title>
      <Button asChild variant="link" className="w-fit px-0">
        <Link to="/consultas-admiral/directorio-personas">
          <ArrowLeftIcon aria-hidden="true" />
          Directorio de personas
        </Link>
      </Button>
      {query.isError ? (
        <ErrorCarga error={query.error} reintentando={query.isFetching} onReintentar={() => void query.refetch()} />
      ) : !persona ? (
        <div className="grid gap-4" aria-label="Cargando..." aria-busy="true">
          <Skeleton className="h-9 w-80" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight">{nombreCompleto(persona.data)}</h1>
              <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="font-mono">{formatRut(persona.data.rut)}</span>
                <Badge variant="outline">
                  {persona.data.person_type === 'juridica' ? 'Persona jurídica' : 'Persona natural'}
                </Badge>
              </p>
            </div>
            <Button
              variant="outline"
              disabled={actualizar.isPending}
              aria-busy={actualizar.isPending}
              onClick={() => actualizar.mutate(persona.data.rut)}
            >
              <RefreshCwIcon className={actualizar.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
              Volver a consultar
            </Button>
          </header>
          <Ficha persona={persona} />
          <p className="text-sm text-muted-foreground">
            Consultado por {nombreAutor(persona.made_by)} · fuente{' '}
            {persona.fuente === 'production' ? 'producción' : 'mock'} · datos al{' '}
            {formatDateTime(persona.data.updated_at)}
          </p>
        </>
      )}
    </div>
  );
}
