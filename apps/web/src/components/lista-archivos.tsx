import { useState, type ReactNode } from 'react';
import { DownloadIcon, LoaderCircleIcon, PaperclipIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatBytes, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** What every attached file has: the list shows its name, size and (when known) upload date. */
export interface ArchivoListado {
  id: number;
  nombre: string;
  tamano: number;
  created_at?: string;
}

/**
 * How a file is downloaded: a plain link the browser saves (`enlace`), or a function (fetch, so a
 * refusal shows as a message instead of replacing the page). Functions report their own errors (a
 * mutation's are toasted by the query client); the list only shows the file as busy meanwhile.
 */
export type DescargaArchivo<A> = { enlace: (archivo: A) => string } | { accion: (archivo: A) => Promise<unknown> };

export interface QuitarArchivo<A> {
  /** 'Quitar' (from a draft) or 'Eliminar' (the file is deleted): the button's text. */
  verbo: 'Quitar' | 'Eliminar';
  accion: (archivo: A) => Promise<unknown>;
}

export interface ListaArchivosProps<A extends ArchivoListado> {
  archivos: readonly A[];
  /** The list's accessible name, e.g. 'Archivos del documento'. */
  etiqueta: string;
  /** Shown when there are no files; without it an empty list shows nothing. */
  vacio?: string;
  descarga: DescargaArchivo<A>;
  quitar?: QuitarArchivo<A>;
  /** What to show as the file's name (default its `nombre`), e.g. an evidence's title. */
  titulo?: (archivo: A) => ReactNode;
  /** More about the file, after size and date: badges, author, SHA-256. */
  detalle?: (archivo: A) => ReactNode;
  /** Actions beside Descargar, e.g. Ver. */
  acciones?: (archivo: A) => ReactNode;
  /** The file's icon (default a paperclip), e.g. an image's. */
  icono?: (archivo: A) => ReactNode;
  className?: string;
}

type FilaArchivoProps<A extends ArchivoListado> = Omit<
  ListaArchivosProps<A>,
  'archivos' | 'etiqueta' | 'vacio' | 'className'
> & {
  archivo: A;
};

function FilaArchivo<A extends ArchivoListado>({
  archivo,
  descarga,
  quitar,
  titulo,
  detalle,
  acciones,
  icono,
}: FilaArchivoProps<A>) {
  const [bajando, setBajando] = useState(false);
  const [quitando, setQuitando] = useState(false);
  const ejecutar = (marcar: (ocupado: boolean) => void, accion: () => Promise<unknown>) => {
    marcar(true);
    // A failure is reported by whoever ran it (see DescargaArchivo); here the button is freed.
    accion()
      .catch(() => undefined)
      .finally(() => marcar(false));
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm">
      <span className="flex shrink-0 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icono?.(archivo) ?? <PaperclipIcon />}
      </span>
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{titulo ? titulo(archivo) : archivo.nombre}</span>
        <span className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground [&>*+*]:before:mr-1.5 [&>*+*]:before:content-['·']">
          <span className="tabular-nums">{formatBytes(archivo.tamano)}</span>
          {archivo.created_at && (
            <time dateTime={archivo.created_at} className="tabular-nums">
              {formatDateTime(archivo.created_at)}
            </time>
          )}
          {detalle?.(archivo)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {'enlace' in descarga ? (
          <Button asChild size="sm" variant="outline">
            <a href={descarga.enlace(archivo)} download={archivo.nombre} aria-label={`Descargar ${archivo.nombre}`}>
              <DownloadIcon aria-hidden="true" />
              Descargar
            </a>
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Descargar ${archivo.nombre}`}
            disabled={bajando}
            aria-busy={bajando}
            onClick={() => ejecutar(setBajando, () => descarga.accion(archivo))}
          >
            {bajando ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            Descargar
          </Button>
        )}
        {acciones?.(archivo)}
        {quitar && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="text-destructive"
            aria-label={`${quitar.verbo} ${archivo.nombre}`}
            disabled={quitando}
            aria-busy={quitando}
            onClick={() => ejecutar(setQuitando, () => quitar.accion(archivo))}
          >
            <Trash2Icon aria-hidden="true" />
            {quitar.verbo}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The one list of attached files (documents, evidence, tickets, due diligence, the public channel):
 * name, size in es-CL, upload date, Descargar and, when allowed, Quitar/Eliminar. Each button's
 * accessible name carries the file name ('Descargar informe.pdf'); on a phone the buttons wrap
 * under the name.
 */
export function ListaArchivos<A extends ArchivoListado>({
  archivos,
  etiqueta,
  vacio,
  className,
  ...fila
}: ListaArchivosProps<A>) {
  if (archivos.length === 0) return vacio ? <p className="text-sm text-muted-foreground">{vacio}</p> : null;
  return (
    <ul aria-label={etiqueta} className={cn('grid gap-2', className)}>
      {archivos.map((archivo) => (
        <FilaArchivo key={archivo.id} archivo={archivo} {...fila} />
      ))}
    </ul>
  );
}
