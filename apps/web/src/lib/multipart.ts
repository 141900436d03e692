import { ApiError, apiGet } from '@/lib/api';

/** The server's error as an ApiError; without a `mensaje`/`detail`, `fallback`. */
function errorDeRespuesta(status: number, texto: string, fallback: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(texto);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): use the fallback.
  }
  const noVacio = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const errores =
    typeof body.errores === 'object' && body.errores !== null ? (body.errores as Record<string, string>) : undefined;
  return new ApiError(noVacio(body.mensaje) ?? noVacio(body.detail) ?? fallback, status, noVacio(body.codigo), errores);
}

function enviar(path: string, body: FormData, fallback: string, onProgress?: (porcentaje: number) => void) {
  return new Promise<{ status: number; texto: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => resolve({ status: xhr.status, texto: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(fallback, 500));
    xhr.send(body);
  });
}

/**
 * POST of a multipart body with XMLHttpRequest, whose upload events give a progress bar (fetch
 * has none). `armar` builds the body on each attempt (a FormData cannot be sent twice reliably):
 * a 401 renews the session through the shared client and retries once.
 */
export async function postMultipart<T>(
  path: string,
  armar: () => FormData,
  fallback: string,
  onProgress?: (porcentaje: number) => void,
): Promise<T> {
  let respuesta = await enviar(path, armar(), fallback, onProgress);
  if (respuesta.status === 401) {
    await apiGet('/auth/check-session'); // refreshes the session or throws 'Session expired…'
    respuesta = await enviar(path, armar(), fallback, onProgress);
  }
  if (respuesta.status < 200 || respuesta.status >= 300)
    throw errorDeRespuesta(respuesta.status, respuesta.texto, fallback);
  if (!respuesta.texto) return undefined as T;
  try {
    return JSON.parse(respuesta.texto) as T;
  } catch {
    throw new ApiError(fallback, respuesta.status);
  }
}
