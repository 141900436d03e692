import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InboxIcon, LifeBuoyIcon, PlusIcon, SearchIcon, SearchXIcon } from 'lucide-react';
import { toast } from 'sonner';

import { ErrorCarga } from '@/components/error-carga';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';

import { useFaqsPublicadas } from './api';
import { FaqAccordion } from './components/faq-accordion';
import { NuevoTicketDialog } from './components/nuevo-ticket-dialog';
import { filtrarFaqs } from './faq-filtro';

function PreguntasFrecuentes() {
  const busquedaId = useId();
  const [busqueda, setBusqueda] = useState('');
  const faqs = useFaqsPublicadas();
  const visibles = filtrarFaqs(faqs.data ?? [], busqueda);

  let contenido;
  if (faqs.isPending)
    contenido = (
      <div className="grid gap-2" aria-busy="true">
        <p role="status" className="sr-only">
          Cargando preguntas frecuentes...
        </p>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  else if (faqs.isError)
    contenido = (
      <ErrorCarga error={faqs.error} reintentando={faqs.isFetching} onReintentar={() => void faqs.refetch()} />
    );
  else if (faqs.data.length === 0)
    contenido = <p className="text-sm text-muted-foreground">Aún no hay preguntas frecuentes publicadas.</p>;
  else if (visibles.length === 0)
    contenido = (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
        <SearchXIcon className="size-8" aria-hidden="true" />
        <p>No hay preguntas que coincidan con «{busqueda.trim()}».</p>
        <Button variant="outline" size="sm" onClick={() => setBusqueda('')}>
          Limpiar búsqueda
        </Button>
      </div>
    );
  else contenido = <FaqAccordion faqs={visibles} />;

  return (
    <section aria-labelledby={`${busquedaId}-titulo`} className="grid gap-4">
      <h2 id={`${busquedaId}-titulo`} className="text-xl font-semibold">
        Preguntas frecuentes
      </h2>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <label htmlFor={busquedaId} className="sr-only">
          Buscar en las preguntas frecuentes
        </label>
        <Input
          id={busquedaId}
          type="search"
          value={busqueda}
          onChange={(e) => setBusqueda(e.target.value)}
          placeholder="Buscar en las preguntas frecuentes"
          className="pl-9"
        />
      </div>
      {faqs.isSuccess && faqs.data.length > 0 && busqueda.trim() && (
        <p role="status" className="text-sm text-muted-foreground">
          {visibles.length === 1 ? '1 pregunta encontrada' : `${visibles.length} preguntas encontradas`}
        </p>
      )}
      {contenido}
    </section>
  );
}

/** Soporte: answers first (published FAQs), then the way to the support team's tickets. */
export function SoportePage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [nuevo, setNuevo] = useState(false);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 py-4">
      <title>Soporte · Atalaya</title>
      <header className="flex items-center gap-3">
        <LifeBuoyIcon className="size-8 text-primary" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Soporte</h1>
          <p className="text-muted-foreground">Busque una respuesta o escriba al equipo de Soporte Atalaya.</p>
        </div>
      </header>

      <PreguntasFrecuentes />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>¿No encontró lo que buscaba?</h2>
          </CardTitle>
          <CardDescription>
            Abra un ticket y le responderemos aquí mismo; recibirá un aviso en la campana con cada respuesta.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => setNuevo(true)}>
            <PlusIcon aria-hidden="true" />
            Nuevo ticket
          </Button>
          <Button variant="outline" asChild>
            <Link to="/soporte/tickets">
              <InboxIcon aria-hidden="true" />
              Mis tickets
            </Link>
          </Button>
          {isPlatformAdmin(user) && (
            <Button variant="outline" asChild>
              <Link to="/globales/tickets">Tickets de clientes</Link>
            </Button>
          )}
        </CardContent>
      </Card>

      {nuevo && (
        <NuevoTicketDialog
          open={nuevo}
          onOpenChange={setNuevo}
          onSuccess={(ticket) => {
            toast.success('Ticket creado');
            void navigate(`/soporte/tickets?ticket=${ticket.id}`);
          }}
        />
      )}
    </div>
  );
}
