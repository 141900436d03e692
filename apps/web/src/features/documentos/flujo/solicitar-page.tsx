import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, PlayIcon } from 'lucide-react';
import { toast } from 'sonner';

import { useEntityForm } from '@/components/forms/use-entity-form';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { useSessionUser } from '@/shell/session';
import { createDocumento, documentosKeys } from '@/features/documentos/api';
import { DocumentoCampos } from '@/features/documentos/components/documento-campos';
import {
  documentoDefaults,
  documentoFormSchema,
  toDocumentoBody,
  type DocumentoFormOutput,
} from '@/features/documentos/components/documento-valores';

import { flujoKeys } from './api';
import { DocumentoInfo } from './components/documento-info';
import { FlujoPagina } from './components/flujo-pagina';
import { accionDeFase } from './fase';

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
  // The server gives an empty code 'DOC-' + timestamp; the requester defaults to whoever asks.
  const [defaultValues] = useState(() => ({ ...documentoDefaults(), codigo: '', solicitante_id: String(user.id) }));
  const { form, save } = useEntityForm({
    schema: documentoFormSchema,
    defaultValues,
    save: (values: DocumentoFormOutput) => createDocumento(toDocumentoBody(values)),
    conflictField: 'codigo',
    invalidate: [flujoKeys.all, documentosKeys.all],
    onSuccess: () => {
      toast.success('Solicitud de documento creada');
      void navigate('/flujo-documental/solicitud');
    },
  });
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
              <DocumentoCampos form={form} variante="solicitud" />
              {rootError && (
                <Alert variant="destructive" className="sm:col-span-2">
                  <AlertTitle className="line-clamp-none">{rootError}</AlertTitle>
                </Alert>
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
