import { useRef, useState, type ReactNode } from 'react';
import { CircleCheckIcon, CircleOffIcon, EyeIcon, EyeOffIcon, Trash2Icon, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { BulkAction, ListEntity } from '@/components/list-page/types';
import { apiPost, apiPut } from '@/lib/api';

import { ConfirmDialog } from '../../../components/confirm-dialog';

/** An action on the list's selection that asks first: nothing is sent until it is confirmed. */
export interface AccionLote<T> {
  label: string;
  icon?: LucideIcon;
  titulo: (rows: T[]) => string;
  descripcion: (rows: T[]) => ReactNode;
  confirmar: string;
  destructive?: boolean;
  /** The request; a failure (e.g. a 409 'in use') is toasted by the list with the server's message. */
  ejecutar: (rows: T[]) => Promise<unknown>;
  exito: (rows: T[]) => string;
}

/**
 * ListPage's `bulkActions` behind a ConfirmDialog. The list runs a bulk action as a mutation and
 * reloads when it settles, so `onRun` waits here until the dialog is answered: cancelling resolves
 * without a request, a failed request rejects (the list shows the error) and closes the dialog.
 */
export function useAccionesLote<T>(acciones: AccionLote<T>[]): { bulkActions: BulkAction<T>[]; dialog: ReactNode } {
  const [pedido, setPedido] = useState<{ accion: AccionLote<T>; rows: T[] } | null>(null);
  const [pending, setPending] = useState(false);
  const answer = useRef<{ resolve: () => void; reject: (e: unknown) => void } | null>(null);

  const terminar = (fin: (a: { resolve: () => void; reject: (e: unknown) => void }) => void) => {
    if (answer.current) fin(answer.current);
    answer.current = null;
    setPedido(null);
  };
  const confirmar = async () => {
    if (!pedido) return;
    setPending(true);
    try {
      await pedido.accion.ejecutar(pedido.rows);
      toast.success(pedido.accion.exito(pedido.rows));
      terminar((a) => a.resolve());
    } catch (error) {
      terminar((a) => a.reject(error));
    } finally {
      setPending(false);
    }
  };

  const bulkActions = acciones.map((accion): BulkAction<T> => ({
    label: accion.label,
    icon: accion.icon,
    onRun: (rows) =>
      new Promise<void>((resolve, reject) => {
        answer.current = { resolve, reject };
        setPedido({ accion, rows });
      }),
  }));
  const dialog = (
    <ConfirmDialog
      open={pedido !== null}
      onOpenChange={(open) => !open && terminar((a) => a.resolve())}
      title={pedido ? pedido.accion.titulo(pedido.rows) : ''}
      description={pedido ? pedido.accion.descripcion(pedido.rows) : ''}
      confirmLabel={pedido?.accion.confirmar ?? ''}
      destructive={pedido?.accion.destructive}
      pending={pending}
      onConfirm={() => void confirmar()}
    />
  );
  return { bulkActions, dialog };
}

/** 'eliminado' agreed with the entity's gender and the count: 'eliminadas'. */
function concordar(participio: string, n: number, entity: ListEntity) {
  const genero = entity.feminine ? participio.replace(/o$/, 'a') : participio;
  return n === 1 ? genero : `${genero}s`;
}

const cuantos = (n: number, entity: ListEntity) => (n === 1 ? `1 ${entity.singular}` : `${n} ${entity.plural}`);

/** The selected rows' names, at most five ('A, B, C y 4 más'). */
function nombres<T>(rows: T[], nombre: (row: T) => string) {
  const primeros = rows.slice(0, 5).map(nombre).join(', ');
  return rows.length > 5 ? `${primeros} y ${rows.length - 5} más` : primeros;
}

interface Estado {
  label: string;
  icon: LucideIcon;
  /** 'activado', agreed by `concordar`. */
  participio: string;
  /** What changes for the users, after the names. */
  efecto?: string;
}

/** Publicar / Despublicar (FAQs) and Activar / Desactivar (catalogue rows), as `estado` of accionesCatalogo. */
export const ESTADOS_LOTE = {
  publicada: {
    si: {
      label: 'Publicar',
      icon: EyeIcon,
      participio: 'publicado',
      efecto: 'Quedarán visibles en Soporte para todos los usuarios.',
    },
    no: { label: 'Despublicar', icon: EyeOffIcon, participio: 'despublicado', efecto: 'Dejarán de verse en Soporte.' },
  },
  activo: {
    si: { label: 'Activar', icon: CircleCheckIcon, participio: 'activado' },
    no: { label: 'Desactivar', icon: CircleOffIcon, participio: 'desactivado' },
  },
} satisfies Record<string, { si: Estado; no: Estado }>;

/**
 * The bulk actions of a Globales catalogue list: 'Eliminar seleccionados' (POST {path}batch-delete)
 * and, with `estado`, switching that boolean on or off (PUT {path}batch-update), each confirmed.
 */
export function accionesCatalogo<T extends { id: number }>(opts: {
  /** The resource's list path, with its trailing slash: '/faqs/'. */
  path: string;
  entity: ListEntity;
  nombre: (row: T) => string;
  estado?: keyof typeof ESTADOS_LOTE;
}): AccionLote<T>[] {
  const { path, entity, nombre } = opts;
  const ids = (rows: T[]) => rows.map((r) => r.id);
  const acciones: AccionLote<T>[] = [
    {
      label: 'Eliminar seleccionados',
      icon: Trash2Icon,
      titulo: (rows) => `¿Eliminar ${cuantos(rows.length, entity)}?`,
      descripcion: (rows) =>
        `${nombres(rows, nombre)}. Esta acción no se puede deshacer; si alguno está en uso, no se eliminará ninguno.`,
      confirmar: 'Eliminar',
      destructive: true,
      ejecutar: (rows) => apiPost<unknown>(`${path}batch-delete`, { ids: ids(rows) }),
      exito: (rows) => `${cuantos(rows.length, entity)} ${concordar('eliminado', rows.length, entity)}`,
    },
  ];
  if (opts.estado) {
    const campo = opts.estado;
    for (const [valor, e] of [
      [true, ESTADOS_LOTE[campo].si],
      [false, ESTADOS_LOTE[campo].no],
    ] as const) {
      const estado: Estado = e;
      acciones.push({
        label: estado.label,
        icon: estado.icon,
        titulo: (rows) => `¿${estado.label} ${cuantos(rows.length, entity)}?`,
        descripcion: (rows) => [`${nombres(rows, nombre)}.`, estado.efecto].filter(Boolean).join(' '),
        confirmar: estado.label,
        ejecutar: (rows) => apiPut<unknown>(`${path}batch-update`, { ids: ids(rows), cambios: { [campo]: valor } }),
        exito: (rows) => `${cuantos(rows.length, entity)} ${concordar(estado.participio, rows.length, entity)}`,
      });
    }
  }
  return acciones;
}
