/**
 * HTTP client for the Atalaya API (`/api/v1`).
 *
 * - Sends the session cookies with every request (`credentials: 'include'`).
 * - A 401 on any call but login/refresh triggers one `POST /auth/refresh` and
 *   one retry of the original request. Concurrent 401s share the same refresh:
 *   the refresh token is rotated on use and the server revokes the whole token
 *   family when a used token is replayed, so two parallel refreshes would end
 *   the session.
 * - Every failure surfaces as an `ApiError` carrying the server's Spanish
 *   `mensaje` (or `detail`), its HTTP status, and the optional machine `codigo`
 *   and per-field `errores`.
 */

const API_BASE_URL = '/api/v1';

export const NETWORK_ERROR_MESSAGE = 'Error de comunicación con el servidor';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** Calls that must not trigger a refresh when they answer 401. */
const NO_REFRESH_PATHS = ['/auth/refresh', '/auth/login'];

export class ApiError extends Error {
  readonly status: number;
  readonly codigo: string | undefined;
  readonly errores: Record<string, string> | undefined;
  /** The whole error body, for fields a caller knows about (e.g. `prueba_trabajo`). */
  readonly cuerpo: unknown;

  constructor(message: string, status: number, codigo?: string, errores?: Record<string, string>, cuerpo?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.codigo = codigo;
    this.errores = errores;
    this.cuerpo = cuerpo;
  }
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Defaults to `/api/v1`. */
  baseUrl?: string;
  /** Defaults to the browser's `fetch`; tests pass a fake. */
  fetch?: FetchLike;
  /** Called once when a refresh fails, i.e. the session is definitely over. */
  onSessionExpired?: () => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
}

export interface ApiClient {
  request<T>(path: string, init?: RequestInit): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST with a JSON body (or no body). */
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** POST as `application/x-www-form-urlencoded`. */
  postForm<T>(path: string, fields: Record<string, string> | URLSearchParams, options?: RequestOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  // Resolved per call (not captured) so the global can be replaced at runtime.
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshInFlight: Promise<boolean> | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(baseUrl + path, { ...init, credentials: 'include' });
    } catch (error) {
      // Cancellation (React Query, timeouts) is not a server problem: let it through.
      if (init.signal?.aborted) throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, 500);
    }
  }

  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= send('/auth/refresh', { method: 'POST' })
      .then((response) => {
        // Its body is never used: read it to the end, or the connection never goes idle.
        void response.arrayBuffer().catch(() => undefined);
        return response.ok;
      })
      .catch(() => false)
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response = await send(path, init);

    if (response.status === 401 && !NO_REFRESH_PATHS.some((p) => path.startsWith(p))) {
      if (!(await refreshSession())) {
        options.onSessionExpired?.();
        throw new ApiError(SESSION_EXPIRED_MESSAGE, 401);
      }
      response = await send(path, init);
    }

    if (!response.ok) throw await toApiError(response);
    try {
      return (await readBody(response)) as T;
    } catch {
      throw new ApiError('Respuesta no válida del servidor', response.status);
    }
  }

  return {
    request,
    get: (path, opts) => request(path, { method: 'GET', ...opts }),
    post: (path, body, opts) =>
      request(path, {
        method: 'POST',
        ...opts,
        headers: body === undefined ? opts?.headers : withHeader(opts?.headers, 'Content-Type', 'application/json'),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    postForm: (path, fields, opts) =>
      request(path, {
        method: 'POST',
        ...opts,
        headers: withHeader(opts?.headers, 'Content-Type', 'application/x-www-form-urlencoded'),
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

function withHeader(headers: HeadersInit | undefined, name: string, value: string): Headers {
  const result = new Headers(headers);
  result.set(name, value);
  return result;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    nonEmptyString(fields.mensaje) ?? nonEmptyString(fields.detail) ?? `La solicitud falló (código ${response.status})`;
  const codigo = nonEmptyString(fields.codigo);
  const errores = isStringRecord(fields.errores) ? fields.errores : undefined;
  return new ApiError(message, response.status, codigo, errores, body);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

let sessionExpiredHandler: (() => void) | null = null;

/** Registers what the app does when the session cannot be refreshed (see main.tsx). */
export function setSessionExpiredHandler(handler: (() => void) | null) {
  sessionExpiredHandler = handler;
}

const defaultClient = createApiClient({ onSessionExpired: () => sessionExpiredHandler?.() });

export const apiGet = defaultClient.get;
export const apiPost = defaultClient.post;
export const apiPostForm = defaultClient.postForm;
/** PUT with a JSON body. */
export const apiPut = <T>(path: string, body: unknown, options?: RequestOptions) =>
  defaultClient.request<T>(path, {
    method: 'PUT',
    ...options,
    headers: withHeader(options?.headers, 'Content-Type', 'application/json'),
    body: JSON.stringify(body),
  });
/** PATCH with a JSON body (partial updates, e.g. the Globales categorías and subcategorías). */
export const apiPatch = <T>(path: string, body: unknown, options?: RequestOptions) =>
  defaultClient.request<T>(path, {
    method: 'PATCH',
    ...options,
    headers: withHeader(options?.headers, 'Content-Type', 'application/json'),
    body: JSON.stringify(body),
  });
export const apiDelete = <T>(path: string, options?: RequestOptions) =>
  defaultClient.request<T>(path, { method: 'DELETE', ...options });
