import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LockIcon, MessageSquareReplyIcon, PaperclipIcon, SendIcon, UserRoundIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { formatBytes, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import {
  crearComentario,
  subirEvidenciaComentario,
  useComentarios,
  useInvalidarCaso,
  type ComentarioDenuncia,
} from '../api';
import { nombrePersona } from '../persona';
import { EVIDENCIA_ACCEPT, EVIDENCIA_MAX_MB } from './evidencia-dialog';
import { ListaEvidencias } from './evidencias';
import { EstadoLista } from './pasos/paso';
import { Textarea } from '@/components/ui/textarea';

type Clase = 'interno' | 'al_denunciante' | 'del_denunciante';

function claseDe(c: ComentarioDenuncia): Clase {
  if (c.tipo_usuario === 'denunciante') return 'del_denunciante';
  return c.visibilidad === 'denunciante' ? 'al_denunciante' : 'interno';
}

/** Each kind of message has its own label, icon and frame, so internal notes are never mistaken. */
const ESTILO: Record<Clase, { etiqueta: string; icono: typeof LockIcon; caja: string }> = {
  interno: { etiqueta: 'Nota interna', icono: LockIcon, caja: 'border-dashed bg-muted/40' },
  al_denunciante: {
    etiqueta: 'Mensaje al denunciante',
    icono: SendIcon,
    caja: 'border-primary/40 bg-primary/5',
  },
  del_denunciante: {
    etiqueta: 'Del denunciante',
    icono: MessageSquareReplyIcon,
    caja: 'border-amber-500/50 bg-amber-500/5',
  },
};

function Mensaje({ comentario }: { comentario: ComentarioDenuncia }) {
  const clase = claseDe(comentario);
  const { etiqueta, icono: Icono, caja } = ESTILO[clase];
  const autor =
    comentario.autor === 'Denunciante' || clase === 'del_denunciante'
      ? 'Denunciante'
      : nombrePersona(comentario.autor, 'Equipo del canal');
  return (
    <li className={cn('grid gap-2 rounded-md border p-3', caja, clase === 'del_denunciante' ? 'mr-8' : 'ml-8')}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={clase === 'interno' ? 'secondary' : 'outline'}>
          <Icono aria-hidden="true" />
          {etiqueta}
        </Badge>
        <span className="inline-flex items-center gap-1 font-medium">
          <UserRoundIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
          {autor}
        </span>
        <time dateTime={comentario.created_at} className="text-xs text-muted-foreground tabular-nums">
          {formatDateTime(comentario.created_at)}
        </time>
      </div>
      <p className="text-sm whitespace-pre-line">{comentario.texto}</p>
      {comentario.evidencias.length > 0 && (
        <ListaEvidencias evidencias={comentario.evidencias} vacio="" etiqueta="Archivos adjuntos" />
      )}
    </li>
  );
}

const BYTES_MB = 1024 * 1024;

function Composer({ denunciaId }: { denunciaId: number }) {
  const id = useId();
  const invalidar = useInvalidarCaso();
  const [texto, setTexto] = useState('');
  const [visibilidad, setVisibilidad] = useState<'interno' | 'denunciante'>('interno');
  const [archivos, setArchivos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inputArchivos = useRef<HTMLInputElement>(null);

  const enviar = useMutation({
    mutationFn: async () => {
      const comentario = await crearComentario(denunciaId, texto.trim(), visibilidad);
      // The message exists once created: a failed attachment is reported, the rest still uploads.
      const fallidos: string[] = [];
      for (const archivo of archivos) {
        try {
          await subirEvidenciaComentario(denunciaId, comentario.id, archivo);
        } catch (e) {
          fallidos.push(`${archivo.name}: ${e instanceof ApiError ? e.message : 'Error subiendo evidencia'}`);
        }
      }
      return fallidos;
    },
    meta: { silentError: true },
    onSuccess: async (fallidos) => {
      await invalidar(denunciaId);
      setTexto('');
      setArchivos([]);
      setVisibilidad('interno');
      setError(fallidos.length > 0 ? `El mensaje se envió, pero no se adjuntó: ${fallidos.join('; ')}` : null);
      toast.success(visibilidad === 'denunciante' ? 'Mensaje enviado al denunciante' : 'Nota interna guardada');
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'No se pudo enviar el mensaje.'),
  });

  const agregar = (lista: FileList | null) => {
    if (!lista) return;
    const nuevos = Array.from(lista);
    const grandes = nuevos.filter((f) => f.size > EVIDENCIA_MAX_MB * BYTES_MB);
    if (grandes.length > 0) setError(`${grandes.map((f) => f.name).join(', ')}: supera ${EVIDENCIA_MAX_MB} MB.`);
    else setError(null);
    setArchivos((actuales) => [...actuales, ...nuevos.filter((f) => f.size <= EVIDENCIA_MAX_MB * BYTES_MB)]);
    if (inputArchivos.current) inputArchivos.current.value = '';
  };

  return (
    <form
      aria-label="Nuevo mensaje"
      className="grid gap-3 border-t pt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!texto.trim()) {
          setError('Escriba el comentario');
          return;
        }
        enviar.mutate();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-texto`}>Mensaje</Label>
        <Textarea
          id={`${id}-texto`}
          rows={4}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder={
            visibilidad === 'denunciante'
              ? 'El denunciante leerá este mensaje al consultar su denuncia.'
              : 'Solo el equipo del canal verá esta nota.'
          }
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">¿Quién puede verlo?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-visibilidad`}
              value="interno"
              checked={visibilidad === 'interno'}
              onChange={() => setVisibilidad('interno')}
              className="size-4 accent-primary"
            />
            <LockIcon className="size-3.5" aria-hidden="true" />
            Nota interna (solo el equipo)
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-visibilidad`}
              value="denunciante"
              checked={visibilidad === 'denunciante'}
              onChange={() => setVisibilidad('denunciante')}
              className="size-4 accent-primary"
            />
            <SendIcon className="size-3.5" aria-hidden="true" />
            Visible para el denunciante
          </label>
        </div>
      </fieldset>
      <div className="grid gap-2">
        {/* The native picker's texts follow the browser's language: a button of ours opens it. */}
        <input
          ref={inputArchivos}
          id={`${id}-archivos`}
          type="file"
          multiple
          accept={EVIDENCIA_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(e) => agregar(e.target.files)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => inputArchivos.current?.click()}>
            <PaperclipIcon aria-hidden="true" />
            Adjuntar archivos
          </Button>
          <span className="text-xs text-muted-foreground">
            PDF, imágenes, Word, Excel, correos o texto; hasta {EVIDENCIA_MAX_MB} MB cada uno.
          </span>
        </div>
        {archivos.length > 0 && (
          <ul aria-label="Archivos por adjuntar" className="grid gap-1 text-sm">
            {archivos.map((archivo, i) => (
              <li key={`${archivo.name}-${i}`} className="flex items-center gap-2">
                <PaperclipIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                <span className="break-all">{archivo.name}</span>
                <span className="text-xs text-muted-foreground">{formatBytes(archivo.size)}</span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-6"
                  aria-label={`Quitar ${archivo.name}`}
                  onClick={() => setArchivos((a) => a.filter((_, j) => j !== i))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={enviar.isPending} aria-busy={enviar.isPending}>
          {visibilidad === 'denunciante' ? <SendIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
          {enviar.isPending
            ? 'Enviando...'
            : visibilidad === 'denunciante'
              ? 'Enviar al denunciante'
              : 'Guardar nota interna'}
        </Button>
      </div>
    </form>
  );
}

/** 'Mensajes': internal notes and the conversation with the reporter, oldest first. */
export function MensajesCard({ denunciaId, puedeComentar }: { denunciaId: number; puedeComentar: boolean }) {
  const comentarios = useComentarios(denunciaId);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Mensajes</h2>
        </CardTitle>
        <CardDescription>
          Las notas internas solo las ve el equipo del canal; los mensajes al denunciante los lee quien denunció con su
          código y contraseña.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EstadoLista consulta={comentarios} vacio="Aún no hay mensajes.">
          {(filas) => (
            <ol aria-label="Mensajes" className="grid gap-3">
              {filas.map((c) => (
                <Mensaje key={c.id} comentario={c} />
              ))}
            </ol>
          )}
        </EstadoLista>
        {puedeComentar && <Composer denunciaId={denunciaId} />}
      </CardContent>
    </Card>
  );
}
