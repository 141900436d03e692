import { ROLE_LABELS } from '@atalaya/shared/roles';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/format';

import type { Rol } from '../api';

export const MOTIVO_SISTEMA = 'Rol del sistema: no puede editarse ni eliminarse.';

/** 'Sistema' badge; its tooltip says why the role has no Editar / Eliminar. */
export function SistemaBadge() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge variant="secondary" tabIndex={0} aria-label={`Sistema. ${MOTIVO_SISTEMA}`}>
          Sistema
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{MOTIVO_SISTEMA}</TooltipContent>
    </Tooltip>
  );
}

export const rolColumns: ListColumn<Rol>[] = [
  {
    id: 'nombre',
    header: 'Nombre',
    cell: (r) => (
      <span className="flex items-center gap-2">
        <span className="font-mono text-xs">{r.nombre}</span>
        {r.sistema && <SistemaBadge />}
      </span>
    ),
    exportValue: (r) => r.nombre,
  },
  {
    id: 'descripcion',
    header: 'Descripción',
    cell: (r) => {
      const texto = r.descripcion || ROLE_LABELS[r.nombre];
      return texto ? (
        <span className="block max-w-96 truncate" title={texto}>
          {texto}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      );
    },
    exportValue: (r) => r.descripcion || ROLE_LABELS[r.nombre] || '',
  },
  {
    id: 'tipo',
    header: 'Tipo',
    cell: (r) => (r.sistema ? 'Sistema' : 'Propio'),
    exportValue: (r) => (r.sistema ? 'Sistema' : 'Propio'),
  },
  {
    id: 'usuarios',
    header: 'Usuarios',
    className: 'text-right',
    cell: (r) => <span className="tabular-nums">{formatNumber(r.usuarios)}</span>,
    exportValue: (r) => r.usuarios,
  },
];
