import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, LoaderCircleIcon, SendIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { useComentar, useComentarios } from './api';
import { ErrorPanel, FlujoPagina } from './components/flujo-pagina';
import { Textarea } from '@/components/ui/textarea';
import { accionDeFase, nombrePersona } from './fase';

/** Flujo documental → Comentarios: the conversation of a flow, rejections highlighted. */
export function ComentariosPage() {
  return (
    <FlujoPagina
      titulo="Comentarios del flujo"
      acciones={(flujo) => {
        const accion = accionDeFase(flujo.fase, flujo.id);
        return (
          <Button asChild variant="outline">
            <Link to={accion.ruta}>Ir al documento</Link>
          </Button>
        );
      }}
    >
      {(flujo) => <Comentarios flujo={flujo} />}
    </FlujoPagina>
  );
}

function Comentarios({ flujo }: { flujo: Flujo }) {
  const query = useComentarios(flujo.id);
  const comentarios = [...(query.data ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  return (
    <div className="grid max-w-3xl gap-6">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Conversación</CardTitle>
        </CardHeader>
        <CardContent>
          {query.isError ? (
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : comentarios.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no hay comentarios en este flujo.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Comentarios">
              {comentarios.map((c) => (
                <li
                  key={c.id}
                  className={cn(
                    'grid gap-1 rounded-md border px-3 py-2 text-sm',
                    c.tipo === 'rechazo' && 'border-destructive/50 bg-destructive/5',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{nombrePersona(c.usuario)}</span>
                    <span className="text-xs text-muted-foreground">{formatDateTime(c.created_at)}</span>
                    {c.tipo === 'rechazo' && <Badge variant="destructive">Rechazo</Badge>}
                  </div>
                  <p className="whitespace-pre-line">{c.texto}</p>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <NuevoComentario flujoId={flujo.id} />
    </div>
  );
}

function NuevoComentario({ flujoId }: { flujoId: number }) {
  const comentar = useComentar(flujoId);
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Agregar comentario</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!texto.trim()) {
              setError('Escriba un comentario');
              return;
            }
            setError(null);
            comentar.mutate(texto.trim(), {
              onSuccess: () => {
                setTexto('');
                toast.success('Comentario agregado');
              },
              onError: (e) => setError(e.message),
            });
          }}
        >
          <Label htmlFor={id}>Comentario</Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={4000}
            value={texto}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setTexto(event.target.value)}
          />
          {error && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle className="line-clamp-none">{error}</AlertTitle>
            </Alert>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={comentar.isPending}>
              {comentar.isPending ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              Comentar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
