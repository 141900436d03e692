/*
 * The one answer shape of the three workflows (documento, denuncia, no-conformidad): a pass with
 * what the move decides, or a refusal with an error code and the Spanish message. The codes are
 * the API's own (`ErrorCode` in apps/api/src/platform/errors.ts), so a service throws
 * `new AppError(r.codigo, r.mensaje, r.errores)` as it is; the API maps each code to its status.
 */

/** Refusal codes: bad input (400), not this user's move (403), not in this state (409). */
export type CodigoRechazo = 'VALIDACION' | 'PROHIBIDO' | 'CONFLICTO';

export interface Rechazo {
  ok: false;
  codigo: CodigoRechazo;
  mensaje: string;
  /** Per-field messages of a VALIDACION refusal. */
  errores?: Record<string, string>;
}

export type Resultado<Paso extends object = Record<never, never>> = ({ ok: true } & Paso) | Rechazo;

export const rechazo = (codigo: CodigoRechazo, mensaje: string, errores?: Record<string, string>): Rechazo =>
  errores ? { ok: false, codigo, mensaje, errores } : { ok: false, codigo, mensaje };
