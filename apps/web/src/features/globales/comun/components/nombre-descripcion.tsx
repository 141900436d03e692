import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import type { categoriaRequisitoInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps, ViewModalProps } from '@/components/list-page/types';

import { RecordDialog } from '@/components/records/record-dialog';
import { fechaCorta } from '../list';

/** A catalogue entry that is only a name and a description (categorías, tipos de requisito). */
export interface NombreDescripcion {
  id: number;
  nombre: string;
  descripcion: string;
  updated_at: string;
}
/** The body both APIs take (the same schema shape, with the same Spanish messages). */
export type NombreDescripcionInput = z.input<typeof categoriaRequisitoInputSchema>;

/**
 * Creates (without `row`) or edits a name-and-description entry; a duplicate name (409) lands on
 * nombre. After saving, what lists it (under `queryKey`) reloads.
 */
export function NombreDescripcionForm({
  open,
  onOpenChange,
  onSuccess,
  row,
  schema,
  create,
  update,
  queryKey,
  entidad,
}: CreateModalProps & {
  row?: NombreDescripcion;
  schema: typeof categoriaRequisitoInputSchema;
  create: (body: NombreDescripcionInput) => Promise<unknown>;
  update: (id: number, body: NombreDescripcionInput) => Promise<unknown>;
  queryKey: QueryKey;
  /** 'categoría' → 'Agregar categoría' / 'Editar categoría'. */
  entidad: string;
}) {
  const { form, save } = useEntityForm({
    schema,
    defaultValues: { nombre: row?.nombre ?? '', descripcion: row?.descripcion ?? '' },
    save: (values) => (row ? update(row.id, values) : create(values)),
    conflictField: 'nombre',
    invalidate: [queryKey],
    onSuccess,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? `Editar ${entidad}` : `Agregar ${entidad}`}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}

/** Read-only view of a name-and-description entry: its description and last update (`actualizado` labels it). */
export function NombreDescripcionDialog({
  row,
  open,
  onOpenChange,
  description,
  actualizado,
}: ViewModalProps<NombreDescripcion> & { description: string; actualizado: string }) {
  return (
    <RecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row.nombre}
      description={description}
      items={[
        ['Descripción', row.descripcion || '—'],
        [actualizado, fechaCorta(row.updated_at)],
      ]}
    />
  );
}
