import { useState } from 'react';
import { z } from 'zod';

import {
  codigoDocumentoPorDefecto,
  documentoInputSchema,
  VIGENCIA_POR_DEFECTO,
  type Persona,
} from '@atalaya/shared/contracts/documentos';
import type { Referencia } from '@atalaya/shared/contracts/empresa';
import type { CreateModalProps } from '@/components/list-page/types';
import { EntityFormDialog, MultiSelectField, TextField, toId, useEntityForm } from '@/components/records/entity-form';
import { SwitchField, TextareaField } from '@/features/globales/shared/fields';
import { useProcesos } from '@/features/mi-empresa/shared/opciones';

import {
  createDocumento,
  documentosKeys,
  updateDocumento,
  useRequisitosOpciones,
  useRiesgosOpciones,
  useUsuariosOpciones,
  type Documento,
  type DocumentoInput,
} from '../api';
import { ComboboxField } from './combobox-field';
import { NO_ASIGNADO, nombrePersona } from './persona';

const contrato = documentoInputSchema.shape;

/** The people of the flow, in the order the form shows them. */
const PERSONAS = [
  { name: 'solicitante_id', label: 'Solicitante' },
  { name: 'revisor_id', label: 'Revisor' },
  { name: 'aprobador_id', label: 'Aprobador' },
] as const;

/**
 * The API's schema (same Spanish messages) with the selects as form strings ('' = none); the
 * contract's cross-field rules (revisor ≠ aprobador) run on the payload and land on their field.
 */
const formSchema = z
  .object({
    nombre_documento: contrato.nombre_documento,
    codigo: contrato.codigo,
    vigencia: contrato.vigencia,
    motivo_solicitud: contrato.motivo_solicitud,
    workflow_enabled: contrato.workflow_enabled,
    proceso_id: z.string(),
    requisito_ids: z.array(z.string()),
    riesgo_ids: z.array(z.string()),
    solicitante_id: z.string(),
    revisor_id: z.string(),
    aprobador_id: z.string(),
  })
  .superRefine((values, ctx) => {
    const result = documentoInputSchema.safeParse(toBody(values));
    for (const issue of result.error?.issues ?? []) {
      if (issue.code === 'custom') ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The form's values as the body of POST /documentos/ or PUT /documentos/{id}. */
function toBody(values: FormOutput): DocumentoInput {
  return {
    ...values,
    proceso_id: toId(values.proceso_id),
    requisito_ids: values.requisito_ids.map(Number),
    riesgo_ids: values.riesgo_ids.map(Number),
    solicitante_id: toId(values.solicitante_id),
    revisor_id: toId(values.revisor_id),
    aprobador_id: toId(values.aprobador_id),
  };
}

const idString = (id: number | null | undefined) => (id ? String(id) : '');

/** New documents: code 'DOC-' + timestamp, 365 days, approval flow on (SPEC §9). */
function defaults(row?: Documento): FormInput {
  return {
    nombre_documento: row?.nombre_documento ?? '',
    codigo: row?.codigo ?? codigoDocumentoPorDefecto(),
    vigencia: row?.vigencia ?? VIGENCIA_POR_DEFECTO,
    motivo_solicitud: row?.motivo_solicitud ?? '',
    workflow_enabled: row?.workflow_enabled ?? true,
    proceso_id: idString(row?.proceso_id),
    requisito_ids: (row?.requisitos ?? []).map((r) => String(r.id)),
    riesgo_ids: (row?.riesgos ?? []).map((r) => String(r.id)),
    solicitante_id: idString(row?.solicitante_id),
    revisor_id: idString(row?.revisor_id),
    aprobador_id: idString(row?.aprobador_id),
  };
}

type Opcion = { value: string; label: string };

/** Options plus the record's current choices missing from them (beyond the 100 loaded, or inactive). */
function conActuales(options: Opcion[], actuales: Opcion[]): Opcion[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...actuales.filter((o) => !known.has(o.value))];
}
const refOption = (r: Referencia): Opcion => ({ value: String(r.id), label: r.nombre });
const personaLabel = (p: Persona) => `${nombrePersona(p)} (${p.email})`;

type DocumentoFormProps = CreateModalProps & { row?: Documento };

/**
 * Registers a document (without `row`) or edits its data: code, validity, links to the company's
 * process, requirements and risks, and the people of its approval flow.
 */
export function DocumentoForm({ open, onOpenChange, onSuccess, row }: DocumentoFormProps) {
  const procesos = useProcesos();
  const requisitos = useRequisitosOpciones();
  const riesgos = useRiesgosOpciones();
  const usuarios = useUsuariosOpciones();
  const [defaultValues] = useState(() => defaults(row));

  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues,
    save: (values: FormOutput) => {
      const body = toBody(values);
      return row ? updateDocumento(row.id, body) : createDocumento(body);
    },
    conflictField: 'codigo',
    invalidate: [documentosKeys.all],
    onSuccess,
  });

  const procesoOptions = conActuales(
    (procesos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre_proceso })),
    row?.proceso ? [refOption(row.proceso)] : [],
  );
  const requisitoOptions = conActuales(
    (requisitos.data ?? []).map((r) => ({ value: String(r.id), label: `${r.codigo} · ${r.nombre}` })),
    (row?.requisitos ?? []).map(refOption),
  );
  const riesgoOptions = conActuales(
    (riesgos.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre })),
    (row?.riesgos ?? []).map(refOption),
  );
  const usuarioOptions = conActuales(
    (usuarios.data ?? []).filter((u) => u.activo).map((u) => ({ value: String(u.id), label: personaLabel(u) })),
    [row?.solicitante, row?.revisor, row?.aprobador]
      .filter((p): p is Persona => Boolean(p))
      .map((p) => ({ value: String(p.id), label: personaLabel(p) })),
  );

  /** The revisor ≠ aprobador message follows a change of either, once the aprobador was touched. */
  const recheckAprobador = () => {
    if (form.getFieldState('aprobador_id').isTouched || form.formState.isSubmitted) void form.trigger('aprobador_id');
  };

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? 'Editar documento' : 'Agregar documento'}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values)}
    >
      <TextField
        control={form.control}
        name="nombre_documento"
        label="Nombre del documento *"
        className="sm:col-span-2"
      />
      <TextField control={form.control} name="codigo" label="Código" />
      <TextField control={form.control} name="vigencia" label="Vigencia (días) *" type="number" />
      <TextareaField
        control={form.control}
        name="motivo_solicitud"
        label="Motivo de la solicitud"
        rows={3}
        className="sm:col-span-2"
      />
      <ComboboxField
        control={form.control}
        name="proceso_id"
        label="Proceso"
        className="sm:col-span-2"
        options={procesoOptions}
        clearLabel="Sin proceso"
        searchPlaceholder="Buscar proceso"
        emptyText="No hay procesos con ese nombre."
      />
      <MultiSelectField
        control={form.control}
        name="requisito_ids"
        label="Requisitos"
        className="sm:col-span-2"
        options={requisitoOptions}
        placeholder="Seleccione los requisitos que cubre"
        searchPlaceholder="Buscar requisito"
        emptyText="No hay requisitos con ese código o nombre."
        countLabel={(n) => `${n} requisitos seleccionados`}
      />
      <MultiSelectField
        control={form.control}
        name="riesgo_ids"
        label="Riesgos"
        className="sm:col-span-2"
        options={riesgoOptions}
        placeholder="Seleccione los riesgos que mitiga"
        searchPlaceholder="Buscar riesgo"
        emptyText="No hay riesgos con ese nombre."
        countLabel={(n) => `${n} riesgos seleccionados`}
      />
      {PERSONAS.map(({ name, label }) => (
        <ComboboxField
          key={name}
          control={form.control}
          name={name}
          label={label}
          options={usuarioOptions}
          clearLabel={NO_ASIGNADO}
          searchPlaceholder="Buscar por nombre o correo"
          emptyText="No hay usuarios con ese nombre."
          onValueChange={name === 'revisor_id' ? recheckAprobador : undefined}
        />
      ))}
      <SwitchField
        control={form.control}
        name="workflow_enabled"
        label="Usa flujo de aprobación"
        description="Cada versión pasa por revisión y aprobación antes de publicarse."
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
