import { CRITICIDADES, type Criticidad } from '@atalaya/shared/contracts/globales/catalogo';
import { CRITICIDAD_ETIQUETAS } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { Badge } from '@/components/ui/badge';

/** The contract's labels ('Alta', 'Media', 'Baja'). */
export const CRITICIDAD_LABELS = CRITICIDAD_ETIQUETAS;
const CRITICIDAD_VARIANTS = { alta: 'destructive', media: 'warning', baja: 'secondary' } as const;
export const criticidadOptions = CRITICIDADES.map((c) => ({ value: c, label: CRITICIDAD_LABELS[c] }));

/** Alta red, media amber, baja grey. */
export function CriticidadBadge({ criticidad }: { criticidad: Criticidad }) {
  return <Badge variant={CRITICIDAD_VARIANTS[criticidad]}>{CRITICIDAD_LABELS[criticidad]}</Badge>;
}

/** 'Activo' / 'Inactivo' (or the given labels) as a badge. */
export function ActivoBadge({
  activo,
  labels = ['Activo', 'Inactivo'],
}: {
  activo: boolean;
  labels?: readonly [string, string];
}) {
  return <Badge variant={activo ? 'success' : 'outline'}>{activo ? labels[0] : labels[1]}</Badge>;
}

/** Filter options of a yes/no column (`?activo=true|false`). */
export const siNoOptions = (si: string, no: string) => [
  { value: 'true', label: si },
  { value: 'false', label: no },
];
