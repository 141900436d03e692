import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleMinusIcon, CircleSlashIcon, CircleXIcon } from 'lucide-react';

import {
  ESTADO_CUMPLIMIENTO_ETIQUETAS,
  ESTADOS_CUMPLIMIENTO,
  ORIGEN_REQUISITO_ETIQUETAS,
  ORIGENES_REQUISITO,
  type EstadoCumplimiento,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { ListPage } from '@/components/list-page/list-page';
import type { BulkAction, ListFilter } from '@/components/list-page/types';

import { criticidadOptions } from '../../globales/comun/fields';
import {
  batchUpdateRequisitos,
  deleteRequisito,
  listRequisitos,
  requisitosKeys,
  useClasificacion,
  type Requisito,
} from './api';
import { requisitoColumns } from './components/requisito-columns';
import { RequisitoDialog } from './components/requisito-dialog';
import { RequisitoForm } from './components/requisito-form';
import { RequisitosVacio } from './components/requisitos-vacio';
import { FILTRO_ESTADO, ResumenEstados } from './components/resumen-estados';

const MARCAR: Array<{ estado: EstadoCumplimiento; icon: BulkAction<Requisito>['icon'] }> = [
  { estado: 'cumple', icon: CheckCircle2Icon },
  { estado: 'parcial', icon: CircleMinusIcon },
  { estado: 'no_cumple', icon: CircleXIcon },
  { estado: 'no_aplica', icon: CircleSlashIcon },
];

/** The selection's state changes in one request (PUT /requisitos/batch-update, all or none). */
const BULK_ACTIONS: BulkAction<Requisito>[] = MARCAR.map(({ estado, icon }) => ({
  label: `Marcar ${ESTADO_CUMPLIMIENTO_ETIQUETAS[estado]}`,
  icon,
  onRun: (rows) =>
    batchUpdateRequisitos(
      rows.map((r) => r.id),
      { estado_cumplimiento: estado },
    ),
}));

/** Mi Empresa → Mis Requisitos: the company's legal requirements and how it complies with each. */
export function RequisitosPage() {
  const clasificacion = useClasificacion(null);
  const queryClient = useQueryClient();

  const filters: ListFilter[] = [
    {
      id: FILTRO_ESTADO,
      label: 'Cumplimiento',
      type: 'select',
      options: ESTADOS_CUMPLIMIENTO.map((e) => ({ value: e, label: ESTADO_CUMPLIMIENTO_ETIQUETAS[e] })),
    },
    { id: 'criticidad', label: 'Criticidad', type: 'select', options: criticidadOptions },
    { id: 'categoria_id', label: 'Categoría', type: 'select', options: clasificacion.categorias },
    {
      id: 'origen',
      label: 'Origen',
      type: 'select',
      options: ORIGENES_REQUISITO.map((o) => ({ value: o, label: ORIGEN_REQUISITO_ETIQUETAS[o] })),
    },
  ];

  return (
    // The summary sits visually between the list's header and its toolbar: ListPage's own column
    // is flattened into this one (display: contents) and its header ordered first.
    <div className="flex flex-col gap-4 [&>div:has(>header)]:contents [&>div>header]:-order-2">
      <ListPage<Requisito>
        title="Mis Requisitos"
        subtitle="Requisitos legales y normativos de su empresa y su estado de cumplimiento."
        entity={{ singular: 'requisito', plural: 'requisitos' }}
        columns={requisitoColumns}
        queryKey={requisitosKeys.lists()}
        fetchPage={listRequisitos}
        rowLabel={(r) => `${r.codigo} ${r.nombre}`}
        search={{ placeholder: 'Buscar por código, nombre o fuente legal' }}
        filters={filters}
        // 'Actualizar' reloads the page shown; the summary's counts are reloaded with it.
        onRefresh={() => queryClient.invalidateQueries({ queryKey: [...requisitosKeys.lists(), 'resumen'] })}
        exportFileName="requisitos"
        renderCreate={(props) => <RequisitoForm {...props} />}
        renderEdit={(props) => <RequisitoForm {...props} />}
        renderView={(props) => <RequisitoDialog {...props} />}
        onDelete={(row) => deleteRequisito(row.id)}
        bulkActions={BULK_ACTIONS}
        emptyHint={<RequisitosVacio />}
      />
      <ResumenEstados className="-order-1" />
    </div>
  );
}
