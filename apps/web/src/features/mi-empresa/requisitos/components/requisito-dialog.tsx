import type { ViewModalProps } from '@/components/list-page/types';

import { CriticidadBadge } from '../../../globales/comun/fields';
import { subcategoriaNombre } from '../../../globales/comun/opciones';
import { descripcionItem, RecordDialog } from '@/components/records/record-dialog';
import type { Requisito } from '../api';
import { EstadoCumplimientoBadge, OrigenBadge } from './requisito-columns';

/** Read-only view of one of the company's requirements. */
export function RequisitoDialog({ row, open, onOpenChange }: ViewModalProps<Requisito>) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${row.codigo} · ${row.nombre}`}
      description={
        <>
          Requisito <OrigenBadge origen={row.origen} />
        </>
      }
      items={[
        ['Cumplimiento', <EstadoCumplimientoBadge key="e" estado={row.estado_cumplimiento} />],
        ['Criticidad', <CriticidadBadge key="c" criticidad={row.criticidad} />],
        ['Responsable', row.responsable?.nombre ?? '—'],
        ['Tipo', row.tipo?.nombre ?? '—'],
        ['Categoría', row.categoria?.nombre ?? '—'],
        ['Subcategoría', row.subcategoria ? subcategoriaNombre(row.subcategoria.nombre) : '—'],
        ['Fuente legal', row.fuente_legal || '—'],
        descripcionItem(row.descripcion),
      ]}
    />
  );
}
