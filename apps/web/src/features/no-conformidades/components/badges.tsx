import {
  CRITICIDAD_NC_ETIQUETAS,
  ESTADO_ACCION_NC_ETIQUETAS,
  ETAPA_NC_ETIQUETAS,
  type CriticidadNc,
  type EstadoAccionNc,
  type EtapaNc,
} from '@atalaya/shared/contracts/no-conformidades';
import { Badge } from '@/components/ui/badge';

const ETAPA_VARIANTE: Record<EtapaNc, 'default' | 'secondary' | 'outline' | 'success' | 'warning'> = {
  abierta: 'outline',
  correccion: 'warning',
  analisis_causa: 'warning',
  clasificacion: 'secondary',
  acciones: 'secondary',
  verificacion: 'default',
  cerrada: 'success',
};

export function EtapaNcBadge({ etapa }: { etapa: EtapaNc }) {
  return <Badge variant={ETAPA_VARIANTE[etapa]}>{ETAPA_NC_ETIQUETAS[etapa]}</Badge>;
}

const CRITICIDAD_VARIANTE = { menor: 'secondary', mayor: 'warning', critica: 'destructive' } as const;

/** Menor grey, mayor amber, crítica red; '—' before classification. */
export function CriticidadNcBadge({ criticidad }: { criticidad: CriticidadNc | null }) {
  if (!criticidad) return <span className="text-muted-foreground">Sin clasificar</span>;
  return <Badge variant={CRITICIDAD_VARIANTE[criticidad]}>{CRITICIDAD_NC_ETIQUETAS[criticidad]}</Badge>;
}

const ESTADO_ACCION_VARIANTE = { pendiente: 'outline', en_curso: 'warning', completada: 'success' } as const;

export function EstadoAccionBadge({ estado }: { estado: EstadoAccionNc }) {
  return <Badge variant={ESTADO_ACCION_VARIANTE[estado]}>{ESTADO_ACCION_NC_ETIQUETAS[estado]}</Badge>;
}
