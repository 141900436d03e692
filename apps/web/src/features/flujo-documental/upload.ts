import { UPLOAD_CAMPOS, type UploadResponse } from '@atalaya/shared/contracts/documentos';
import { ApiError, apiGet } from '@/lib/api';

/** SPEC §8 fallbacks when the server gives no `mensaje`. */
export const ERROR_SUBIR_ARCHIVO = 'Error al subir el archivo';
export const ERROR_SUBIR_PRINCIPAL = 'Error al subir el archivo principal';

export interface ProgresoCarga {
  /** 0–100 of the whole request body. */
  porcentaje: number;
}

export interface SubidaArchivos {
  flujoId: number;
  principal: File | null;
  anexos: File[];
  cambios: string;
  borrador: boolean;
  onProgress?: (progreso: ProgresoCarga) => void;
}

/**
 * The multipart body: the flow id goes FIRST (the API reads the stream in order and must know the
 * flow before it stores a file), then the summary, the principal file and the annexes.
 */
export function cuerpoSubida({ flujoId, principal, anexos, cambios, borrador }: SubidaArchivos): FormData {
  const body = new FormData();
  body.append(borrador ? UPLOAD_CAMPOS.flujoBorrador : UPLOAD_CAMPOS.flujo, String(flujoId));
  if (cambios.trim()) body.append('cambios', cambios.trim());
  if (principal) body.append(UPLOAD_CAMPOS.principal, principal, principal.name);
  for (const anexo of anexos) body.append(UPLOAD_CAMPOS.anexos, anexo, anexo.name);
  return body;
}

/** The server's error as an ApiError; without a `mensaje`/`detail`, the SPEC §8 fallback. */
export function errorDeSubida(status: number, texto: string, fallback: string): ApiError {
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

function enviar(path: string, body: FormData, fallback: string, onProgress?: SubidaArchivos['onProgress']) {
  return new Promise<{ status: number; texto: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ porcentaje: (event.loaded / event.total) * 100 });
    };
    xhr.onload = () => resolve({ status: xhr.status, texto: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(fallback, 500));
    xhr.send(body);
  });
}

/**
 * POST /upload-documento/upload (save and send to review) or /upload-draft (save as draft) with
 * XMLHttpRequest, whose upload events give a progress bar (fetch has none). A 401 renews the
 * session through the shared client (its refresh) and retries once.
 */
export async function subirArchivos(subida: SubidaArchivos): Promise<UploadResponse> {
  const path = subida.borrador ? '/upload-documento/upload-draft' : '/upload-documento/upload';
  const fallback = subida.principal ? ERROR_SUBIR_PRINCIPAL : ERROR_SUBIR_ARCHIVO;
  let respuesta = await enviar(path, cuerpoSubida(subida), fallback, subida.onProgress);
  if (respuesta.status === 401) {
    await apiGet('/auth/check-session'); // refreshes the session or throws 'Session expired…'
    respuesta = await enviar(path, cuerpoSubida(subida), fallback, subida.onProgress);
  }
  if (respuesta.status < 200 || respuesta.status >= 300)
    throw errorDeSubida(respuesta.status, respuesta.texto, fallback);
  try {
    return JSON.parse(respuesta.texto) as UploadResponse;
  } catch {
    throw new ApiError(fallback, respuesta.status);
  }
}
