/**
 * Calls of the public whistleblower channel (SPEC §7 'Report channel'). They never need a session,
 * so they skip lib/api.ts (no cookies, no refresh-and-retry): `credentials: 'omit'` keeps a signed-in
 * employee's session out of an anonymous report, `referrerPolicy: 'no-referrer'` and
 * `cache: 'no-store'` leave nothing about the report behind. Uploads go through lib/subir-archivos
 * (XMLHttpRequest, the only browser API that reports upload progress).
 */
import type {
  CanalPublico,
  ConsultaDenuncia,
  DenunciaCreada,
  EvidenciasSubidas,
  MensajeDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { CODIGO_DESAFIO_REQUERIDO, type PruebaTrabajo } from '@atalaya/shared/contracts/prueba-trabajo';
import { conPrueba, pruebaDe } from '@/lib/prueba-trabajo';
import { datosDeError, esExito, subirMultipart, SubidaSinRespuesta, type RespuestaSubida } from '@/lib/subir-archivos';

const BASE = '/api/v1';

export const ERROR_CREANDO_DENUNCIA = 'Error creando denuncia';
export const ERROR_SUBIENDO_EVIDENCIA = 'Error subiendo evidencia';
export const ERROR_CREDENCIALES = 'Credenciales inválidas';
export const ERROR_RED = 'Error de comunicación con el servidor';

/** A failed public call: the server's Spanish message (or the caller's fallback), status and field errors. */
export class PublicApiError extends Error {
  readonly status: number;
  readonly errores: Record<string, string> | undefined;
  /** The proof of work a 429 DESAFIO_REQUERIDO asks for (issue 24 F6). */
  readonly prueba: PruebaTrabajo | undefined;

  constructor(message: string, status: number, errores?: Record<string, string>, prueba?: PruebaTrabajo) {
    super(message);
    this.name = 'PublicApiError';
    this.status = status;
    this.errores = errores;
    this.prueba = prueba;
  }
}

const INIT: RequestInit = { credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' };

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's message (`mensaje` or `detail`) and per-field errors from an error body. */
export function errorFromBody(body: unknown, status: number, fallback: string): PublicApiError {
  const { mensaje, codigo, errores } = datosDeError(body);
  const prueba = codigo === CODIGO_DESAFIO_REQUERIDO ? pruebaDe(body) : undefined;
  return new PublicApiError(mensaje ?? fallback, status, errores, prueba);
}

async function pedir<T>(path: string, init: RequestInit, fallback: (status: number) => string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(BASE + path, { ...INIT, ...init });
  } catch {
    throw new PublicApiError(ERROR_RED, 0);
  }
  const body = parse(await response.text());
  if (!response.ok) throw errorFromBody(body, response.status, fallback(response.status));
  return body as T;
}

function postJson<T>(path: string, body: unknown, fallback: (status: number) => string): Promise<T> {
  return pedir<T>(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fallback,
  );
}

/** GET /canal-denuncia/public/{token}. Errors always carry the SPEC's 'Error {status} cargando canal público'. */
export async function cargarCanal(token: string, signal?: AbortSignal): Promise<CanalPublico> {
  try {
    return await pedir<CanalPublico>(`/canal-denuncia/public/${encodeURIComponent(token)}`, { signal }, () => '');
  } catch (error) {
    if (error instanceof PublicApiError && error.status !== 0) {
      throw new PublicApiError(`Error ${error.status} cargando canal público`, error.status);
    }
    throw error;
  }
}

const rutaConsulta = (codigo: string) => `/canal-denuncia/canal-denuncia/consulta/${encodeURIComponent(codigo)}`;

/** After failures on a code the server asks for a proof of work: solved here, then tried again. */
const desafioDe = (error: unknown) => (error instanceof PublicApiError ? error.prueba : undefined);

/** POST …/consulta/{codigo}: the password travels in the body, never in a URL. */
export function consultarDenuncia(
  codigo: string,
  pass: string,
  onComprobando?: (activo: boolean) => void,
): Promise<ConsultaDenuncia> {
  return conPrueba(
    (prueba) =>
      postJson<ConsultaDenuncia>(rutaConsulta(codigo), { pass_denuncia: pass, ...prueba }, () => ERROR_CREDENCIALES),
    desafioDe,
    onComprobando,
  );
}

export function responderDenuncia(codigo: string, pass: string, texto: string): Promise<MensajeDenuncia> {
  return conPrueba(
    (prueba) =>
      postJson<MensajeDenuncia>(
        `${rutaConsulta(codigo)}/mensajes`,
        { pass_denuncia: pass, texto, ...prueba },
        (status) => `Error ${status} enviando el mensaje`,
      ),
    desafioDe,
  );
}

/** POST …/consulta/{codigo}/evidencias/{id}/descarga → the file, for a download link made in the browser. */
export function descargarEvidencia(codigo: string, pass: string, id: number): Promise<Blob> {
  return conPrueba(async (prueba) => {
    let response: Response;
    try {
      response = await fetch(`${BASE}${rutaConsulta(codigo)}/evidencias/${id}/descarga`, {
        ...INIT,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pass_denuncia: pass, ...prueba }),
      });
    } catch {
      throw new PublicApiError(ERROR_RED, 0);
    }
    if (!response.ok) {
      throw errorFromBody(parse(await response.text()), response.status, 'Error descargando el archivo');
    }
    return response.blob();
  }, desafioDe);
}

/**
 * Multipart POST with upload progress (0–100), on lib/subir-archivos without a session; PublicLayout's
 * `<meta name="referrer" content="no-referrer">` keeps the page address out of the request.
 */
export async function enviarConProgreso<T>(
  path: string,
  form: FormData,
  fallback: string,
  onProgress?: (percent: number) => void,
): Promise<T> {
  let respuesta: RespuestaSubida;
  try {
    respuesta = await subirMultipart(path, form, {
      anonima: true,
      onProgress: onProgress && ((fraccion) => onProgress(Math.round(fraccion * 100))),
    });
  } catch (error) {
    const red = error instanceof SubidaSinRespuesta && error.motivo === 'red';
    throw new PublicApiError(red ? ERROR_RED : fallback, 0);
  }
  if (!esExito(respuesta.status)) throw errorFromBody(respuesta.cuerpo, respuesta.status, fallback);
  return respuesta.cuerpo as T;
}

/** POST /canal-denuncia/canal-denuncia/ (text fields first, then the files). */
export function crearDenuncia(form: FormData, onProgress?: (percent: number) => void): Promise<DenunciaCreada> {
  return enviarConProgreso<DenunciaCreada>('/canal-denuncia/canal-denuncia/', form, ERROR_CREANDO_DENUNCIA, onProgress);
}

/** POST …/{empresa_token}/{codigo}/evidencias: pass_denuncia (and comentario_id) before the files. */
export function subirEvidencias(
  token: string,
  codigo: string,
  pass: string,
  archivos: File[],
  onProgress?: (percent: number) => void,
  comentarioId?: number,
): Promise<EvidenciasSubidas> {
  return conPrueba((prueba) => {
    const form = new FormData();
    form.append('pass_denuncia', pass);
    // The solved challenge, if one was asked for, goes with the credentials, before the files.
    for (const [campo, valor] of Object.entries(prueba)) if (valor) form.append(campo, valor);
    if (comentarioId !== undefined) form.append('comentario_id', String(comentarioId));
    for (const archivo of archivos) form.append('evidencias', archivo, archivo.name);
    return enviarConProgreso<EvidenciasSubidas>(
      `/canal-denuncia/canal-denuncia/${encodeURIComponent(token)}/${encodeURIComponent(codigo)}/evidencias`,
      form,
      ERROR_SUBIENDO_EVIDENCIA,
      onProgress,
    );
  }, desafioDe);
}
