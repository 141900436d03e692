import { ApiError, apiGet } from '@/lib/api';
import { datosDeError, esExito, subirMultipart, SubidaSinRespuesta } from '@/lib/subir-archivos';

/**
 * A signed-in upload with progress (0–100), on lib/subir-archivos. `armar` builds the body on each
 * attempt (a FormData cannot be sent twice reliably): a 401 renews the session through the shared
 * client and retries once. A refusal is an ApiError with the server's `mensaje`, else `fallback`.
 */
export async function postMultipart<T>(
  path: string,
  armar: () => FormData,
  fallback: string,
  onProgress?: (porcentaje: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const enviar = async () => {
    try {
      return await subirMultipart(path, armar(), {
        onProgress: onProgress && ((fraccion) => onProgress(fraccion * 100)),
        signal,
      });
    } catch (error) {
      throw error instanceof SubidaSinRespuesta ? new ApiError(fallback, 500) : error;
    }
  };
  let respuesta = await enviar();
  if (respuesta.status === 401) {
    await apiGet('/auth/check-session'); // refreshes the session or throws 'Session expired…'
    respuesta = await enviar();
  }
  if (!esExito(respuesta.status)) {
    const { mensaje, codigo, errores } = datosDeError(respuesta.cuerpo);
    throw new ApiError(mensaje ?? fallback, respuesta.status, codigo, errores, respuesta.cuerpo);
  }
  return respuesta.cuerpo as T;
}
