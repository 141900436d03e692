import { Link } from 'react-router';
import { MessageSquareWarningIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';

import { useComentarios } from '../api';
import { nombrePersona } from '../fase';

/** The reasons the document came back (comments of tipo 'rechazo'), newest first, as a prominent alert. */
export function ComentariosRechazo({ flujoId }: { flujoId: number }) {
  const query = useComentarios(flujoId);
  const rechazos = (query.data ?? [])
    .filter((c) => c.tipo === 'rechazo')
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (rechazos.length === 0) return null;
  return (
    <Alert variant="destructive" aria-label="Observaciones del rechazo">
      <MessageSquareWarningIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">El documento fue rechazado: corrija y vuelva a enviarlo</AlertTitle>
      <AlertDescription>
        <ul className="grid w-full gap-2">
          {rechazos.map((c) => (
            <li key={c.id} className="rounded-md border border-destructive/30 bg-background px-3 py-2">
              <p className="whitespace-pre-line text-foreground">{c.texto}</p>
              <p className="text-xs text-muted-foreground">
                {nombrePersona(c.usuario)} · {formatDateTime(c.created_at)}
              </p>
            </li>
          ))}
        </ul>
        <Link to={`/flujo-documental/comentarios/${flujoId}`} className="underline underline-offset-4">
          Ver todos los comentarios
        </Link>
      </AlertDescription>
    </Alert>
  );
}
