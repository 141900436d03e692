import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertCircleIcon, LoaderCircleIcon, SaveIcon, SendIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { DocumentoArchivo, Flujo } from '@atalaya/shared/contracts/documentos';
import { FASE_ETIQUETAS } from '@atalaya/shared/phases';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/shell/session';
import { formatNumber } from '@/lib/format';

import { useArchivos, useQuitarArchivo, useSubirArchivos } from './api';
import { AnexosInput } from './components/anexos-input';
import { ArchivosLista } from './components/archivos-lista';
import { CicloVidaLista } from './components/ciclo-vida-lista';
import { ComentariosRechazo } from './components/comentarios-rechazo';
import { DocumentoInfo } from './components/documento-info';
import { ErrorPanel, FlujoPagina } from './components/flujo-pagina';
import { Textarea } from '@/components/ui/textarea';
import { accionDeFase, FASES_EDITABLES, motivoSinEdicion } from './fase';

/** What the browser can preview, plus the office formats documents usually come in. */
export const TIPOS_ARCHIVO = '.pdf,image/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv';
/** The API refuses larger files (MAX_UPLOAD_MB, 25 by default); checked here before a long upload. */
const TAMANO_MAXIMO_MB = 25;

/** Flujo documental → Creación: the author uploads the files, saves a draft and sends it to review. */
export function CreacionPage() {
  return <FlujoPagina titulo="Creación de documento">{(flujo) => <Creacion flujo={flujo} />}</FlujoPagina>;
}

function Creacion({ flujo }: { flujo: Flujo }) {
  const user = useSessionUser();
  const faseEditable = FASES_EDITABLES.includes(flujo.fase);
  const motivo = faseEditable ? motivoSinEdicion(flujo, user.id) : null;
  const editable = faseEditable && motivo === null;
  const archivos = useArchivos(flujo.id);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        {faseEditable && <ComentariosRechazo flujoId={flujo.id} />}
        {!faseEditable && <NoEditable flujo={flujo} />}
        {motivo && (
          <Alert>
            <AlertCircleIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none">{motivo}</AlertTitle>
          </Alert>
        )}
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Archivos actuales</CardTitle>
            <CardDescription>Un archivo principal y, si corresponde, sus anexos.</CardDescription>
          </CardHeader>
          <CardContent>
            {archivos.isError ? (
              <ErrorPanel error={archivos.error} onRetry={() => void archivos.refetch()} />
            ) : archivos.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : (
              <ArchivosActuales archivos={archivos.data} editable={editable} />
            )}
          </CardContent>
        </Card>
        {editable && archivos.data && <CargaForm flujo={flujo} archivos={archivos.data} />}
      </div>
      <div className="grid content-start gap-6">
        <DocumentoInfo flujo={flujo} />
        <CicloVidaLista flujoId={flujo.id} />
      </div>
    </div>
  );
}

function NoEditable({ flujo }: { flujo: Flujo }) {
  const accion = accionDeFase(flujo.fase, flujo.id);
  return (
    <Alert>
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">
        Esta versión está en «{FASE_ETIQUETAS[flujo.fase]}»: sus archivos ya no se pueden modificar.
      </AlertTitle>
      <AlertDescription>
        <Link to={accion.ruta} className="underline underline-offset-4">
          Ir al documento
        </Link>
      </AlertDescription>
    </Alert>
  );
}

function ArchivosActuales({ archivos, editable }: { archivos: DocumentoArchivo[]; editable: boolean }) {
  const quitar = useQuitarArchivo();
  return (
    <ArchivosLista
      archivos={archivos}
      onQuitar={
        editable
          ? (archivo) => quitar.mutateAsync(archivo.id).then(() => toast.success(`Archivo «${archivo.nombre}» quitado`))
          : undefined
      }
    />
  );
}

function CargaForm({ flujo, archivos }: { flujo: Flujo; archivos: DocumentoArchivo[] }) {
  const navigate = useNavigate();
  const subir = useSubirArchivos(flujo);
  const [principal, setPrincipal] = useState<File | null>(null);
  const [anexos, setAnexos] = useState<File[]>([]);
  const [cambios, setCambios] = useState(flujo.cambios);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const principalId = useId();
  const cambiosId = useId();
  const tienePrincipal = principal !== null || archivos.some((a) => a.es_principal);
  const conFlujo = flujo.documento.workflow_enabled;
  const enviarEtiqueta = conFlujo ? 'Enviar a revisión' : 'Publicar';

  const guardar = (borrador: boolean) => {
    setError(null);
    if (!borrador && !tienePrincipal) {
      setError('Suba el archivo principal antes de enviar el documento.');
      return;
    }
    setProgreso(0);
    subir.mutate(
      {
        principal,
        anexos,
        cambios,
        modo: borrador ? 'borrador' : conFlujo ? 'revision' : 'publicar',
        onProgress: ({ porcentaje }) => setProgreso(porcentaje),
      },
      {
        onSuccess: () => {
          setPrincipal(null);
          setAnexos([]);
          if (borrador) {
            toast.success('Borrador guardado');
          } else {
            toast.success(conFlujo ? 'Documento enviado a revisión' : 'Documento publicado');
            void navigate('/flujo-documental/mis-flujos');
          }
        },
        onError: (e) => setError(e.message),
        onSettled: () => setProgreso(null),
      },
    );
  };

  const ocupado = subir.isPending;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Cargar archivos</CardTitle>
        <CardDescription>
          {flujo.fase === 'no_iniciado'
            ? 'Al guardar por primera vez, el documento se inicia y usted queda como su autor.'
            : 'Los archivos nuevos se agregan a la versión; un archivo principal nuevo reemplaza al anterior.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-5"
          aria-busy={ocupado}
          onSubmit={(event) => {
            event.preventDefault();
            guardar(false);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={principalId}>Archivo principal</Label>
            <FileInput
              id={principalId}
              name="primaryFile"
              accept={TIPOS_ARCHIVO}
              maxSizeMb={TAMANO_MAXIMO_MB}
              value={principal}
              onChange={setPrincipal}
              disabled={ocupado}
              progress={ocupado && principal && progreso !== null ? progreso : undefined}
            />
          </div>
          <div className="grid gap-2">
            <span className="text-sm leading-none font-medium">Anexos</span>
            <AnexosInput value={anexos} onChange={setAnexos} accept={TIPOS_ARCHIVO} disabled={ocupado} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={cambiosId}>Resumen de cambios</Label>
            <Textarea
              id={cambiosId}
              rows={3}
              maxLength={2000}
              value={cambios}
              disabled={ocupado}
              onChange={(event) => setCambios(event.target.value)}
              placeholder="Qué contiene esta versión o qué se corrigió"
            />
          </div>
          {ocupado && progreso !== null && (
            <div className="grid gap-1" role="status">
              <Progress
                value={progreso}
                aria-label="Progreso de la carga"
                aria-valuetext={`${Math.round(progreso)} %`}
              />
              <p className="text-xs text-muted-foreground">Subiendo archivos… {formatNumber(Math.round(progreso))} %</p>
            </div>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertTitle className="line-clamp-none">{error}</AlertTitle>
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={ocupado} onClick={() => guardar(true)}>
              {ocupado && subir.variables?.modo === 'borrador' ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SaveIcon aria-hidden="true" />
              )}
              Guardar borrador
            </Button>
            <Button type="submit" disabled={ocupado}>
              {ocupado && subir.variables?.modo !== 'borrador' ? (
                <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {enviarEtiqueta}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
