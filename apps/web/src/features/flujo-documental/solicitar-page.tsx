import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, PlayIcon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';

import {
  documentoInputSchema,
  VIGENCIA_POR_DEFECTO,
  type Documento,
  type DocumentoInput,
} from '@atalaya/shared/contracts/documentos';
import {
  LabeledField,
  MultiSelectField,
  NINGUNO,
  SelectField,
  TextField,
  toId,
  useEntityForm,
} from '@/components/records/entity-form';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useSessionUser } from '@/features/auth/session';
import { apiPost } from '@/lib/api';

import { flujoKeys, useRequisitosEmpresa, useUsuariosEmpresa } from './api';
import { DocumentoInfo } from './components/documento-info';
import { FlujoPagina } from './components/flujo-pagina';
import { Textarea } from './components/textarea';
import { accionDeFase, NO_ASIGNADO } from './fase';

/** The API's fields and messages, with the people and requirement selects as form strings. */
const formSchema = z
  .object({
    ...documentoInputSchema.shape,
    vigencia: z.string(),
    requisito_ids: z.array(z.string()),
    solicitante_id: z.string(),
    revisor_id: z.string(),
    aprobador_id: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.revisor_id !== NINGUNO && v.revisor_id === v.aprobador_id)
      ctx.addIssue({
        code: 'custom',
        path: ['aprobador_id'],
        message: 'El aprobador debe ser una persona distinta del revisor.',
      });
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Flujo documental → Solicitar: 'nuevo' requests a document; an id shows that request. */
export function SolicitarPage() {
  const { id } = useParams();
  return id === 'nuevo' ? <SolicitarNuevo /> : <SolicitudExistente />;
}

function SolicitudExistente() {
  return (
    <FlujoPagina
      titulo="Solicitud de documento"
      acciones={(flujo) => {
        const accion = accionDeFase(flujo.fase, flujo.id);
        return (
          <Button asChild>
            <Link to={accion.ruta}>
              <PlayIcon aria-hidden="true" />
              {accion.etiqueta}
            </Link>
          </Button>
        );
      }}
    >
      {(flujo) => (
        <div className="max-w-3xl">
          <DocumentoInfo flujo={flujo} />
        </div>
      )}
    </FlujoPagina>
  );
}

function SolicitarNuevo() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const usuarios = useUsuariosEmpresa();
  const requisitos = useRequisitosEmpresa();
  const { form, save } = useEntityForm({
    schema: formSchema,
    defaultValues: {
      nombre_documento: '',
      codigo: '',
      vigencia: String(VIGENCIA_POR_DEFECTO),
      motivo_solicitud: '',
      workflow_enabled: true,
      proceso_id: null,
      requisito_ids: [],
      riesgo_ids: [],
      solicitante_id: String(user.id),
      revisor_id: NINGUNO,
      aprobador_id: NINGUNO,
    } satisfies FormInput,
    save: (values: FormOutput) => {
      const body: DocumentoInput = {
        ...values,
        codigo: values.codigo?.trim() || undefined,
        vigencia: values.vigencia,
        requisito_ids: values.requisito_ids.map(Number),
        solicitante_id: toId(values.solicitante_id),
        revisor_id: toId(values.revisor_id),
        aprobador_id: toId(values.aprobador_id),
      };
      return apiPost<Documento>('/documentos/', body);
    },
    conflictField: 'codigo',
    invalidate: [flujoKeys.all, ['documentos']],
    onSuccess: () => {
      toast.success('Solicitud de documento creada');
      void navigate('/flujo-documental/solicitud');
    },
  });

  const personas = (usuarios.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.nombre} ${u.apellido} (${u.email})`,
  }));
  const opcionesRequisitos = (requisitos.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.codigo} · ${r.nombre}`,
  }));
  const rootError = form.formState.errors.root?.message;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>Solicitar documento · Atalaya</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/flujo-documental/solicitud">
            <ArrowLeftIcon aria-hidden="true" />
            Solicitudes de Documento
          </Link>
        </Button>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Solicitar documento</h1>
        <p className="text-muted-foreground">
          Pida un documento nuevo: quedará en «No Iniciado» hasta que su autor lo inicie.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Datos de la solicitud</CardTitle>
          <CardDescription>Los campos con * son obligatorios.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
              <TextField
                control={form.control}
                name="nombre_documento"
                label="Nombre del documento *"
                className="sm:col-span-2"
              />
              <TextField control={form.control} name="codigo" label="Código (vacío: DOC- y una marca de tiempo)" />
              <TextField control={form.control} name="vigencia" label="Vigencia (días) *" type="number" />
              <LabeledField
                control={form.control}
                name="motivo_solicitud"
                label="Motivo de la solicitud"
                className="sm:col-span-2"
              >
                {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
              </LabeledField>
              <MultiSelectField
                control={form.control}
                name="requisito_ids"
                label="Requisitos"
                className="sm:col-span-2"
                options={opcionesRequisitos}
                placeholder="Seleccione requisitos"
                searchPlaceholder="Buscar requisito..."
                emptyText="Sin requisitos."
                countLabel={(n) => `${n} requisitos seleccionados`}
              />
              <SelectField
                control={form.control}
                name="solicitante_id"
                label="Solicitante"
                options={personas}
                ninguno={NO_ASIGNADO}
              />
              <SelectField
                control={form.control}
                name="revisor_id"
                label="Revisor"
                options={personas}
                ninguno={NO_ASIGNADO}
              />
              <SelectField
                control={form.control}
                name="aprobador_id"
                label="Aprobador"
                options={personas}
                ninguno={NO_ASIGNADO}
              />
              <FormField
                control={form.control}
                name="workflow_enabled"
                render={({ field }) => (
                  <FormItem className="flex flex-row items-start gap-3 sm:col-span-2">
                    <FormControl>
                      <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                    </FormControl>
                    <div className="grid gap-1">
                      <FormLabel>Requiere revisión y aprobación</FormLabel>
                      <FormDescription>Sin esta opción, el autor publica el documento directamente.</FormDescription>
                    </div>
                  </FormItem>
                )}
              />
              {rootError && (
                <Alert variant="destructive" className="sm:col-span-2">
                  <AlertTitle className="line-clamp-none">{rootError}</AlertTitle>
                </Alert>
              )}
              {usuarios.isError && (
                <p className="text-sm text-destructive sm:col-span-2">
                  No se pudieron cargar los usuarios de la empresa: {usuarios.error.message}
                </p>
              )}
              <div className="flex justify-end gap-2 sm:col-span-2">
                <Button asChild variant="outline">
                  <Link to="/flujo-documental/solicitud">Cancelar</Link>
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Guardando...' : 'Solicitar documento'}
                </Button>
              </div>
            </form>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
