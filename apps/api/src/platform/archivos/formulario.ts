import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { AppError } from '../errors';
import {
  descartarArchivos,
  guardarArchivo,
  type Almacen,
  type ArchivoGuardado,
  type OpcionesGuardado,
} from './almacen';
import { errorDeValidacion } from './errores';

/*
 * The one multipart reader: the text fields come first, then the files. When the first file
 * arrives (or the form ends) the fields are validated and the caller checks everything else
 * (`alValidar`: the record, its state, a captcha, a key) before a single file byte is stored; each
 * file is then checked and stored as it streams in (almacen.ts). On any failure the files stored
 * so far are removed.
 */

export type ParteMultipart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

/** The refusals of a form, as each route has always worded them. */
export interface ErroresFormulario {
  /** The request is not multipart. */
  noMultipart: () => AppError;
  /** A text field after a file. */
  orden: (campo: string) => AppError;
  /** A file in a field that takes none. */
  campoArchivo: (campo: string) => AppError;
  /** More than `maxArchivos`. */
  demasiados: () => AppError;
  /** No file, when one is required. */
  sinArchivo: () => AppError;
}

export interface OpcionesFormulario<S extends z.ZodType, C> {
  /** The text fields. */
  campos: S;
  /** The field the errors about files name. */
  campo: string;
  /** Fields that carry files; any when absent. */
  camposArchivo?: readonly string[];
  /** Fields whose repeated values make an array (otherwise the first value counts). */
  camposMultiples?: readonly string[];
  maxArchivos: number;
  /** At least one file. */
  requerido: boolean;
  /** Skips the empty file input a browser sends when nothing was chosen. */
  omitirVacios?: boolean;
  /** Runs once, after the fields validate and before a single byte is stored. */
  alValidar?: (datos: z.output<S>) => Promise<C>;
  /** How the files are stored (encryption, metadata removal, the field of a 400). */
  guardado?: (contexto: C) => OpcionesGuardado;
  errores?: Partial<ErroresFormulario>;
}

export interface ArchivoDelFormulario {
  /** The multipart field it came in. */
  campo: string;
  archivo: ArchivoGuardado;
}

export interface FormularioLeido<T, C> {
  datos: T;
  contexto: C;
  archivos: ArchivoDelFormulario[];
}

const invalido = (mensaje: string, campo: string) => new AppError('VALIDACION', mensaje, { [campo]: mensaje });

function erroresPorDefecto(campo: string, maxArchivos: number): ErroresFormulario {
  const uno = maxArchivos === 1;
  return {
    noMultipart: () => invalido(MENSAJES.archivoRequerido, campo),
    orden: (nombre) =>
      invalido(
        uno ? 'Los campos deben enviarse antes del archivo.' : 'Los campos deben enviarse antes de los archivos.',
        nombre,
      ),
    campoArchivo: (nombre) =>
      invalido(uno ? `Adjunte el archivo en el campo ${campo}.` : `Adjunte los archivos en el campo ${campo}.`, nombre),
    demasiados: () =>
      invalido(uno ? 'Adjunte un solo archivo.' : `Puede adjuntar como máximo ${maxArchivos} archivos.`, campo),
    sinArchivo: () => invalido(MENSAJES.archivoRequerido, campo),
  };
}

/** Reads `request` as the multipart form `opciones` describe; the files are stored, not yet recorded. */
export async function leerFormulario<S extends z.ZodType, C = undefined>(
  almacen: Almacen,
  request: FastifyRequest,
  opciones: OpcionesFormulario<S, C>,
): Promise<FormularioLeido<z.output<S>, C>> {
  const errores = { ...erroresPorDefecto(opciones.campo, opciones.maxArchivos), ...opciones.errores };
  if (!request.isMultipart()) throw errores.noMultipart();
  const camposArchivo = opciones.camposArchivo && new Set(opciones.camposArchivo);
  const multiples = new Set(opciones.camposMultiples ?? []);
  const campos: Record<string, unknown> = {};
  const archivos: ArchivoDelFormulario[] = [];
  let validado: { datos: z.output<S>; contexto: C } | null = null;

  const leerCampos = (): z.output<S> => {
    const parsed = opciones.campos.safeParse(campos);
    if (!parsed.success) throw errorDeValidacion(parsed.error);
    return parsed.data;
  };
  const validar = async () => {
    const datos = leerCampos();
    return { datos, contexto: (await opciones.alValidar?.(datos)) as C };
  };

  try {
    for await (const parte of request.parts() as AsyncIterable<ParteMultipart>) {
      if (parte.type === 'field') {
        if (validado) throw errores.orden(parte.fieldname);
        const valor = typeof parte.value === 'string' ? parte.value : String(parte.value ?? '');
        if (multiples.has(parte.fieldname)) {
          campos[parte.fieldname] = [...((campos[parte.fieldname] as string[] | undefined) ?? []), valor];
        } else if (!(parte.fieldname in campos)) {
          campos[parte.fieldname] = valor;
        }
        continue;
      }
      let consumido = false;
      try {
        if (opciones.omitirVacios && parte.filename === '') continue;
        if (camposArchivo && !camposArchivo.has(parte.fieldname)) throw errores.campoArchivo(parte.fieldname);
        validado ??= await validar();
        if (archivos.length >= opciones.maxArchivos) throw errores.demasiados();
        consumido = true;
        const archivo = await guardarArchivo(almacen, parte, opciones.guardado?.(validado.contexto));
        archivos.push({ campo: parte.fieldname, archivo });
      } finally {
        // A file left unread would stall the parser: drain it (an empty input, or a refusal).
        if (!consumido) parte.file.resume();
      }
    }
    if (opciones.requerido && archivos.length === 0) {
      leerCampos(); // the fields' own errors first, then the missing file
      throw errores.sinArchivo();
    }
    validado ??= await validar();
    return { datos: validado.datos, contexto: validado.contexto, archivos };
  } catch (err) {
    await descartarArchivos(
      almacen,
      archivos.map((a) => a.archivo),
    );
    throw err;
  }
}
