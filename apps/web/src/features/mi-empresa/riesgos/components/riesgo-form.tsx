import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import { ESTADOS_RIESGO, riesgoInputSchema, type RiesgoInput } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { nivelInherente } from '@atalaya/shared/risk-matrix';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DatalistField, MultiSelectField, NINGUNO, SelectField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';

import { ResponsableField } from '@/features/mi-empresa/comun/responsable-field';
import { mitigacionesKeys, useMitigacionesOpciones } from '../../mitigaciones/api';
import { useProcesos } from '../../comun/opciones';
import { createRiesgo, riesgosKeys, updateRiesgo, useMatriz, type Riesgo } from '../api';
import { NivelBadge, NivelPreview } from './nivel-badge';

/** Offences companies map in their crime-prevention model (Ley 20.393 as amended by Ley 21.595). */
export const DELITOS_SUGERIDOS = [
  'Cohecho',
  'Cohecho a funcionario público extranjero',
  'Lavado de activos',
  'Financiamiento del terrorismo',
  'Receptación',
  'Negociación incompatible',
  'Corrupción entre particulares',
  'Apropiación indebida',
  'Administración desleal',
  'Delitos informáticos',
  'Delitos ambientales',
  'Delitos contra la libre competencia',
  'Delitos tributarios',
  'Fraude de subvenciones',
  'Obtención fraudulenta del seguro de cesantía',
  'Trata de personas y tráfico de migrantes',
  'Contaminación de aguas',
  'Pesca ilegal y violación de veda',
] as const;

const seleccione = (mensaje: string) => z.string().min(1, { error: mensaje });

/** The API's schema (same Spanish messages), with selects (and the linked mitigations) as form strings. */
const formSchema = riesgoInputSchema.extend({
  proceso_id: z.string(),
  responsable_id: z.string(),
  probabilidad: seleccione('Seleccione una probabilidad de la matriz'),
  impacto: seleccione('Seleccione un impacto de la matriz'),
  mitigacion_ids: z.array(z.string()),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaults(row?: Riesgo): FormInput {
  return {
    nombre: row?.nombre ?? '',
    descripcion: row?.descripcion ?? '',
    proceso_id: row?.proceso_id ? String(row.proceso_id) : NINGUNO,
    delito_o_categoria: row?.delito_o_categoria ?? '',
    probabilidad: row ? String(row.probabilidad) : '',
    impacto: row ? String(row.impacto) : '',
    responsable_id: row?.responsable_id ? String(row.responsable_id) : NINGUNO,
    estado: row?.estado ?? 'No cubierto',
    mitigacion_ids: (row?.mitigaciones ?? []).map((m) => String(m.id)),
  };
}

/** '3 · Posible': an axis position with the matrix's label. */
const ejeOptions = (labels: string[] | undefined) =>
  (labels ?? []).map((label, i) => ({ value: String(i + 1), label: `${i + 1} · ${label}` }));

type RiesgoFormProps = CreateModalProps & { row?: Riesgo };

/**
 * Creates (without `row`) or edits a risk on the company's matrix, previewing its inherent level,
 * and links its mitigations. Server field errors land on their fields.
 */
export function RiesgoForm({ open, onOpenChange, onSuccess, row }: RiesgoFormProps) {
  const matriz = useMatriz();
  const procesos = useProcesos();
  const mitigaciones = useMitigacionesOpciones();

  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: defaults(row),
    save: (values: FormOutput) => {
      // One request: the risk and its mitigation links are saved together or not at all.
      const body: RiesgoInput = {
        ...values,
        probabilidad: Number(values.probabilidad),
        impacto: Number(values.impacto),
        proceso_id: toId(values.proceso_id),
        responsable_id: toId(values.responsable_id),
        mitigacion_ids: values.mitigacion_ids.map(Number),
      };
      return row ? updateRiesgo(row.id, body) : createRiesgo(body);
    },
    conflictField: 'nombre',
    // Links change the mitigations' lists and the residual levels on the heat map.
    invalidate: [riesgosKeys.all, mitigacionesKeys.all],
    onSuccess,
  });

  const [probabilidad, impacto] = useWatch({ control: form.control, name: ['probabilidad', 'impacto'] });
  const preview =
    matriz.data && probabilidad && impacto
      ? nivelInherente(matriz.data, Number(probabilidad), Number(impacto))
      : undefined;

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar riesgo' : 'Agregar riesgo'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <TextField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
      <DatalistField
        control={form.control}
        name="delito_o_categoria"
        label="Delito o categoría *"
        listId="delitos-sugeridos"
        suggestions={DELITOS_SUGERIDOS}
      />
      <SelectField
        control={form.control}
        name="proceso_id"
        label="Proceso"
        options={(procesos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre_proceso }))}
        ninguno="Sin proceso"
      />
      <SelectField
        control={form.control}
        name="probabilidad"
        label="Probabilidad *"
        options={ejeOptions(matriz.data?.probabilidades)}
      />
      <SelectField
        control={form.control}
        name="impacto"
        label="Impacto *"
        options={ejeOptions(matriz.data?.impactos)}
      />
      <NivelPreview label="Nivel inherente:">
        {preview ? (
          <NivelBadge nivel={preview} colores={matriz.data?.colores} />
        ) : (
          <span className="text-muted-foreground">Seleccione probabilidad e impacto</span>
        )}
      </NivelPreview>
      <MultiSelectField
        control={form.control}
        name="mitigacion_ids"
        label="Mitigaciones"
        className="sm:col-span-2"
        options={(mitigaciones.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
        placeholder="Seleccione las mitigaciones del riesgo"
        searchPlaceholder="Buscar mitigación"
        emptyText="No hay mitigaciones con ese nombre."
        countLabel={(n) => `${n} mitigaciones seleccionadas`}
      />
      <ResponsableField control={form.control} name="responsable_id" />
      <SelectField
        control={form.control}
        name="estado"
        label="Estado *"
        options={ESTADOS_RIESGO.map((e) => ({ value: e, label: e }))}
      />
    </EntityFormDialog>
  );
}
