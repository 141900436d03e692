import { useQueryClient } from '@tanstack/react-query';

import { categoriaRequisitoInputSchema } from '@atalaya/shared/contracts/catalogo';
import type { CreateModalProps } from '@/components/list-page/types';

import { EntityFormDialog, TextField, useEntityForm } from '../../../mi-empresa/shared/entity-form';
import { TextareaField } from '../../shared/fields';
import { categoriasKeys, createCategoria, updateCategoria, type CategoriaRequisito } from '../api';

type CategoriaFormProps = CreateModalProps & { row?: CategoriaRequisito };

/** Creates (POST) or edits (PATCH) a requirement category; a duplicate name (409) lands on nombre. */
export function CategoriaForm({ open, onOpenChange, onSuccess, row }: CategoriaFormProps) {
  const queryClient = useQueryClient();
  const { form, save } = useEntityForm({
    schema: categoriaRequisitoInputSchema,
    defaultValues: { nombre: row?.nombre ?? '', descripcion: row?.descripcion ?? '' },
    save: (values) => (row ? updateCategoria(row.id, values) : createCategoria(values)),
    conflictField: 'nombre',
    onSuccess: () => {
      // Subcategorías, requisitos and the import dialog list the categories.
      void queryClient.invalidateQueries({ queryKey: categoriasKeys.all });
      onSuccess();
    },
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar categoría' : 'Agregar categoría'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}
