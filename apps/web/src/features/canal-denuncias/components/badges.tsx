import { EyeOffIcon, UserRoundIcon } from 'lucide-react';

import {
  ESTADO_DENUNCIA_ETIQUETAS,
  GRAVEDAD_ETIQUETAS,
  TIPO_DENUNCIA_ETIQUETAS,
  type EstadoDenuncia,
  type Gravedad,
  type TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { Badge } from '@/components/ui/badge';

type Variante = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

/** New cases outlined (they need someone), work in progress blue, closed grey. */
const ESTADO_VARIANTES = {
  recibida: 'warning',
  en_revision: 'default',
  investigacion: 'default',
  plan_accion: 'default',
  implementacion: 'default',
  cerrada: 'secondary',
} as const satisfies Record<EstadoDenuncia, Variante>;

const GRAVEDAD_VARIANTES = {
  baja: 'secondary',
  media: 'outline',
  alta: 'warning',
  critica: 'destructive',
} as const satisfies Record<Gravedad, Variante>;

export function EstadoDenunciaBadge({ estado }: { estado: EstadoDenuncia }) {
  return <Badge variant={ESTADO_VARIANTES[estado]}>{ESTADO_DENUNCIA_ETIQUETAS[estado]}</Badge>;
}

export function TipoDenunciaBadge({ tipo }: { tipo: TipoDenuncia }) {
  return <Badge variant={tipo === 'ley_karin' ? 'default' : 'outline'}>{TIPO_DENUNCIA_ETIQUETAS[tipo]}</Badge>;
}

/** 'Sin clasificar' until the case is classified. */
export function GravedadBadge({ gravedad }: { gravedad: Gravedad | null }) {
  if (!gravedad) return <span className="text-sm text-muted-foreground">Sin clasificar</span>;
  return (
    <Badge variant={GRAVEDAD_VARIANTES[gravedad]}>
      <span className="sr-only">Gravedad </span>
      {GRAVEDAD_ETIQUETAS[gravedad]}
    </Badge>
  );
}

export function AnonimaBadge({ anonima }: { anonima: boolean }) {
  return (
    <Badge variant="outline">
      {anonima ? <EyeOffIcon aria-hidden="true" /> : <UserRoundIcon aria-hidden="true" />}
      {anonima ? 'Anónima' : 'Identificada'}
    </Badge>
  );
}
