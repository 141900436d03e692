import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

import {
  ESTADO_CUMPLIMIENTO_ETIQUETAS,
  ESTADOS_CUMPLIMIENTO,
  requisitoInputSchema,
  type RequisitoInput,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, TextareaField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { criticidadOptions } from '../../../globales/comun/fields';
import { TaxonomiaFields, type TaxonomiaValues } from '../../../globales/comun/taxonomia-fields';

import { createRequisito, requisitosKeys, updateRequisito, useClasificacion, type Requisito } from '../api';

/** The API's schema (same Spanish messages), with the id selects as form strings. */
const formSchema = requisitoInputSchema.extend({
  tipo_id: z.string(),
  categoria_id: z.string(),
  subcategoria_id: z.string(),
  responsable_id: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const idString = (id: number | null | undefined) => (id ? String(id) : NINGUNO);

function defaults(row?: Requisito): FormInput {
  return {
    codigo: row?.codigo ?? '',
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    fuente_legal: row?.fuente_legal ?? '',
    tipo_id: idString(row?.tipo_id),
    categoria_id: idString(row?.categoria_id),
    subcategoria_id: idString(row?.subcategoria_id),
    criticidad: row?.criticidad ?? 'media',
    responsable_id: idString(row?.responsable_id),
    estado_cumplimiento: row?.estado_cumplimiento ?? 'sin_evaluar',
  };
}

const estadoOptions = ESTADOS_CUMPLIMIENTO.map((e) => ({ value: e, label: ESTADO_CUMPLIMIENTO_ETIQUETAS[e] }));

type RequisitoFormProps = CreateModalProps & { row?: Requisito };

/**
 * Creates one of the company's own requirements (without `row`) or edits any of them: its
 * compliance state, responsible worker, criticality and classification.
 */
export function RequisitoForm({ open, onOpenChange, onSuccess, row }: RequisitoFormProps) {
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: RequisitoInput = {
        ...values,
        tipo_id: toId(values.tipo_id),
        categoria_id: toId(values.categoria_id),
        subcategoria_id: toId(values.subcategoria_id),
        responsable_id: toId(values.responsable_id),
      };
      return row ? updateRequisito(row.id, body) : createRequisito(body);
    },
    conflictField: 'codigo',
    invalidate: [requisitosKeys.all],
    onSuccess,
  });
  const categoriaId = useWatch({ control: form.control, name: 'categoria_id' });
  const clasificacion = useClasificacion(toId(categoriaId));

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar requisito' : 'Agregar requisito'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      {row?.origen === 'catalogo' && (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground sm:col-span-2">
          Importado del catálogo global. Los cambios solo afectan a su empresa.
        </p>
      )}
      <TextField control={form.control} name="codigo" label="Código *" />
      <SelectField control={form.control} name="estado_cumplimiento" label="Cumplimiento *" options={estadoOptions} />
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <SelectField control={form.control} name="criticidad" label="Criticidad *" options={criticidadOptions} />
      <ResponsableField control={form.control} name="responsable_id" />
      <TaxonomiaFields
        form={form as unknown as UseFormReturn<TaxonomiaValues>}
        categoriaId={categoriaId}
        tipos={clasificacion.tipos}
        categorias={clasificacion.categorias}
        subcategorias={clasificacion.subcategorias}
      />
      <TextField control={form.control} name="fuente_legal" label="Fuente legal" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}
