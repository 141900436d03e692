import { useId } from 'react';
import { UserCheckIcon } from 'lucide-react';

import type { EstadoTicket, TicketDetalle } from '@atalaya/shared/contracts/soporte';
import { NINGUNO } from '@/components/forms/fields';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useSessionUser } from '@/shell/session';

import { useActualizarTicket, useResponsables } from '../api';
import { estadoOpciones } from './ticket-opciones';

/** Platform admins' controls: the ticket's state and who handles it (any active admin_atalaya). */
export function TicketGestion({ ticket }: { ticket: TicketDetalle }) {
  const estadoId = useId();
  const asignadoId = useId();
  const yo = useSessionUser();
  const responsables = useResponsables();
  const actualizar = useActualizarTicket(ticket.id);

  // The assignee stays listed even if the admins' list has not loaded (or no longer has them).
  const opciones = (responsables.data ?? []).map((u) => ({ value: String(u.id), label: u.nombre }));
  if (ticket.asignado_a && !opciones.some((o) => o.value === String(ticket.asignado_a!.id)))
    opciones.push({ value: String(ticket.asignado_a.id), label: ticket.asignado_a.nombre });

  return (
    <div className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={estadoId}>Estado</Label>
        <Select
          value={ticket.estado}
          disabled={actualizar.isPending}
          onValueChange={(estado) => actualizar.mutate({ estado: estado as EstadoTicket })}
        >
          <SelectTrigger id={estadoId} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {estadoOpciones.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={asignadoId}>Asignado a</Label>
        <div className="flex gap-2">
          <Select
            value={ticket.asignado_a ? String(ticket.asignado_a.id) : NINGUNO}
            disabled={actualizar.isPending}
            onValueChange={(v) => actualizar.mutate({ asignado_a: v === NINGUNO ? null : Number(v) })}
          >
            <SelectTrigger id={asignadoId} className="w-full min-w-0">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NINGUNO}>Sin asignar</SelectItem>
              {opciones.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {ticket.asignado_a?.id !== yo.id && (
            <Button
              variant="outline"
              disabled={actualizar.isPending}
              onClick={() => actualizar.mutate({ asignado_a: yo.id })}
            >
              <UserCheckIcon aria-hidden="true" />
              Asignarme
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
