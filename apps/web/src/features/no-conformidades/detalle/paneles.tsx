import { useWatch, type Control } from 'react-hook-form';
import { CheckCircle2Icon, CheckIcon, XCircleIcon } from 'lucide-react';
import { z } from 'zod';

import {
  CRITICIDAD_NC_ETIQUETAS,
  CRITICIDADES_NC,
  EFECTIVIDADES_CIERRE_NC,
  type CierreNcResponse,
} from '@atalaya/shared/contracts/no-conformidades';
import { ESTADOS_RIESGO } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { DateField, NINGUNO, SelectField, SwitchField, TextareaField } from '@/components/forms/fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import {
  aceptarNoConformidad,
  cerrarNoConformidad,
  clasificarNoConformidad,
  registrarCorreccion,
  useClasificaciones,
  useResponsables,
  verificarEficacia,
  type NoConformidadDetalle,
} from '../api';
import { hoyIso } from '../prefill';
import { Dato, ErrorFormulario, SeccionNc, useMovimientoNc, useNcForm } from './comun';

const texto = (mensaje: string, max = 5000) =>
  z
    .string()
    .trim()
    .min(1, { error: mensaje })
    .max(max, { error: `Máximo ${max} caracteres.` });
const fechaObligatoria = (mensaje: string) => z.string().min(1, { error: mensaje });

const PIE = 'flex flex-wrap justify-end gap-2';

// ---- abierta ------------------------------------------------------------------------------------

/** 'Abierta': someone confirms it is a real non-conformity before it is contained. */
export function AceptarPanel({ nc }: { nc: NoConformidadDetalle }) {
  const aceptar = useMovimientoNc(
    nc.id,
    () => aceptarNoConformidad(nc.id),
    'No conformidad aceptada: registre la corrección inmediata',
  );
  return (
    <SeccionNc
      id="seccion-aceptar"
      titulo="Revisión del hallazgo"
      destacada
      descripcion="Confirme que el hallazgo es una no conformidad. Al aceptarla pasa a Corrección inmediata."
    >
      <div className={PIE}>
        <Button onClick={() => aceptar.mutate()} disabled={aceptar.isPending} aria-busy={aceptar.isPending}>
          <CheckIcon aria-hidden="true" />
          {aceptar.isPending ? 'Aceptando...' : 'Aceptar no conformidad'}
        </Button>
      </div>
    </SeccionNc>
  );
}

// ---- corrección inmediata -----------------------------------------------------------------------

const correccionSchema = z.object({
  correccion: texto('Describa la corrección inmediata.'),
  correccion_fecha: fechaObligatoria('Indique la fecha de la corrección.'),
});
type Correccion = z.infer<typeof correccionSchema>;

export function CorreccionPanel({ nc }: { nc: NoConformidadDetalle }) {
  const { form, save } = useNcForm<Correccion, Correccion>({
    schema: correccionSchema,
    defaultValues: { correccion: nc.correccion ?? '', correccion_fecha: nc.correccion_fecha ?? hoyIso() },
    save: (v) => registrarCorreccion(nc.id, v),
    ncId: nc.id,
    exito: 'Corrección registrada: la no conformidad pasa a Análisis de causa',
  });
  return (
    <SeccionNc
      id="seccion-correccion"
      titulo="Corrección inmediata"
      destacada
      descripcion="Lo que se hizo para contener el problema mientras se analiza su causa."
    >
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_14rem]">
            <TextareaField control={form.control} name="correccion" label="Corrección *" rows={3} />
            <DateField control={form.control} name="correccion_fecha" label="Fecha de la corrección *" />
          </div>
          <ErrorFormulario mensaje={form.formState.errors.root?.message} />
          <div className={PIE}>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Registrar corrección'}
            </Button>
          </div>
        </form>
      </Form>
    </SeccionNc>
  );
}

// ---- clasificación ------------------------------------------------------------------------------

const clasificacionSchema = z.object({
  criticidad: z.enum(CRITICIDADES_NC, { error: 'Seleccione la criticidad.' }),
  clasificacion_id: z.string().min(1, { error: 'Seleccione la clasificación.' }),
  user_id: z.string().min(1, { error: 'Seleccione el responsable.' }),
});
type Clasificacion = z.input<typeof clasificacionSchema>;

export function ClasificacionPanel({ nc }: { nc: NoConformidadDetalle }) {
  const clasificaciones = useClasificaciones();
  const responsables = useResponsables();
  const { form, save } = useNcForm<Clasificacion, z.output<typeof clasificacionSchema>>({
    schema: clasificacionSchema,
    defaultValues: {
      criticidad: nc.criticidad ?? undefined,
      clasificacion_id: nc.clasificacion ? String(nc.clasificacion.id) : '',
      user_id: nc.responsable ? String(nc.responsable.id) : '',
    },
    save: (v) =>
      clasificarNoConformidad(nc.id, {
        criticidad: v.criticidad,
        clasificacion_id: Number(v.clasificacion_id),
        user_id: Number(v.user_id),
      }),
    ncId: nc.id,
    exito: 'No conformidad clasificada: registre las acciones',
  });
  return (
    <SeccionNc
      id="seccion-clasificacion"
      titulo="Clasificación"
      destacada
      descripcion="Defina la criticidad, la clasificación y quién responde por las acciones."
    >
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <SelectField
              control={form.control}
              name="criticidad"
              label="Criticidad *"
              options={CRITICIDADES_NC.map((c) => ({ value: c, label: CRITICIDAD_NC_ETIQUETAS[c] }))}
            />
            <SelectField
              control={form.control}
              name="clasificacion_id"
              label="Clasificación *"
              options={(clasificaciones.data ?? []).map((c) => ({ value: String(c.id), label: c.nombre }))}
            />
            <SelectField
              control={form.control}
              name="user_id"
              label="Responsable *"
              options={(responsables.data ?? []).map((u) => ({ value: String(u.id), label: u.nombre }))}
            />
          </div>
          <ErrorFormulario mensaje={form.formState.errors.root?.message} />
          <div className={PIE}>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Clasificar'}
            </Button>
          </div>
        </form>
      </Form>
    </SeccionNc>
  );
}

// ---- verificación de eficacia -------------------------------------------------------------------

const verificacionSchema = z.object({
  eficaz: z.enum(['si', 'no'], { error: 'Indique si las acciones fueron eficaces.' }),
  observaciones: texto('Las observaciones son obligatorias.'),
  fecha: fechaObligatoria('Indique la fecha de verificación.'),
});
type Verificacion = z.input<typeof verificacionSchema>;

/** Eficaz sí / no as two radio buttons in a fieldset (the legend names the group). */
function EficaciaField({ control }: { control: Control<Verificacion> }) {
  return (
    <FormField
      control={control}
      name="eficaz"
      render={({ field, fieldState }) => (
        <fieldset className="grid gap-2" aria-describedby={fieldState.error ? 'eficaz-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">¿Las acciones fueron eficaces? *</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['si', 'Sí, eficaz', CheckCircle2Icon],
                ['no', 'No, no eficaz', XCircleIcon],
              ] as const
            ).map(([valor, etiqueta, Icono]) => (
              <label
                key={valor}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
                  field.value === valor &&
                    (valor === 'si' ? 'border-success bg-success/10' : 'border-destructive bg-destructive/10'),
                )}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={valor}
                  checked={field.value === valor}
                  onChange={() => field.onChange(valor)}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  className="accent-primary"
                />
                <Icono className="size-4" aria-hidden="true" />
                {etiqueta}
              </label>
            ))}
          </div>
          {fieldState.error && (
            <p id="eficaz-error" role="alert" className="text-sm text-destructive">
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

export function VerificacionPanel({ nc }: { nc: NoConformidadDetalle }) {
  const { form, save } = useNcForm<Verificacion, z.output<typeof verificacionSchema>>({
    schema: verificacionSchema,
    defaultValues: { eficaz: undefined, observaciones: '', fecha: hoyIso() },
    save: (v) =>
      verificarEficacia(nc.id, { eficaz: v.eficaz === 'si', observaciones: v.observaciones, fecha: v.fecha }),
    ncId: nc.id,
    exito: (r) =>
      (r as NoConformidadDetalle).etapa === 'analisis_causa'
        ? 'Verificación no eficaz: la no conformidad volvió a Análisis de causa'
        : 'Eficacia verificada: ya puede cerrar la no conformidad',
  });
  const eficaz = useWatch({ control: form.control, name: 'eficaz' });
  return (
    <SeccionNc
      id="seccion-verificacion"
      titulo="Verificación de eficacia"
      destacada
      descripcion="Compruebe si las acciones eliminaron la causa. Si no fueron eficaces, la no conformidad vuelve a Análisis de causa."
    >
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4">
          <EficaciaField control={form.control} />
          {eficaz === 'no' && (
            <Alert variant="warning">
              <XCircleIcon aria-hidden="true" />
              <AlertTitle>Volverá a Análisis de causa</AlertTitle>
              <AlertDescription className="text-foreground">
                Una verificación no eficaz reabre el análisis de causa y suma un ciclo; las acciones registradas se
                conservan.
              </AlertDescription>
            </Alert>
          )}
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_14rem]">
            <TextareaField control={form.control} name="observaciones" label="Observaciones *" rows={3} />
            <DateField control={form.control} name="fecha" label="Fecha de verificación *" />
          </div>
          <ErrorFormulario mensaje={form.formState.errors.root?.message} />
          <div className={PIE}>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Registrar verificación'}
            </Button>
          </div>
        </form>
      </Form>
    </SeccionNc>
  );
}

// ---- cierre -------------------------------------------------------------------------------------

const cierreSchema = z
  .object({
    observaciones: z.string().max(5000, { error: 'Máximo 5000 caracteres.' }),
    fecha_cierre: fechaObligatoria('Indique la fecha de cierre.'),
    registrar_mitigacion: z.boolean(),
    efectividad: z.string(),
    estado_riesgo: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.registrar_mitigacion && !v.efectividad)
      ctx.addIssue({ code: 'custom', path: ['efectividad'], message: 'Seleccione la efectividad de las acciones.' });
  });
type Cierre = z.input<typeof cierreSchema>;

const EFECTIVIDAD_ETIQUETAS = { alta: 'Alta', media: 'Media', baja: 'Baja' } as const;

export function CierrePanel({ nc, onCerrada }: { nc: NoConformidadDetalle; onCerrada: (r: CierreNcResponse) => void }) {
  const conRiesgo = nc.riesgo !== null;
  const { form, save } = useNcForm<Cierre, z.output<typeof cierreSchema>>({
    schema: cierreSchema,
    defaultValues: {
      observaciones: '',
      fecha_cierre: hoyIso(),
      registrar_mitigacion: conRiesgo,
      efectividad: '',
      estado_riesgo: NINGUNO,
    },
    save: (v) => {
      const estado = v.estado_riesgo === NINGUNO ? undefined : (v.estado_riesgo as (typeof ESTADOS_RIESGO)[number]);
      const efectividad = v.registrar_mitigacion
        ? (v.efectividad as (typeof EFECTIVIDADES_CIERRE_NC)[number])
        : undefined;
      return cerrarNoConformidad({
        id_no_conformidad: nc.id,
        observaciones: v.observaciones,
        fecha_cierre: v.fecha_cierre,
        riesgo: conRiesgo && efectividad ? { efectividad, ...(estado ? { estado } : {}) } : null,
      });
    },
    ncId: nc.id,
    exito: 'No conformidad cerrada',
    onSuccess: (r) => onCerrada(r as CierreNcResponse),
  });
  const registrar = useWatch({ control: form.control, name: 'registrar_mitigacion' });
  return (
    <SeccionNc
      id="seccion-cierre"
      titulo="Cierre"
      destacada
      descripcion="La última verificación fue eficaz: registre el cierre de la no conformidad."
    >
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_14rem]">
            <TextareaField control={form.control} name="observaciones" label="Observaciones de cierre" rows={3} />
            <DateField control={form.control} name="fecha_cierre" label="Fecha de cierre *" />
          </div>
          {conRiesgo && (
            <fieldset className="grid gap-4 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">Riesgo vinculado: {nc.riesgo?.nombre}</legend>
              <SwitchField
                control={form.control}
                name="registrar_mitigacion"
                label="Registrar las acciones como mitigación correctiva del riesgo"
                description="Baja el nivel residual calculado del riesgo según la efectividad."
              />
              <div className="grid items-start gap-4 sm:grid-cols-2">
                {registrar && (
                  <SelectField
                    control={form.control}
                    name="efectividad"
                    label="Efectividad de las acciones *"
                    options={EFECTIVIDADES_CIERRE_NC.map((e) => ({ value: e, label: EFECTIVIDAD_ETIQUETAS[e] }))}
                  />
                )}
                <SelectField
                  control={form.control}
                  name="estado_riesgo"
                  label="Nuevo estado del riesgo"
                  ninguno="Sin cambios"
                  options={ESTADOS_RIESGO.map((e) => ({ value: e, label: e }))}
                />
              </div>
            </fieldset>
          )}
          <ErrorFormulario mensaje={form.formState.errors.root?.message} titulo="No se pudo cerrar" />
          <div className={PIE}>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Cerrando...' : 'Cerrar no conformidad'}
            </Button>
          </div>
        </form>
      </Form>
    </SeccionNc>
  );
}

/** The closure's record, and what it did to the linked risk when the closure was just made. */
export function CierreLectura({ nc, resultado }: { nc: NoConformidadDetalle; resultado: CierreNcResponse | null }) {
  const riesgo = resultado?.riesgo;
  return (
    <SeccionNc id="seccion-cierre" titulo="Cierre">
      {riesgo && (
        <Alert variant="success" role="status">
          <CheckCircle2Icon aria-hidden="true" />
          <AlertTitle>Riesgo «{riesgo.nombre}» actualizado</AlertTitle>
          <AlertDescription className="text-foreground">
            <p>
              {riesgo.nivel_residual === riesgo.nivel_residual_anterior ? (
                <>
                  Nivel residual: <strong>{riesgo.nivel_residual}</strong> (sin cambio)
                </>
              ) : (
                <>
                  Nivel residual: {riesgo.nivel_residual_anterior} → <strong>{riesgo.nivel_residual}</strong>
                </>
              )}{' '}
              · Estado: {riesgo.estado}
              {riesgo.mitigacion_id ? ' · Se registró una mitigación correctiva con las acciones.' : ''}
            </p>
          </AlertDescription>
        </Alert>
      )}
      {nc.cierre ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <Dato etiqueta="Fecha de cierre">{formatDate(nc.cierre.fecha_cierre)}</Dato>
          <Dato etiqueta="Cerrada por">{nc.cierre.cerrado_por?.nombre ?? '—'}</Dato>
          <Dato etiqueta="Registrado el">{formatDateTime(nc.cierre.created_at)}</Dato>
          <div className="sm:col-span-3">
            <Dato etiqueta="Observaciones">
              <span className="whitespace-pre-line">{nc.cierre.observaciones || '—'}</span>
            </Dato>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">Cerrada el {formatDateTime(nc.cerrada_at)}.</p>
      )}
    </SeccionNc>
  );
}

// ---- historial de verificaciones ----------------------------------------------------------------

export function VerificacionesHistorial({ nc }: { nc: NoConformidadDetalle }) {
  return (
    <SeccionNc id="seccion-verificaciones" titulo="Historial de verificaciones">
      {nc.verificaciones.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aún no hay verificaciones de eficacia.</p>
      ) : (
        <ol aria-label="Verificaciones de eficacia" className="grid gap-2">
          {nc.verificaciones.map((v) => (
            <li key={v.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant={v.eficaz ? 'success' : 'destructive'}>{v.eficaz ? 'Eficaz' : 'No eficaz'}</Badge>
                <span className="text-xs text-muted-foreground">
                  {formatDate(v.fecha)} · {v.verificado_por?.nombre ?? 'Sistema'}
                </span>
              </div>
              <p className="whitespace-pre-line">{v.observaciones}</p>
            </li>
          ))}
        </ol>
      )}
    </SeccionNc>
  );
}
