import { Badge } from '@/components/ui/badge';

/** 'Activa' / 'Inactiva' (or masculine) state badge. */
export function EstadoBadge({ activo, feminine = false }: { activo: boolean; feminine?: boolean }) {
  const texto = activo ? (feminine ? 'Activa' : 'Activo') : feminine ? 'Inactiva' : 'Inactivo';
  return <Badge variant={activo ? 'success' : 'secondary'}>{texto}</Badge>;
}
