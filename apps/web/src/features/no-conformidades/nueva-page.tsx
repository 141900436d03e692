import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, MegaphoneIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';

import { DateField, NINGUNO, SelectField, TextareaField, toId } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { useDepartamentos, useProcesos, useResponsableOptions } from '@/features/mi-empresa/comun/opciones';

import {
  crearNoConformidad,
  ncKeys,
  useCausasDenuncia,
  useFuentes,
  useRequisitosOpciones,
  useRiesgosOpciones,
} from './api';
import { causaParaPrefill, fuenteCanalDenuncias, hoyIso, idDeParametro } from './prefill';
import { rutaDetalleNc } from './vistas';

const schema = z.object({
  fuente_id: z.string().min(1, { error: 'Seleccione la fuente.' }),
  descripcion: z
    .string()
    .trim()
    .min(1, { error: 'La descripción es obligatoria.' })
    .max(5000, { error: 'Máximo 5000 caracteres.' }),
  proceso_id: z.string(),
  departamento_id: z.string(),
  detectado_por_id: z.string(),
  fecha_deteccion: z.string().min(1, { error: 'Indique la fecha de detección.' }),
  riesgo_id: z.string(),
  requisito_id: z.string(),
});
type Valores = z.infer<typeof schema>;
const CAMPOS = Object.keys(schema.shape) as Array<keyof Valores>;

/** `/no-conformidades/nueva` (optionally `?denuncia={id}&causa={id}`): registers a non-conformity, stage Abierta. */
export function NuevaNoConformidadPage() {
  const [params] = useSearchParams();
  const denunciaId = idDeParametro(params.get('denuncia'));
  const causaId = idDeParametro(params.get('causa'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const fuentes = useFuentes();
  const procesos = useProcesos();
  const departamentos = useDepartamentos();
  const trabajadores = useResponsableOptions();
  const riesgos = useRiesgosOpciones();
  const requisitos = useRequisitosOpciones();
  const causas = useCausasDenuncia(denunciaId);

  const form = useForm<Valores>({
    resolver: zodResolver(schema),
    defaultValues: {
      fuente_id: '',
      descripcion: '',
      proceso_id: NINGUNO,
      departamento_id: NINGUNO,
      detectado_por_id: NINGUNO,
      fecha_deteccion: hoyIso(),
      riesgo_id: NINGUNO,
      requisito_id: NINGUNO,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // From a whistleblower case: the description starts as its root cause, the source as the channel.
  const causa = causas.data ? causaParaPrefill(causas.data, causaId) : undefined;
  useEffect(() => {
    if (causa && !form.getFieldState('descripcion').isDirty) form.setValue('descripcion', causa.descripcion);
  }, [causa, form]);
  const fuenteCanal = denunciaId && fuentes.data ? fuenteCanalDenuncias(fuentes.data) : undefined;
  useEffect(() => {
    if (fuenteCanal && form.getValues('fuente_id') === '') form.setValue('fuente_id', String(fuenteCanal.id));
  }, [fuenteCanal, form]);

  const crear = useMutation({
    mutationFn: (v: Valores) =>
      crearNoConformidad({
        fuente_id: Number(v.fuente_id),
        descripcion: v.descripcion,
        proceso_id: toId(v.proceso_id),
        departamento_id: toId(v.departamento_id),
        detectado_por_id: toId(v.detectado_por_id),
        fecha_deteccion: v.fecha_deteccion,
        riesgo_id: toId(v.riesgo_id),
        requisito_id: toId(v.requisito_id),
        denuncia_id: denunciaId || null,
      }),
    meta: { silentError: true },
    onSuccess: async (nc) => {
      await queryClient.invalidateQueries({ queryKey: ncKeys.lists() });
      toast.success(`No conformidad ${nc.codigo} registrada`);
      void navigate(rutaDetalleNc(nc.id));
    },
    onError: (error) => applyServerErrors(form, error, { fields: CAMPOS, conflictField: 'descripcion' }),
  });

  const opciones = <T extends { id: number }>(filas: T[] | undefined, etiqueta: (f: T) => string) =>
    (filas ?? []).map((f) => ({ value: String(f.id), label: etiqueta(f) }));
  const errorRaiz = form.formState.errors.root?.message;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>Nueva no conformidad · Atalaya</title>
      <header className="grid gap-1">
        <nav aria-label="Ruta de navegación" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/no-conformidades/listado" className="underline-offset-4 hover:text-foreground hover:underline">
                No conformidades
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-foreground">
              Nueva
            </li>
          </ol>
        </nav>
        <h1 className="text-2xl font-semibold tracking-tight">Nueva no conformidad</h1>
        <p className="text-sm text-muted-foreground">
          Registre lo detectado. Después se acepta, se contiene con una corrección inmediata, se analiza su causa, se
          clasifica, se toman acciones y se verifica su eficacia antes de cerrarla.
        </p>
      </header>

      {denunciaId > 0 && (
        <Alert>
          <MegaphoneIcon aria-hidden="true" />
          <AlertTitle>Desde una denuncia</AlertTitle>
          <AlertDescription>
            {causa
              ? 'La descripción parte de la causa raíz registrada en la denuncia; puede ajustarla antes de guardar.'
              : causas.isPending
                ? 'Cargando la causa raíz de la denuncia...'
                : 'La no conformidad quedará vinculada a la denuncia.'}
          </AlertDescription>
        </Alert>
      )}

      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit((v) => crear.mutate(v))} className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Hallazgo</h2>
              </CardTitle>
              <CardDescription>Los campos marcados con * son obligatorios.</CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="fuente_id"
                label="Fuente *"
                options={opciones(fuentes.data, (f) => f.nombre)}
              />
              <DateField control={form.control} name="fecha_deteccion" label="Fecha de detección *" />
              <TextareaField
                control={form.control}
                name="descripcion"
                label="Descripción *"
                className="sm:col-span-2"
                rows={5}
              />
              <SelectField
                control={form.control}
                name="proceso_id"
                label="Proceso"
                ninguno="Sin proceso"
                options={opciones(procesos.data, (p) => p.nombre_proceso)}
              />
              <SelectField
                control={form.control}
                name="departamento_id"
                label="Área"
                ninguno="Sin área"
                options={opciones(departamentos.data, (d) => d.nombre)}
              />
              <SelectField
                control={form.control}
                name="detectado_por_id"
                label="Detectado por"
                ninguno="Sin indicar"
                options={trabajadores}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Vínculos</h2>
              </CardTitle>
              <CardDescription>
                Opcional. Un riesgo vinculado puede actualizar su nivel residual al cerrar la no conformidad.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid items-start gap-4 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="riesgo_id"
                label="Riesgo"
                ninguno="Sin riesgo"
                options={opciones(riesgos.data, (r) => r.nombre)}
              />
              <SelectField
                control={form.control}
                name="requisito_id"
                label="Requisito"
                ninguno="Sin requisito"
                options={opciones(requisitos.data, (r) => (r.codigo ? `${r.codigo} · ${r.nombre}` : r.nombre))}
              />
            </CardContent>
          </Card>

          {errorRaiz && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle>No se pudo registrar la no conformidad</AlertTitle>
              <AlertDescription>{errorRaiz}</AlertDescription>
            </Alert>
          )}

          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <Link to="/no-conformidades/listado">Cancelar</Link>
            </Button>
            <Button type="submit" disabled={crear.isPending} aria-busy={crear.isPending}>
              {crear.isPending ? 'Registrando...' : 'Registrar no conformidad'}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
