import { ApiError, apiGet } from '@/lib/api';

const ERROR_DESCARGA = 'No se pudo descargar el archivo.';

async function pedir(url: string) {
  try {
    return await fetch(url, { credentials: 'include' });
  } catch {
    throw new ApiError(ERROR_DESCARGA, 500);
  }
}

/**
 * Downloads a file of the API (e.g. a decrypted evidence) as `nombre`. Done with fetch
 * rather than a plain link so that a refusal is shown as a message instead of replacing the page,
 * and so the caller knows when it is done (the download is recorded in the case's history).
 */
export async function descargarArchivo(url: string, nombre: string): Promise<void> {
  let respuesta = await pedir(url);
  if (respuesta.status === 401) {
    await apiGet('/auth/check-session'); // refreshes the session or throws 'Session expired…'
    respuesta = await pedir(url);
  }
  if (!respuesta.ok) {
    let mensaje = ERROR_DESCARGA;
    try {
      const cuerpo = (await respuesta.json()) as { mensaje?: string };
      if (cuerpo.mensaje) mensaje = cuerpo.mensaje;
    } catch {
      // Not JSON: the generic message.
    }
    throw new ApiError(mensaje, respuesta.status);
  }
  const objeto = URL.createObjectURL(await respuesta.blob());
  const enlace = document.createElement('a');
  enlace.href = objeto;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(objeto), 10_000);
}
