import { NINGUNO, SelectField } from '@/components/forms/fields';
import type { UseFormReturn } from 'react-hook-form';

export interface Opcion {
  value: string;
  label: string;
}

/** The catalogue classification of a requisito, as form strings (NINGUNO for none). */
export interface TaxonomiaValues {
  tipo_id: string;
  categoria_id: string;
  subcategoria_id: string;
}

/**
 * What the subcategoría select offers: nothing until a categoría is chosen, then only that
 * categoría's subcategorías (the API refuses one of another categoría).
 */
export function subcategoriaOpciones(categoriaId: string, deLaCategoria: Opcion[] | undefined): Opcion[] {
  return categoriaId && categoriaId !== NINGUNO ? (deLaCategoria ?? []) : [];
}

/**
 * Tipo, categoría and subcategoría selects. Choosing another categoría clears the subcategoría,
 * whose options (`subcategorias`, of the watched categoría) the caller loads.
 */
export function TaxonomiaFields({
  form,
  categoriaId,
  tipos,
  categorias,
  subcategorias,
  obligatorias = false,
}: {
  form: UseFormReturn<TaxonomiaValues>;
  /** The form's current categoria_id (useWatch in the caller, which loads its subcategorías). */
  categoriaId: string;
  tipos: Opcion[];
  categorias: Opcion[];
  subcategorias: Opcion[] | undefined;
  obligatorias?: boolean;
}) {
  const conCategoria = Boolean(categoriaId) && categoriaId !== NINGUNO;
  return (
    <>
      <SelectField control={form.control} name="tipo_id" label="Tipo" options={tipos} ninguno="Sin tipo" />
      <SelectField
        control={form.control}
        name="categoria_id"
        label={obligatorias ? 'Categoría *' : 'Categoría'}
        options={categorias}
        ninguno={obligatorias ? undefined : 'Sin categoría'}
        onValueChange={(value) => {
          if (value !== categoriaId) form.setValue('subcategoria_id', NINGUNO, { shouldDirty: true });
        }}
      />
      <SelectField
        control={form.control}
        name="subcategoria_id"
        label="Subcategoría"
        options={subcategoriaOpciones(categoriaId, subcategorias)}
        ninguno={conCategoria ? 'Sin subcategoría' : 'Elija primero una categoría'}
      />
    </>
  );
}
