import { LockIcon } from 'lucide-react';

import type { TicketArchivo, TicketDetalle, TicketMensaje } from '@atalaya/shared/contracts/soporte';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { TicketArchivos } from './ticket-archivos';

interface Entrada {
  key: string;
  autor: string;
  de_soporte: boolean;
  interno: boolean;
  texto: string;
  created_at: string;
  archivos: readonly TicketArchivo[];
}

/** Who wrote a message: the company sees 'Soporte Atalaya'; platform admins see the colleague's name. */
function autorDe(mensaje: Pick<TicketMensaje, 'autor' | 'de_soporte'>, admin: boolean): string {
  const nombre = mensaje.autor?.nombre ?? 'Usuario eliminado';
  if (!mensaje.de_soporte) return nombre;
  return admin ? `${nombre} (Soporte)` : 'Soporte Atalaya';
}

/**
 * The conversation, oldest first: the ticket's description (with its attachments) and then every
 * message. Internal notes, which only platform admins receive, are tinted and marked 'Nota interna'.
 */
export function TicketHilo({ ticket, admin }: { ticket: TicketDetalle; admin: boolean }) {
  const entradas: Entrada[] = [
    {
      key: 'descripcion',
      autor: ticket.creado_por?.nombre ?? 'Usuario eliminado',
      de_soporte: false,
      interno: false,
      texto: ticket.descripcion,
      created_at: ticket.created_at,
      archivos: ticket.archivos,
    },
    ...ticket.mensajes.map((m) => ({
      key: String(m.id),
      autor: autorDe(m, admin),
      de_soporte: m.de_soporte,
      interno: m.interno,
      texto: m.texto,
      created_at: m.created_at,
      archivos: m.archivos,
    })),
  ];
  return (
    <ol aria-label="Conversación del ticket" className="grid gap-3">
      {entradas.map((e) => (
        <li
          key={e.key}
          className={cn(
            'rounded-lg border p-3',
            e.de_soporte && 'ml-6 bg-muted/50',
            !e.de_soporte && 'mr-6',
            e.interno && 'border-warning bg-warning/10',
          )}
        >
          <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{e.autor}</span>
            {e.interno && (
              <Badge variant="warning">
                <LockIcon aria-hidden="true" />
                Nota interna
              </Badge>
            )}
            <time dateTime={e.created_at} className="ml-auto text-xs text-muted-foreground tabular-nums">
              {formatDateTime(e.created_at)}
            </time>
          </div>
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{e.texto}</p>
          <TicketArchivos archivos={e.archivos} />
        </li>
      ))}
    </ol>
  );
}
