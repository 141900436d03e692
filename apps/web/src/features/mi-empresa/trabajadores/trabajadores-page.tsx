import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';

import { labelOptions } from '@/components/forms/fields';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ImportarBoton } from '@/components/list-page/importar-boton';

import { useCentros, useDepartamentos } from '../comun/opciones';
import { deleteTrabajador, deleteTrabajadores, listTrabajadores, trabajadoresKeys, type Trabajador } from './api';
import { ESTADO_LABELS, nombreCompleto, TIPO_LABELS, trabajadorColumns } from './components/trabajador-columns';
import { TrabajadorDialog } from './components/trabajador-dialog';
import { TrabajadorForm } from './components/trabajador-form';

/** Headers of the import template, as POST /trabajadores/import reads them. */
const PLANTILLA = [
  'RUT',
  'Nombres',
  'Apellido paterno',
  'Apellido materno',
  'Email',
  'Teléfono',
  'Cargo',
  'Departamento',
  'Centro',
  'Fecha de ingreso',
  'Tipo',
  'Estado',
];

/** Mi Empresa → Mis Trabajadores: the company's own and contractor workers. */
export function TrabajadoresPage() {
  const departamentos = useDepartamentos();
  const centros = useCentros();
  const bulkConfirm = useBulkConfirm();
  const queryClient = useQueryClient();

  const filters: ListFilter[] = [
    { id: 'tipo', label: 'Tipo', type: 'select', options: labelOptions(TIPO_LABELS) },
    { id: 'estado', label: 'Estado', type: 'select', options: labelOptions(ESTADO_LABELS) },
    {
      id: 'departamento_id',
      label: 'Departamento',
      type: 'select',
      options: (departamentos.data ?? []).map((d) => ({ value: String(d.id), label: d.nombre })),
    },
    {
      id: 'centro_id',
      label: 'Centro',
      type: 'select',
      options: (centros.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre })),
    },
  ];

  return (
    <>
      <ListPage<Trabajador>
        title="Mis Trabajadores"
        subtitle="Trabajadores propios y de contratistas de su empresa."
        entity={{ singular: 'trabajador', plural: 'trabajadores' }}
        columns={trabajadorColumns}
        queryKey={trabajadoresKeys.lists()}
        fetchPage={listTrabajadores}
        rowLabel={nombreCompleto}
        search={{ placeholder: 'Buscar por RUT o nombre' }}
        filters={filters}
        refreshable
        exportFileName="trabajadores"
        headerActions={
          <ImportarBoton
            title="Importar trabajadores"
            endpoint="/trabajadores/import"
            entity={{ singular: 'trabajador', plural: 'trabajadores' }}
            templateColumns={PLANTILLA}
            onDone={() => void queryClient.invalidateQueries({ queryKey: trabajadoresKeys.all })}
          />
        }
        renderCreate={(props) => <TrabajadorForm {...props} />}
        renderEdit={(props) => <TrabajadorForm {...props} />}
        renderView={(props) => <TrabajadorDialog {...props} />}
        onDelete={(row) => deleteTrabajador(row.id)}
        bulkActions={[
          {
            label: 'Eliminar seleccionados',
            icon: Trash2Icon,
            // ListPage runs this as a mutation and reloads afterwards; nothing is sent unless confirmed.
            onRun: async (rows) => {
              if (await bulkConfirm.ask(rows.length)) await deleteTrabajadores(rows.map((r) => r.id));
            },
          },
        ]}
      />
      {bulkConfirm.dialog}
    </>
  );
}

/** A confirmation whose answer `ask` awaits, so a bulk action can wait for it. */
function useBulkConfirm() {
  const [count, setCount] = useState<number | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setCount(null);
  };
  const ask = (n: number) =>
    new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setCount(n);
    });
  const dialog = (
    <Dialog open={count !== null} onOpenChange={(open) => !open && answer(false)}>
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>¿Eliminar {count === 1 ? '1 trabajador' : `${count} trabajadores`}?</DialogTitle>
          <DialogDescription>
            Se eliminarán los trabajadores seleccionados. Esta acción no se puede deshacer.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => answer(false)}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={() => answer(true)}>
            Eliminar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return { ask, dialog };
}
