import { CircleCheckIcon, CircleDotIcon, LoaderIcon, LockIcon, type LucideIcon } from 'lucide-react';

import {
  ESTADO_TICKET_ETIQUETAS,
  PRIORIDAD_TICKET_ETIQUETAS,
  type EstadoTicket,
  type PrioridadTicket,
} from '@atalaya/shared/contracts/soporte';
import { Badge } from '@/components/ui/badge';

type Variante = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

/** Colour and icon, so that the state does not rest on colour alone. */
const ASPECTO_ESTADO: Record<EstadoTicket, { variante: Variante; Icono: LucideIcon }> = {
  abierto: { variante: 'default', Icono: CircleDotIcon },
  en_progreso: { variante: 'warning', Icono: LoaderIcon },
  resuelto: { variante: 'success', Icono: CircleCheckIcon },
  cerrado: { variante: 'outline', Icono: LockIcon },
};

const VARIANTE_PRIORIDAD: Record<PrioridadTicket, Variante> = {
  baja: 'outline',
  media: 'secondary',
  alta: 'warning',
  urgente: 'destructive',
};

export function EstadoTicketBadge({ estado }: { estado: EstadoTicket }) {
  const { variante, Icono } = ASPECTO_ESTADO[estado];
  return (
    <Badge variant={variante}>
      <Icono aria-hidden="true" />
      {ESTADO_TICKET_ETIQUETAS[estado]}
    </Badge>
  );
}

export function PrioridadTicketBadge({ prioridad }: { prioridad: PrioridadTicket }) {
  return <Badge variant={VARIANTE_PRIORIDAD[prioridad]}>{PRIORIDAD_TICKET_ETIQUETAS[prioridad]}</Badge>;
}
