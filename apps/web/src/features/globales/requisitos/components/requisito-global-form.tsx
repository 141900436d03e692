import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import { requisitoGlobalInputSchema, type RequisitoGlobalInput } from '@atalaya/shared/contracts/globales/catalogo';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, SwitchField, TextareaField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { criticidadOptions } from '../../comun/fields';
import { idOptions, useCategoriasRequisito, useSubcategoriasRequisito, useTiposRequisito } from '../../comun/opciones';
import { TaxonomiaFields, type TaxonomiaValues } from '../../comun/taxonomia-fields';
import { createRequisitoGlobal, requisitosGlobalesKeys, updateRequisitoGlobal, type RequisitoGlobal } from '../api';

/** The API's schema (same Spanish messages), with the id selects as form strings. */
const formSchema = requisitoGlobalInputSchema.extend({
  tipo_id: z.string(),
  categoria_id: z.string(),
  subcategoria_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: RequisitoGlobal): FormInput {
  return {
    codigo: row?.codigo ?? '',
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    fuente_legal: row?.fuente_legal ?? '',
    tipo_id: row?.tipo_id ? String(row.tipo_id) : NINGUNO,
    categoria_id: row?.categoria_id ? String(row.categoria_id) : NINGUNO,
    subcategoria_id: row?.subcategoria_id ? String(row.subcategoria_id) : NINGUNO,
    criticidad: row?.criticidad ?? 'media',
    activo: row?.activo ?? true,
  };
}

type RequisitoGlobalFormProps = CreateModalProps & { row?: RequisitoGlobal };

/**
 * Creates (without `row`) or edits a catalogue requirement. The subcategoría select offers only
 * the chosen categoría's subcategorías and is cleared when the categoría changes.
 */
export function RequisitoGlobalForm({ open, onOpenChange, onSuccess, row }: RequisitoGlobalFormProps) {
  const tipos = useTiposRequisito();
  const categorias = useCategoriasRequisito();
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: RequisitoGlobalInput = {
        ...values,
        tipo_id: toId(values.tipo_id),
        categoria_id: toId(values.categoria_id),
        subcategoria_id: toId(values.subcategoria_id),
      };
      return row ? updateRequisitoGlobal(row.id, body) : createRequisitoGlobal(body);
    },
    conflictField: 'codigo',
    invalidate: [requisitosGlobalesKeys.all],
    onSuccess,
  });
  const categoriaId = useWatch({ control: form.control, name: 'categoria_id' });
  const categoria = toId(categoriaId);
  const subcategorias = useSubcategoriasRequisito(categoria, { enabled: categoria !== null });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar requisito global' : 'Agregar requisito global'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="codigo" label="Código *" />
      <SelectField control={form.control} name="criticidad" label="Criticidad *" options={criticidadOptions} />
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TaxonomiaFields
        form={form as unknown as UseFormReturn<TaxonomiaValues>}
        categoriaId={categoriaId}
        tipos={idOptions(tipos.data)}
        categorias={idOptions(categorias.data)}
        subcategorias={subcategorias.data ? idOptions(subcategorias.data) : undefined}
      />
      <TextField control={form.control} name="fuente_legal" label="Fuente legal" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <SwitchField
        control={form.control}
        name="activo"
        label="Activo"
        description="Solo los requisitos activos se importan a las empresas."
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
