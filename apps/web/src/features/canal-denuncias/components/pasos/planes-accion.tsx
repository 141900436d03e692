import { z } from 'zod';

import { ESTADO_PLAN_ACCION_ETIQUETAS, ESTADOS_PLAN_ACCION } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, NINGUNO, SelectField, TextareaField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { Badge } from '@/components/ui/badge';
import { datePickerSchema } from '@/components/ui/date-picker';
import { formatDate } from '@/lib/format';

import { crearPlanAccion, editarPlanAccion, useSubrecurso, type DenunciaDetalle, type PlanAccion } from '../../api';
import { nombrePersona } from '../../persona';
import { useAlGuardarCaso, useUsuariosCanalOpciones } from '../caso-form';
import { Campo } from './paso';
import { PasoConEvidencias } from './paso-con-evidencias';

const ESTADO_VARIANTES = { pendiente: 'outline', en_curso: 'default', completada: 'success' } as const;

const schema = z.object({
  titulo: z.string().trim().min(1, { error: 'El título del plan de acción es obligatorio' }).max(200),
  descripcion: z.string().trim().max(8000),
  responsable_id: z.string(),
  plazo: datePickerSchema(),
  estado: z.enum(ESTADOS_PLAN_ACCION, { error: 'Estado del plan no válido.' }),
});
type Valores = z.input<typeof schema>;

function PlanDialog({
  denuncia,
  plan,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  plan: PlanAccion | null;
  onOpenChange: (open: boolean) => void;
}) {
  const usuarios = useUsuariosCanalOpciones();
  const alGuardar = useAlGuardarCaso(
    denuncia.id,
    plan ? 'Plan de acción actualizado' : 'Plan de acción registrado',
    () => onOpenChange(false),
  );
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: plan
      ? {
          titulo: plan.titulo,
          descripcion: plan.descripcion,
          responsable_id: plan.responsable ? String(plan.responsable.id) : NINGUNO,
          plazo: plan.plazo ?? '',
          estado: plan.estado,
        }
      : { titulo: '', descripcion: '', responsable_id: NINGUNO, plazo: '', estado: 'pendiente' },
    save: (v) => {
      const body = {
        titulo: v.titulo,
        descripcion: v.descripcion,
        responsable_id: toId(v.responsable_id),
        plazo: v.plazo || null,
        estado: v.estado,
      };
      return plan ? editarPlanAccion(plan.id, body) : crearPlanAccion({ denuncia_id: denuncia.id, ...body });
    },
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title={plan ? 'Editar plan de acción' : 'Nuevo plan de acción'}
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <TextField control={form.control} name="titulo" label="Título *" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="responsable_id"
        label="Responsable"
        options={usuarios}
        ninguno="Sin asignar"
      />
      <DateField control={form.control} name="plazo" label="Plazo" />
      <SelectField
        control={form.control}
        name="estado"
        label="Estado *"
        options={ESTADOS_PLAN_ACCION.map((e) => ({ value: e, label: ESTADO_PLAN_ACCION_ETIQUETAS[e] }))}
      />
      <div className="hidden sm:block" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}

/** 'Plan de acción': the corrective actions, who is responsible, by when, their state and evidence. */
export function PlanesAccionPaso({
  denuncia,
  puedeCrear,
  puedeEditar,
}: {
  denuncia: DenunciaDetalle;
  puedeCrear: boolean;
  puedeEditar: boolean;
}) {
  return (
    <PasoConEvidencias
      denunciaId={denuncia.id}
      consulta={useSubrecurso(denuncia.id, 'plan-acciones')}
      vacio="Aún no hay planes de acción."
      etiqueta="Planes de acción"
      destino="plan_accion"
      editarEtiqueta="plan"
      agregar="Agregar plan de acción"
      puedeCrear={puedeCrear}
      puedeEditar={puedeEditar}
      encabezado={(plan) => (
        <h4 className="flex flex-wrap items-center gap-2 font-medium">
          {plan.titulo}
          <Badge variant={ESTADO_VARIANTES[plan.estado]}>{ESTADO_PLAN_ACCION_ETIQUETAS[plan.estado]}</Badge>
        </h4>
      )}
      contenido={(plan) => (
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <Campo etiqueta="Responsable">{nombrePersona(plan.responsable)}</Campo>
            <Campo etiqueta="Plazo">{plan.plazo ? formatDate(plan.plazo) : 'Sin plazo'}</Campo>
          </dl>
          {plan.descripcion && <p className="text-sm whitespace-pre-line">{plan.descripcion}</p>}
        </>
      )}
      formulario={(plan, onOpenChange) => <PlanDialog denuncia={denuncia} plan={plan} onOpenChange={onOpenChange} />}
    />
  );
}
