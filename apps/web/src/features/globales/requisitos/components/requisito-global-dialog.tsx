import type { ViewModalProps } from '@/components/list-page/types';

import { descripcionItem, RecordDialog } from '@/components/records/record-dialog';
import { ActivoBadge, CriticidadBadge } from '../../comun/fields';
import { subcategoriaNombre } from '../../comun/opciones';
import type { RequisitoGlobal } from '../api';

/** Read-only view of one catalogue requirement. */
export function RequisitoGlobalDialog({ row, open, onOpenChange }: ViewModalProps<RequisitoGlobal>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${row.codigo} · ${row.nombre}`}
      description={
        <>
          Requisito global <ActivoBadge activo={row.activo} />
        </>
      }
      items={[
        ['Tipo', row.tipo?.nombre ?? '—'],
        ['Categoría', row.categoria?.nombre ?? '—'],
        ['Subcategoría', row.subcategoria ? subcategoriaNombre(row.subcategoria.nombre) : '—'],
        ['Fuente legal', row.fuente_legal || '—'],
        ['Criticidad', <CriticidadBadge key="c" criticidad={row.criticidad} />],
        descripcionItem(row.descripcion),
      ]}
    />
  );
}
