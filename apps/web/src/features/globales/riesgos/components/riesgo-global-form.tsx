import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { riesgoGlobalInputSchema, type RiesgoGlobalInput } from '@atalaya/shared/contracts/globales/catalogo';
import { MATRIZ_POR_DEFECTO, nivelInherente } from '@atalaya/shared/risk-matrix';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import {
  DatalistField,
  MultiSelectField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { NivelBadge, NivelPreview } from '../../../mi-empresa/riesgos/components/nivel-badge';
import { DELITOS_SUGERIDOS } from '../../../mi-empresa/riesgos/components/riesgo-form';
import { useDelitosCatalogo, useMitigacionesGlobales } from '../../comun/opciones';
import { createRiesgoGlobal, riesgosGlobalesKeys, updateRiesgoGlobal, type RiesgoGlobal } from '../api';
import { impactoLabel, probabilidadLabel } from './riesgo-global-columns';

/** The API's schema (same Spanish messages), with the axis selects and the linked mitigations as strings. */
const formSchema = riesgoGlobalInputSchema.extend({
  probabilidad_sugerida: z.string(),
  impacto_sugerido: z.string(),
  mitigacion_ids: z.array(z.string()),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: RiesgoGlobal): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    delito_o_categoria: row?.delito_o_categoria ?? '',
    fuente_legal: row?.fuente_legal ?? '',
    probabilidad_sugerida: String(row?.probabilidad_sugerida ?? 3),
    impacto_sugerido: String(row?.impacto_sugerido ?? 3),
    activo: row?.activo ?? true,
    mitigacion_ids: (row?.mitigaciones ?? []).map((m) => String(m.id)),
  };
}

const ejes = [1, 2, 3, 4, 5];

type RiesgoGlobalFormProps = CreateModalProps & { row?: RiesgoGlobal };

/**
 * Creates (without `row`) or edits a catalogue risk: the offence it maps, its suggested position
 * on the default 5×5 matrix (with the resulting level) and its typical mitigaciones globales.
 */
export function RiesgoGlobalForm({ open, onOpenChange, onSuccess, row }: RiesgoGlobalFormProps) {
  const mitigaciones = useMitigacionesGlobales();
  const delitos = useDelitosCatalogo();
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      const body: RiesgoGlobalInput = {
        ...values,
        probabilidad_sugerida: Number(values.probabilidad_sugerida),
        impacto_sugerido: Number(values.impacto_sugerido),
        mitigacion_ids: values.mitigacion_ids.map(Number),
      };
      return row ? updateRiesgoGlobal(row.id, body) : createRiesgoGlobal(body);
    },
    conflictField: 'nombre',
    // The delitos list (filter, import dialog) may change with it.
    invalidate: [riesgosGlobalesKeys.all],
    onSuccess,
  });
  const [probabilidad, impacto] = useWatch({
    control: form.control,
    name: ['probabilidad_sugerida', 'impacto_sugerido'],
  });
  const nivel = nivelInherente(MATRIZ_POR_DEFECTO, Number(probabilidad), Number(impacto));
  const sugeridos = [...new Set([...(delitos.data ?? []).map((d) => d.delito_o_categoria), ...DELITOS_SUGERIDOS])].sort(
    (a, b) => a.localeCompare(b, 'es'),
  );

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar riesgo global' : 'Agregar riesgo global'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <DatalistField
        control={form.control}
        name="delito_o_categoria"
        label="Delito o categoría *"
        listId="delitos-catalogo"
        suggestions={sugeridos}
      />
      <TextField control={form.control} name="fuente_legal" label="Fuente legal" />
      <SelectField
        control={form.control}
        name="probabilidad_sugerida"
        label="Probabilidad sugerida *"
        options={ejes.map((p) => ({ value: String(p), label: probabilidadLabel(p) }))}
      />
      <SelectField
        control={form.control}
        name="impacto_sugerido"
        label="Impacto sugerido *"
        options={ejes.map((i) => ({ value: String(i), label: impactoLabel(i) }))}
      />
      <NivelPreview label="Nivel sugerido (matriz 5×5 por defecto):">
        <NivelBadge nivel={nivel} colores={MATRIZ_POR_DEFECTO.colores} />
      </NivelPreview>
      <MultiSelectField
        control={form.control}
        name="mitigacion_ids"
        label="Mitigaciones típicas"
        className="sm:col-span-2"
        options={(mitigaciones.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
        placeholder="Seleccione las mitigaciones globales"
        searchPlaceholder="Buscar mitigación"
        emptyText="No hay mitigaciones con ese nombre."
        countLabel={(n) => `${n} mitigaciones seleccionadas`}
      />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <SwitchField
        control={form.control}
        name="activo"
        label="Activo"
        description="Solo los riesgos activos se importan a las empresas."
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
