import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MENSAJES } from '@atalaya/shared/messages';
import { databaseOverloaded, valueRejectedByDatabase } from './crud/db-errors';
import { formularioDanado } from './formulario-danado';

/**
 * The closed set of error codes the API answers with, and their HTTP status.
 * Clients switch on `codigo`; `mensaje` is the Spanish text shown to users.
 */
export const ERROR_STATUS = {
  /** Bad input: `errores` holds a Spanish message per field. */
  VALIDACION: 400,
  CAPTCHA_INVALIDO: 400,
  ARCHIVO_VACIO: 400,
  /** A multipart body the parser could not read (garbage, no or a bad boundary, cut short). */
  FORMULARIO_DANADO: 400,
  /** No session, or an expired/revoked one. */
  NO_AUTENTICADO: 401,
  /** Wrong user or wrong password: one answer for both. */
  CREDENCIALES_INVALIDAS: 401,
  /** The company has not enough due-diligence credits for the request. */
  CREDITOS_INSUFICIENTES: 402,
  /** Role not allowed for the route. */
  PROHIBIDO: 403,
  /** The company's plan does not include the route's module. */
  MODULO_NO_HABILITADO: 403,
  /** A state-changing request sent by another site's page (CSRF), refused before authentication. */
  ORIGEN_NO_PERMITIDO: 403,
  /** Missing, or belonging to another tenant: never distinguish the two. */
  NO_ENCONTRADO: 404,
  /** Conflict with current state (duplicate, invalid workflow transition). */
  CONFLICTO: 409,
  ARCHIVO_DEMASIADO_GRANDE: 413,
  /** A JSON or form body over the request body limit (not a file: uploads have their own). */
  DATOS_DEMASIADO_GRANDES: 413,
  TIPO_ARCHIVO_NO_PERMITIDO: 415,
  DEMASIADOS_INTENTOS: 429,
  /** A solved proof-of-work challenge is required first; the body carries `prueba_trabajo`. */
  DESAFIO_REQUERIDO: 429,
  ERROR_INTERNO: 500,
  SERVICIO_NO_DISPONIBLE: 503,
  /** The file store is full (ENOSPC/EDQUOT): nothing was stored, the server keeps serving. */
  SIN_ESPACIO: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly codigo: ErrorCode,
    mensaje: string,
    readonly errores?: Record<string, string>,
    /** Extra fields of the error body (e.g. the challenge of a DESAFIO_REQUERIDO). */
    readonly datos?: Record<string, unknown>,
  ) {
    super(mensaje);
    this.name = 'AppError';
    this.status = ERROR_STATUS[codigo];
  }
}

export const notFound = (mensaje: string = MENSAJES.noEncontrado) => new AppError('NO_ENCONTRADO', mensaje);

export function errorBody(codigo: ErrorCode, mensaje: string, errores?: Record<string, string>) {
  return { mensaje, detail: mensaje, codigo, ...(errores ? { errores } : {}) };
}

/** Spanish field errors from zod issues, keyed by dotted path ('body.email' → 'email'). */
function fieldErrors(issues: { path?: PropertyKey[]; instancePath?: string; message?: string }[]) {
  const errores: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '_';
    errores[key] ??= issue.message ?? MENSAJES.datosInvalidos;
  }
  return errores;
}

const DEMASIADAS_PARTES = 'El formulario tiene demasiados campos o archivos.';

/** One error handler for the whole API; 5xx bodies never carry stack, SQL or internals. */
export function registerErrorHandler(
  app: FastifyInstance,
  opts: { uploadLimitMb: number; retryAfterSeconds?: number },
) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ ...errorBody(error.codigo, error.message, error.errores), ...error.datos });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errores = fieldErrors(
        error.validation.map((v) => ({
          instancePath: v.instancePath,
          message: v.message,
          path: (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path,
        })),
      );
      return reply.status(400).send(errorBody('VALIDACION', MENSAJES.datosInvalidos, errores));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'respuesta no cumple su contrato');
      return reply.status(500).send(errorBody('ERROR_INTERNO', MENSAJES.errorInterno));
    }
    // Before the rest: a torn body also breaks the file stream an upload was writing.
    if (formularioDanado(error, request.isMultipart())) {
      request.log.info({ code: error.code, motivo: error.message }, 'formulario multipart dañado');
      return reply.status(400).send(errorBody('FORMULARIO_DANADO', MENSAJES.formularioDanado));
    }
    if (sinEspacio(error)) {
      request.log.error({ err: error }, 'sin espacio en disco');
      return reply.status(507).send(errorBody('SIN_ESPACIO', MENSAJES.sinEspacio));
    }
    const status = error.statusCode ?? 500;
    // Too many parts/files/fields in one multipart body: not a file size, so say what it is.
    if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code)) {
      return reply.status(413).send(errorBody('ARCHIVO_DEMASIADO_GRANDE', DEMASIADAS_PARTES));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mensaje = MENSAJES.datosDemasiadoGrandes(tamanoLegible(request.routeOptions.bodyLimit));
      return reply.status(413).send(errorBody('DATOS_DEMASIADO_GRANDES', mensaje));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const mensaje = MENSAJES.archivoDemasiadoGrande(opts.uploadLimitMb);
      return reply.status(413).send(errorBody('ARCHIVO_DEMASIADO_GRANDE', mensaje));
    }
    if (status === 415) {
      return reply.status(415).send(errorBody('TIPO_ARCHIVO_NO_PERMITIDO', MENSAJES.tipoArchivoNoPermitido));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('DEMASIADOS_INTENTOS', MENSAJES.demasiadasSolicitudes));
    }
    if (status === 503) {
      return reply.status(503).send(errorBody('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said in Spanish.
      request.log.info({ code: error.code }, 'solicitud inválida');
      return reply.status(400).send(errorBody('VALIDACION', MENSAJES.datosInvalidos));
    }
    if (valueRejectedByDatabase(error)) {
      request.log.info({ err: error }, 'valor rechazado por la base de datos');
      return reply.status(400).send(errorBody('VALIDACION', MENSAJES.datosInvalidos));
    }
    if (databaseOverloaded(error)) {
      // Statement timeout or no free connection: the service is overloaded, the request may be retried.
      request.log.warn({ err: error }, 'base de datos sobrecargada');
      return reply
        .status(503)
        .header('Retry-After', String(opts.retryAfterSeconds ?? 5))
        .send(errorBody('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible));
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send(errorBody('ERROR_INTERNO', MENSAJES.errorInterno));
  });
}

/** Bytes as es-CL text in MB (or KB below 1 MB): 1048576 → "1 MB". */
function tamanoLegible(bytes: number): string {
  const mb = bytes / 1_048_576;
  const [valor, unidad] = mb >= 1 ? [mb, 'MB'] : [bytes / 1024, 'KB'];
  return `${valor.toLocaleString('es-CL', { maximumFractionDigits: 1 })} ${unidad}`;
}

/** A full disk or quota, also when wrapped as another error's cause. */
function sinEspacio(error: unknown): boolean {
  for (let e = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}
