/**
 * The one upload with progress: a multipart POST through XMLHttpRequest, the only browser API that
 * reports how much of a request body has been sent (fetch has no upload events). It imports
 * nothing, because the light public bundle (Preact, `src/publico`) sends its reports with it too.
 *
 * Build the FormData with the text fields first and the files last: the API reads the stream in
 * order and must know, for example, the flow or the case before it stores a file.
 */

const API_BASE_URL = '/api/v1';

/** Any HTTP answer: its status and its JSON body (undefined when empty or not JSON, e.g. a proxy's page). */
export interface RespuestaSubida {
  status: number;
  cuerpo: unknown;
}

export interface OpcionesSubida {
  /** How much of the body has been sent, from 0 to 1. */
  onProgress?: (fraccion: number) => void;
  /** The whole body has been sent: from now on the server is working on it. */
  onEnviado?: () => void;
  signal?: AbortSignal;
  /**
   * For the public channel: no `withCredentials`. A same-origin XMLHttpRequest still carries the
   * cookies (it cannot omit them as fetch can); the public routes ignore any session.
   */
  anonima?: boolean;
}

/** The request got no answer: the network failed (`red`) or it was cancelled (`cancelada`). */
export class SubidaSinRespuesta extends Error {
  readonly motivo: 'red' | 'cancelada';

  constructor(motivo: 'red' | 'cancelada') {
    super(motivo === 'red' ? 'Error de comunicación con el servidor' : 'Subida cancelada');
    this.name = 'SubidaSinRespuesta';
    this.motivo = motivo;
  }
}

function leerJson(texto: string): unknown {
  if (!texto) return undefined;
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
}

/**
 * POST `/api/v1{ruta}` with `cuerpo`. Resolves with whatever the server answered (any status: the
 * caller decides what a 401, 413 or 422 means to it); rejects with SubidaSinRespuesta only when no
 * answer came, or with the signal's reason when `signal` cancelled it.
 */
export function subirMultipart(
  ruta: string,
  cuerpo: FormData,
  opciones: OpcionesSubida = {},
): Promise<RespuestaSubida> {
  const { onProgress, onEnviado, signal, anonima = false } = opciones;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const cancelar = () => xhr.abort();
    const terminar = () => signal?.removeEventListener('abort', cancelar);
    xhr.open('POST', API_BASE_URL + ruta);
    xhr.withCredentials = !anonima;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      onProgress?.(1);
      onEnviado?.();
    };
    xhr.onload = () => {
      terminar();
      resolve({ status: xhr.status, cuerpo: leerJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      terminar();
      reject(new SubidaSinRespuesta('red'));
    };
    xhr.onabort = () => {
      terminar();
      reject(signal?.aborted ? signal.reason : new SubidaSinRespuesta('cancelada'));
    };
    signal?.addEventListener('abort', cancelar);
    xhr.send(cuerpo);
  });
}

/** What an error body says, in the shape of our API errors (`mensaje`, or `detail`; `codigo`; `errores`). */
export interface DatosDeError {
  mensaje: string | undefined;
  codigo: string | undefined;
  errores: Record<string, string> | undefined;
}

const textoNoVacio = (valor: unknown) => (typeof valor === 'string' && valor.trim() !== '' ? valor : undefined);

export function datosDeError(cuerpo: unknown): DatosDeError {
  const campos = typeof cuerpo === 'object' && cuerpo !== null ? (cuerpo as Record<string, unknown>) : {};
  const errores =
    typeof campos.errores === 'object' && campos.errores !== null && !Array.isArray(campos.errores)
      ? Object.fromEntries(
          Object.entries(campos.errores as Record<string, unknown>).filter(
            (entrada): entrada is [string, string] => typeof entrada[1] === 'string',
          ),
        )
      : undefined;
  return {
    mensaje: textoNoVacio(campos.mensaje) ?? textoNoVacio(campos.detail),
    codigo: textoNoVacio(campos.codigo),
    errores,
  };
}

/** True for a 2xx status. */
export const esExito = (status: number) => status >= 200 && status < 300;
