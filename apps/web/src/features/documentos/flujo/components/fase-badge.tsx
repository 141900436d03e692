import { Badge } from '@/components/ui/badge';

import { etiquetaFase, FASE_VARIANTE } from '../fase';
import type { Fase } from '@atalaya/shared/phases';

/** A flow phase as a badge (SPEC §4 labels); an unknown phase raises 'Invalid phase!'. */
export function FaseBadge({ fase, className }: { fase: string; className?: string }) {
  const etiqueta = etiquetaFase(fase);
  const variante = FASE_VARIANTE[fase as Fase];
  return (
    <Badge variant={variante} className={className}>
      {etiqueta}
    </Badge>
  );
}
