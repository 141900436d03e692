import type { EstadoVersion } from '@atalaya/shared/contracts/documentos';
import {
  ESTADO_PUBLICADO_ETIQUETAS,
  STATUS_DOCUMENTO_ETIQUETAS,
  type EstadoPublicado,
  type StatusDocumento,
} from '@atalaya/shared/phases';
import { Badge } from '@/components/ui/badge';

type Variante = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

/** Borrador outlined, en flujo blue, publicado green, archivado grey. */
export const STATUS_DOCUMENTO_VARIANTES = {
  DRAFT: 'outline',
  REVIEW: 'default',
  PUBLISHED: 'success',
  ARCHIVED: 'secondary',
} as const satisfies Record<StatusDocumento, Variante>;

/** Vigente green, por vencer amber, vencido red, obsoleto grey. */
export const ESTADO_PUBLICADO_VARIANTES = {
  vigente: 'success',
  por_vencer: 'warning',
  vencido: 'destructive',
  obsoleto: 'secondary',
} as const satisfies Record<EstadoPublicado, Variante>;

export const ESTADO_VERSION_ETIQUETAS: Record<EstadoVersion, string> = {
  approved: 'Aprobada',
  rejected: 'Rechazada',
  pending: 'Pendiente',
};
export const ESTADO_VERSION_VARIANTES = {
  approved: 'success',
  rejected: 'destructive',
  pending: 'outline',
} as const satisfies Record<EstadoVersion, Variante>;

export function StatusDocumentoBadge({ status }: { status: StatusDocumento }) {
  return <Badge variant={STATUS_DOCUMENTO_VARIANTES[status]}>{STATUS_DOCUMENTO_ETIQUETAS[status]}</Badge>;
}

export function EstadoPublicadoBadge({ estado }: { estado: EstadoPublicado }) {
  return <Badge variant={ESTADO_PUBLICADO_VARIANTES[estado]}>{ESTADO_PUBLICADO_ETIQUETAS[estado]}</Badge>;
}

export function EstadoVersionBadge({ estado }: { estado: EstadoVersion }) {
  return <Badge variant={ESTADO_VERSION_VARIANTES[estado]}>{ESTADO_VERSION_ETIQUETAS[estado]}</Badge>;
}

/** The one phase badge (its colours in flujo-documental/fase.ts), also shown on documents. */
export { FaseBadge } from '@/features/documentos/flujo/components/fase-badge';
