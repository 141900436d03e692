import { useId, useState } from 'react';
import { LogOut, LoaderCircle, Send, Upload } from 'lucide-react';

import type {
  ConsultaDenuncia,
  EvidenciaPublica,
  MensajeDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { ListaArchivos } from '@/components/lista-archivos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import {
  consultarDenuncia,
  descargarEvidencia,
  ERROR_SUBIENDO_EVIDENCIA,
  PublicApiError,
  responderDenuncia,
  subirEvidencias,
} from './api-publica';
import { Campo } from './campo';
import { descargarBlob } from './comprobante';
import type { Credenciales } from './consulta-page';
import { errorEvidencias } from './denuncia-reglas';
import { SelectorEvidencias } from './selector-evidencias';

const mensajeDe = (error: unknown, fallback: string) =>
  error instanceof PublicApiError && error.status !== 0 && error.message ? error.message : fallback;

/** The report as its reporter sees it: state, messages both ways, reply and more evidence. */
export function ConsultaDetalle({
  token,
  credenciales,
  datos,
  onDatos,
  onSalir,
}: {
  token: string;
  credenciales: Credenciales;
  datos: ConsultaDenuncia;
  onDatos: (datos: ConsultaDenuncia) => void;
  onSalir: () => void;
}) {
  const cerrada = datos.estado === 'cerrada';
  const recargar = async () => onDatos(await consultarDenuncia(credenciales.codigo, credenciales.pass));

  return (
    <div className="grid gap-6">
      <title>Su denuncia</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Su denuncia</h1>
          <p className="mt-1 font-mono text-sm text-muted-foreground">{credenciales.codigo}</p>
        </div>
        <Button type="button" variant="outline" onClick={onSalir}>
          <LogOut aria-hidden="true" />
          Salir
        </Button>
      </div>

      <section aria-labelledby="titulo-estado" className="grid gap-3 rounded-xl border bg-background p-5 shadow-xs">
        <h2 id="titulo-estado" className="text-lg font-semibold">
          Estado
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Estado actual</dt>
            <dd className="mt-1">
              <Badge variant={cerrada ? 'secondary' : 'default'} className="text-sm">
                {datos.estado_label}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Enviada el</dt>
            <dd className="mt-1 font-medium">{formatDateTime(datos.created_at)}</dd>
          </div>
          {datos.categoria && (
            <div>
              <dt className="text-muted-foreground">Categoría</dt>
              <dd className="mt-1 font-medium">{datos.categoria}</dd>
            </div>
          )}
          {cerrada && datos.cerrada_at && (
            <div>
              <dt className="text-muted-foreground">Cerrada el</dt>
              <dd className="mt-1 font-medium">{formatDateTime(datos.cerrada_at)}</dd>
            </div>
          )}
        </dl>
        {datos.plazos && datos.plazos.length > 0 && (
          <ul className="grid gap-1 border-t pt-3 text-sm">
            {datos.plazos.map((p) => (
              <li key={p.clave} className="flex flex-wrap justify-between gap-2">
                <span>{p.etiqueta}</span>
                <span className="text-muted-foreground">
                  {p.cumplido_at ? `Cumplido el ${formatDate(p.cumplido_at)}` : `Vence el ${formatDate(p.vence)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {cerrada && (
        <section aria-labelledby="titulo-cierre" className="rounded-xl border border-primary/30 bg-primary/5 p-5">
          <h2 id="titulo-cierre" className="text-lg font-semibold">
            Resolución
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line">
            {datos.mensaje_cierre || 'La empresa cerró esta denuncia sin dejar un mensaje.'}
          </p>
        </section>
      )}

      <section aria-labelledby="titulo-mensajes" className="grid gap-4 rounded-xl border bg-background p-5 shadow-xs">
        <h2 id="titulo-mensajes" className="text-lg font-semibold">
          Mensajes
        </h2>
        {datos.mensajes.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no hay mensajes de la empresa.</p>
        ) : (
          <ol className="grid gap-3">
            {datos.mensajes.map((m) => (
              <Mensaje key={m.id} mensaje={m} credenciales={credenciales} />
            ))}
          </ol>
        )}
        {!cerrada && (
          <Responder
            credenciales={credenciales}
            onEnviado={(m) => onDatos({ ...datos, mensajes: [...datos.mensajes, m] })}
          />
        )}
      </section>

      <section aria-labelledby="titulo-evidencia" className="grid gap-4 rounded-xl border bg-background p-5 shadow-xs">
        <h2 id="titulo-evidencia" className="text-lg font-semibold">
          Evidencia
        </h2>
        {datos.evidencias.length > 0 ? (
          <ListaEvidencias
            evidencias={datos.evidencias}
            credenciales={credenciales}
            etiqueta="Evidencias de la denuncia"
          />
        ) : (
          <p className="text-sm text-muted-foreground">No hay archivos adjuntos.</p>
        )}
        {!cerrada && <AgregarEvidencia token={token} credenciales={credenciales} datos={datos} onSubida={recargar} />}
      </section>
    </div>
  );
}

function Mensaje({ mensaje, credenciales }: { mensaje: MensajeDenuncia; credenciales: Credenciales }) {
  const propio = mensaje.autor === 'denunciante';
  return (
    <li
      className={cn(
        'grid gap-1.5 rounded-lg border p-3 text-sm sm:max-w-[85%]',
        propio ? 'justify-self-end bg-primary/5' : 'justify-self-start bg-muted/40',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{propio ? 'Usted' : 'Empresa'}</span>
        <span>{formatDateTime(mensaje.created_at)}</span>
      </p>
      <p className="whitespace-pre-line">{mensaje.texto}</p>
      {mensaje.evidencias.length > 0 && (
        <ListaEvidencias evidencias={mensaje.evidencias} credenciales={credenciales} etiqueta="Archivos del mensaje" />
      )}
    </li>
  );
}

function ListaEvidencias({
  evidencias,
  credenciales,
  etiqueta,
}: {
  evidencias: EvidenciaPublica[];
  credenciales: Credenciales;
  etiqueta: string;
}) {
  const [error, setError] = useState<string | null>(null);

  const bajar = async (e: EvidenciaPublica) => {
    setError(null);
    try {
      descargarBlob(e.nombre, await descargarEvidencia(credenciales.codigo, credenciales.pass, e.id));
    } catch (err) {
      setError(mensajeDe(err, 'Error descargando el archivo'));
    }
  };

  return (
    <div className="grid gap-2">
      <ListaArchivos archivos={evidencias} etiqueta={etiqueta} descarga={{ accion: bajar }} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function Responder({
  credenciales,
  onEnviado,
}: {
  credenciales: Credenciales;
  onEnviado: (m: MensajeDenuncia) => void;
}) {
  const base = useId();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);
  const id = `${base}-respuesta`;

  const enviar = async (event: React.FormEvent) => {
    event.preventDefault();
    if (enviando) return;
    if (!texto.trim()) {
      setError('Escriba su mensaje.');
      document.getElementById(id)?.focus();
      return;
    }
    setEnviando(true);
    setError(undefined);
    try {
      onEnviado(await responderDenuncia(credenciales.codigo, credenciales.pass, texto));
      setTexto('');
    } catch (err) {
      setError(mensajeDe(err, 'No se pudo enviar el mensaje'));
      document.getElementById(id)?.focus();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form noValidate onSubmit={enviar} className="grid gap-3 border-t pt-4">
      <Campo id={id} etiqueta="Responder a la empresa" error={error}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={4}
            maxLength={10000}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            className="min-h-24"
          />
        )}
      </Campo>
      <Button type="submit" disabled={enviando} className="justify-self-end">
        {enviando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {enviando ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}

function AgregarEvidencia({
  token,
  credenciales,
  datos,
  onSubida,
}: {
  token: string;
  credenciales: Credenciales;
  datos: ConsultaDenuncia;
  onSubida: () => Promise<void>;
}) {
  const base = useId();
  const [archivos, setArchivos] = useState<File[]>([]);
  const [progreso, setProgreso] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [listo, setListo] = useState(false);
  const id = `${base}-evidencias`;

  const subir = async (event: React.FormEvent) => {
    event.preventDefault();
    if (progreso !== undefined) return;
    setListo(false);
    const problema =
      archivos.length === 0 ? 'Seleccione al menos un archivo.' : errorEvidencias(archivos, datos.limites);
    if (problema) {
      setError(problema);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    setProgreso(0);
    try {
      await subirEvidencias(token, credenciales.codigo, credenciales.pass, archivos, setProgreso);
      setArchivos([]);
      setListo(true);
      await onSubida().catch(() => undefined);
    } catch (err) {
      setError(mensajeDe(err, ERROR_SUBIENDO_EVIDENCIA));
      document.getElementById(id)?.focus();
    } finally {
      setProgreso(undefined);
    }
  };

  return (
    <form noValidate onSubmit={subir} className="grid gap-3 border-t pt-4">
      <SelectorEvidencias
        id={id}
        etiqueta="Agregar evidencia"
        limites={datos.limites}
        archivos={archivos}
        onChange={(nuevos) => {
          setArchivos(nuevos);
          setError(undefined);
          setListo(false);
        }}
        error={error}
        progreso={progreso}
        disabled={progreso !== undefined}
      />
      <p role="status" className={cn('text-sm text-success', !listo && 'sr-only')}>
        {listo ? 'Archivos agregados a su denuncia.' : ''}
      </p>
      <Button type="submit" variant="outline" disabled={progreso !== undefined} className="justify-self-end">
        {progreso !== undefined ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        Subir archivos
      </Button>
    </form>
  );
}
