import type { z } from 'zod';

import { subcategoriaRequisitoInputSchema } from '@atalaya/shared/contracts/globales/catalogo';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { useCategoriasRequisito } from '../../comun/opciones';
import { createSubcategoria, subcategoriasKeys, updateSubcategoria, type SubcategoriaRequisito } from '../api';

type FormInput = z.input<typeof subcategoriaRequisitoInputSchema>;

function defaults(row?: SubcategoriaRequisito): FormInput {
  return {
    // '' until one is chosen: the schema answers "Seleccione una categoría".
    categoria_id: row ? String(row.categoria_id) : '',
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
  };
}

type SubcategoriaFormProps = CreateModalProps & { row?: SubcategoriaRequisito };

/** Creates (POST) or edits (PATCH) a subcategoría; the name is optional (shown as 'Sin nombre'). */
export function SubcategoriaForm({ open, onOpenChange, onSuccess, row }: SubcategoriaFormProps) {
  const categorias = useCategoriasRequisito();
  const { form, save } = useEntityForm({
    schema: subcategoriaRequisitoInputSchema,
    defaultValues: defaults(row),
    save: (values) => (row ? updateSubcategoria(row.id, values) : createSubcategoria(values)),
    conflictField: 'nombre',
    invalidate: [subcategoriasKeys.all],
    onSuccess,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar subcategoría' : 'Agregar subcategoría'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <SelectField
        control={form.control}
        name="categoria_id"
        label="Categoría *"
        options={(categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
        className="sm:col-span-2"
      />
      <TextField control={form.control} name="nombre" label="Nombre" className="sm:col-span-2" />
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
        Opcional: sin nombre, la subcategoría se muestra como «Sin nombre».
      </p>
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}
