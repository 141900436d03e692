import type { UseFormReturn } from 'react-hook-form';

import type { Persona } from '@atalaya/shared/contracts/documentos';
import type { Referencia } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { MultiSelectField, SwitchField, TextareaField, TextField } from '@/components/forms/fields';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useProcesos } from '@/features/mi-empresa/comun/opciones';

import { useRequisitosOpciones, useRiesgosOpciones, useUsuariosOpciones, type Documento } from '../api';
import { ComboboxField } from './combobox-field';
import type { DocumentoFormInput, DocumentoFormOutput } from './documento-valores';
import { NO_ASIGNADO, nombrePersona } from './persona';

/**
 * What differs between the Documentos dialog ('registro') and Flujo documental → Solicitar
 * ('solicitud'): a request leaves the code to the server, links no process or risks yet, and
 * keeps its approval-flow checkbox where the dialog has a switch.
 */
const VARIANTES = {
  registro: {
    codigo: 'Código',
    vinculos: true,
    flujo: {
      label: 'Usa flujo de aprobación',
      description: 'Cada versión pasa por revisión y aprobación antes de publicarse.',
      casilla: false,
    },
  },
  solicitud: {
    codigo: 'Código (vacío: DOC- y una marca de tiempo)',
    vinculos: false,
    flujo: {
      label: 'Requiere revisión y aprobación',
      description: 'Sin esta opción, el autor publica el documento directamente.',
      casilla: true,
    },
  },
} as const;
type VarianteDocumento = keyof typeof VARIANTES;

/** The people of the flow, in the order the form shows them. */
const PERSONAS = [
  { name: 'solicitante_id', label: 'Solicitante' },
  { name: 'revisor_id', label: 'Revisor' },
  { name: 'aprobador_id', label: 'Aprobador' },
] as const;

type Opcion = { value: string; label: string };
type DocumentoFormApi = UseFormReturn<DocumentoFormInput, unknown, DocumentoFormOutput>;

/** Options plus the record's current choices missing from them (beyond the 100 loaded, or inactive). */
function conActuales(options: Opcion[], actuales: Opcion[]): Opcion[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...actuales.filter((o) => !known.has(o.value))];
}
const refOption = (r: Referencia): Opcion => ({ value: String(r.id), label: r.nombre });
const personaLabel = (p: Persona) => `${nombrePersona(p)} (${p.email})`;

type DocumentoCamposProps = { form: DocumentoFormApi; variante: VarianteDocumento; row?: Documento };

/**
 * A document's fields (inside a two-column form grid): name, code, validity, reason,
 * requirements, the people of its approval flow, and for 'registro' its process and risks.
 */
export function DocumentoCampos({ form, variante, row }: DocumentoCamposProps) {
  const { codigo, vinculos, flujo } = VARIANTES[variante];
  const requisitos = useRequisitosOpciones();
  const usuarios = useUsuariosOpciones();

  const requisitoOptions = conActuales(
    (requisitos.data ?? []).map((r) => ({ value: String(r.id), label: `${r.codigo} · ${r.nombre}` })),
    (row?.requisitos ?? []).map(refOption),
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
    <>
      <TextField
        control={form.control}
        name="nombre_documento"
        label="Nombre del documento *"
        className="sm:col-span-2"
      />
      <TextField control={form.control} name="codigo" label={codigo} />
      <TextField control={form.control} name="vigencia" label="Vigencia (días) *" type="number" />
      <TextareaField
        control={form.control}
        name="motivo_solicitud"
        label="Motivo de la solicitud"
        rows={3}
        className="sm:col-span-2"
      />
      {vinculos && <ProcesoCampo form={form} row={row} />}
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
      {vinculos && <RiesgosCampo form={form} row={row} />}
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
      {flujo.casilla ? (
        <FlujoCasilla form={form} label={flujo.label} description={flujo.description} />
      ) : (
        <SwitchField
          control={form.control}
          name="workflow_enabled"
          label={flujo.label}
          description={flujo.description}
          className="sm:col-span-2"
        />
      )}
      {usuarios.isError && (
        <p className="text-sm text-destructive sm:col-span-2">
          No se pudieron cargar los usuarios de la empresa: {usuarios.error.message}
        </p>
      )}
    </>
  );
}

type CampoProps = { form: DocumentoFormApi; row?: Documento };

function ProcesoCampo({ form, row }: CampoProps) {
  const procesos = useProcesos();
  const options = conActuales(
    (procesos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre_proceso })),
    row?.proceso ? [refOption(row.proceso)] : [],
  );
  return (
    <ComboboxField
      control={form.control}
      name="proceso_id"
      label="Proceso"
      className="sm:col-span-2"
      options={options}
      clearLabel="Sin proceso"
      searchPlaceholder="Buscar proceso"
      emptyText="No hay procesos con ese nombre."
    />
  );
}

function RiesgosCampo({ form, row }: CampoProps) {
  const riesgos = useRiesgosOpciones();
  const options = conActuales(
    (riesgos.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre })),
    (row?.riesgos ?? []).map(refOption),
  );
  return (
    <MultiSelectField
      control={form.control}
      name="riesgo_ids"
      label="Riesgos"
      className="sm:col-span-2"
      options={options}
      placeholder="Seleccione los riesgos que mitiga"
      searchPlaceholder="Buscar riesgo"
      emptyText="No hay riesgos con ese nombre."
      countLabel={(n) => `${n} riesgos seleccionados`}
    />
  );
}

/** The request page's approval-flow checkbox, label and hint beside it. */
function FlujoCasilla({ form, label, description }: { form: DocumentoFormApi; label: string; description: string }) {
  return (
    <FormField
      control={form.control}
      name="workflow_enabled"
      render={({ field }) => (
        <FormItem className="flex flex-row items-start gap-3 sm:col-span-2">
          <FormControl>
            <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
        </FormItem>
      )}
    />
  );
}
