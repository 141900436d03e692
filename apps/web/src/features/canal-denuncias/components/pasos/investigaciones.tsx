import { z } from 'zod';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, NINGUNO, SelectField, TextareaField, TextField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { datePickerSchema } from '@/components/ui/date-picker';
import { formatDate } from '@/lib/format';

import {
  crearInvestigacion,
  editarInvestigacion,
  useSubrecurso,
  type DenunciaDetalle,
  type Investigacion,
} from '../../api';
import { nombrePersona } from '../../persona';
import { useAlGuardarCaso, useUsuariosCanalOpciones } from '../caso-form';
import { Campo } from './paso';
import { PasoConEvidencias } from './paso-con-evidencias';

const schema = z
  .object({
    titulo: z.string().trim().min(1, { error: 'El título de la investigación es obligatorio' }).max(200),
    descripcion: z.string().trim().max(8000),
    hallazgos: z.string().trim().max(8000),
    investigador_id: z.string(),
    fecha_inicio: datePickerSchema(),
    fecha_termino: datePickerSchema(),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_termino || v.fecha_termino >= v.fecha_inicio, {
    path: ['fecha_termino'],
    error: 'La fecha de término no puede ser anterior a la de inicio.',
  });
type Valores = z.input<typeof schema>;

function InvestigacionDialog({
  denuncia,
  investigacion,
  open,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  investigacion: Investigacion | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const usuarios = useUsuariosCanalOpciones();
  const hoy = new Date().toLocaleDateString('sv-SE');
  const alGuardar = useAlGuardarCaso(
    denuncia.id,
    investigacion ? 'Investigación actualizada' : 'Investigación registrada',
    () => onOpenChange(false),
  );
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: investigacion
      ? {
          titulo: investigacion.titulo,
          descripcion: investigacion.descripcion,
          hallazgos: investigacion.hallazgos,
          investigador_id: investigacion.investigador ? String(investigacion.investigador.id) : NINGUNO,
          fecha_inicio: investigacion.fecha_inicio ?? '',
          fecha_termino: investigacion.fecha_termino ?? '',
        }
      : {
          titulo: '',
          descripcion: '',
          hallazgos: '',
          investigador_id: denuncia.investigador ? String(denuncia.investigador.id) : NINGUNO,
          fecha_inicio: hoy,
          fecha_termino: '',
        },
    save: (v) => {
      const body = {
        titulo: v.titulo,
        descripcion: v.descripcion,
        hallazgos: v.hallazgos,
        investigador_id: toId(v.investigador_id),
        fecha_inicio: v.fecha_inicio || null,
        fecha_termino: v.fecha_termino || null,
      };
      return investigacion
        ? editarInvestigacion(investigacion.id, body)
        : crearInvestigacion({ denuncia_id: denuncia.id, ...body });
    },
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={investigacion ? 'Editar investigación' : 'Nueva investigación'}
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <TextField control={form.control} name="titulo" label="Título *" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="investigador_id"
        label="Investigador"
        options={usuarios}
        ninguno="Sin asignar"
      />
      <div className="hidden sm:block" />
      <DateField control={form.control} name="fecha_inicio" label="Fecha de inicio" />
      <DateField control={form.control} name="fecha_termino" label="Fecha de término" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción y diligencias"
        className="sm:col-span-2"
      />
      <TextareaField control={form.control} name="hallazgos" label="Hallazgos" className="sm:col-span-2" />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Al indicar la fecha de término, la investigación se da por terminada (detiene el plazo de 30 días hábiles de Ley
        Karin).
      </p>
    </EntityFormDialog>
  );
}

/** 'Investigación': the investigations of the case, their findings and evidence. */
export function InvestigacionesPaso({
  denuncia,
  puedeCrear,
  puedeEditar,
}: {
  denuncia: DenunciaDetalle;
  puedeCrear: boolean;
  puedeEditar: boolean;
}) {
  const lista = useSubrecurso(denuncia.id, 'investigaciones');
  return (
    <PasoConEvidencias
      denunciaId={denuncia.id}
      consulta={lista}
      vacio="Aún no hay investigaciones registradas."
      etiqueta="Investigaciones"
      destino="investigacion"
      editarEtiqueta="investigación"
      agregar={(lista.data?.length ?? 0) === 0 ? 'Iniciar investigación' : 'Agregar investigación'}
      puedeCrear={puedeCrear}
      puedeEditar={puedeEditar}
      encabezado={(inv) => <h4 className="font-medium">{inv.titulo}</h4>}
      contenido={(inv) => (
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <Campo etiqueta="Investigador">{nombrePersona(inv.investigador)}</Campo>
            <Campo etiqueta="Inicio">{inv.fecha_inicio ? formatDate(inv.fecha_inicio) : '—'}</Campo>
            <Campo etiqueta="Término">{inv.fecha_termino ? formatDate(inv.fecha_termino) : 'En curso'}</Campo>
          </dl>
          {inv.descripcion && <p className="text-sm whitespace-pre-line">{inv.descripcion}</p>}
          {inv.hallazgos && (
            <div className="text-sm">
              <p className="font-medium">Hallazgos</p>
              <p className="whitespace-pre-line">{inv.hallazgos}</p>
            </div>
          )}
        </>
      )}
      formulario={(inv, onOpenChange) => (
        <InvestigacionDialog denuncia={denuncia} investigacion={inv} open onOpenChange={onOpenChange} />
      )}
    />
  );
}
