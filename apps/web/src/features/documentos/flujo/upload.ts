import { UPLOAD_CAMPOS, type UploadResponse } from '@atalaya/shared/contracts/documentos';
import { postMultipart } from '@/lib/multipart';

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

/** POST /upload-documento/upload (save and send to review) or /upload-draft (save as draft). */
export function subirArchivos(subida: SubidaArchivos): Promise<UploadResponse> {
  const path = subida.borrador ? '/upload-documento/upload-draft' : '/upload-documento/upload';
  const fallback = subida.principal ? ERROR_SUBIR_PRINCIPAL : ERROR_SUBIR_ARCHIVO;
  const { onProgress } = subida;
  return postMultipart<UploadResponse>(
    path,
    () => cuerpoSubida(subida),
    fallback,
    onProgress && ((porcentaje) => onProgress({ porcentaje })),
  );
}
