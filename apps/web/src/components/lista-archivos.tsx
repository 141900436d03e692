import { useState, type ReactNode } from 'react';
import { DownloadIcon, LoaderCircleIcon, PaperclipIcon, Trash2Icon, type LucideIcon } from 'lucide-react';

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
  icono?: (archivo: A) => LucideIcon;
  className?: string;
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
  descarga,
  quitar,
  titulo,
  detalle,
  acciones,
  icono,
  className,
}: ListaArchivosProps<A>) {
  // `${accion}:${id}` of the files whose download or removal is running.
  const [ocupados, setOcupados] = useState<ReadonlySet<string>>(new Set());
  const ejecutar = async (clave: string, accion: () => Promise<unknown>) => {
    setOcupados((actual) => new Set(actual).add(clave));
    try {
      await accion();
    } catch {
      // Reported by whoever ran it (see DescargaArchivo).
    } finally {
      setOcupados((actual) => {
        const siguiente = new Set(actual);
        siguiente.delete(clave);
        return siguiente;
      });
    }
  };

  if (archivos.length === 0) return vacio ? <p className="text-sm text-muted-foreground">{vacio}</p> : null;
  return (
    <ul aria-label={etiqueta} className={cn('grid gap-2', className)}>
      {archivos.map((archivo) => {
        const Icono = icono?.(archivo) ?? PaperclipIcon;
        const bajando = ocupados.has(`descargar:${archivo.id}`);
        const quitando = ocupados.has(`quitar:${archivo.id}`);
        return (
          <li
            key={archivo.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm"
          >
            <Icono className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
              <span className="font-medium [overflow-wrap:anywhere]">{titulo ? titulo(archivo) : archivo.nombre}</span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
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
                  <a
                    href={descarga.enlace(archivo)}
                    download={archivo.nombre}
                    aria-label={`Descargar ${archivo.nombre}`}
                  >
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
                  onClick={() => void ejecutar(`descargar:${archivo.id}`, () => descarga.accion(archivo))}
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
                  onClick={() => void ejecutar(`quitar:${archivo.id}`, () => quitar.accion(archivo))}
                >
                  <Trash2Icon aria-hidden="true" />
                  {quitar.verbo}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
