import type { z } from 'zod';
import type { Config } from '../../../../config';
import type { DbOrTx } from '../../../../db/client';
import { AppError } from '../../../../platform/errors';
import type { Proveedor } from '../proveedor';
import { guardarCache, leerCache } from './proveedor-cache.repository';
import {
  causasSchema,
  estadoCedulaSchema,
  estadoPepSchema,
  fichaPersonaSchema,
  perfilEmpresaSchema,
  situacionFinancieraSchema,
} from './respuestas';

/*
 * The production data provider over HTTP (issue 7 §9): GET {DD_PROVIDER_URL}/{recurso}/{rut}
 * with the key in the X-API-Key header. Timeouts, network errors and 5xx are retried with
 * exponential back-off; a 4xx is final (retrying would not change the answer). Good answers are
 * kept in `proveedor_cache` with the time they were obtained and reused for
 * DD_PROVIDER_CACHE_HOURS (0: never cached).
 */

export const MENSAJE_PROVEEDOR_NO_CONFIGURADO =
  'El proveedor de datos de producción no está configurado (falta DD_PROVIDER_URL).';
const MENSAJE_RESPUESTA_INVALIDA = 'El proveedor de datos entregó una respuesta con un formato inesperado.';

export type ConfigProveedorHttp = Pick<
  Config,
  'DD_PROVIDER_URL' | 'DD_PROVIDER_KEY' | 'DD_PROVIDER_TIMEOUT_MS' | 'DD_PROVIDER_RETRIES' | 'DD_PROVIDER_CACHE_HOURS'
>;

export interface OpcionesProveedorHttp {
  /** First retry waits this long, doubling each time (default 500 ms). */
  esperaBaseMs?: number;
  ahora?: () => Date;
}

/** A failure worth retrying (timeout, network, 5xx), with the Spanish message if it is the last. */
class FallaTransitoria extends Error {}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function crearProveedorHttp(
  db: DbOrTx,
  config: ConfigProveedorHttp,
  opciones: OpcionesProveedorHttp = {},
): Proveedor {
  const esperaBaseMs = opciones.esperaBaseMs ?? 500;
  const ahora = opciones.ahora ?? (() => new Date());
  const ttlMs = config.DD_PROVIDER_CACHE_HOURS * 3_600_000;
  const segundos = Math.round(config.DD_PROVIDER_TIMEOUT_MS / 100) / 10;

  /** One attempt: the parsed JSON, null on 404, or a thrown failure. */
  async function intento(url: string): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(config.DD_PROVIDER_KEY ? { 'x-api-key': config.DD_PROVIDER_KEY } : {}),
        },
        signal: AbortSignal.timeout(config.DD_PROVIDER_TIMEOUT_MS),
      });
    } catch (err) {
      const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new FallaTransitoria(
        timeout
          ? `El proveedor de datos no respondió dentro de ${segundos.toLocaleString('es-CL')} s.`
          : 'No fue posible conectarse con el proveedor de datos.',
      );
    }
    if (res.status === 404) return null;
    if (res.status >= 500) throw new FallaTransitoria(`El proveedor de datos falló (HTTP ${res.status}).`);
    if (!res.ok) {
      throw new AppError('SERVICIO_NO_DISPONIBLE', `El proveedor de datos rechazó la consulta (HTTP ${res.status}).`);
    }
    try {
      return await res.json();
    } catch {
      throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_RESPUESTA_INVALIDA);
    }
  }

  async function pedir(ruta: string): Promise<unknown> {
    if (!config.DD_PROVIDER_URL) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_PROVEEDOR_NO_CONFIGURADO);
    const url = new URL(
      ruta,
      config.DD_PROVIDER_URL.endsWith('/') ? config.DD_PROVIDER_URL : `${config.DD_PROVIDER_URL}/`,
    );
    const intentos = config.DD_PROVIDER_RETRIES + 1;
    for (let n = 1; ; n++) {
      try {
        return await intento(url.toString());
      } catch (err) {
        if (!(err instanceof FallaTransitoria)) throw err;
        if (n >= intentos) {
          const veces = intentos === 1 ? '1 intento' : `${intentos} intentos`;
          throw new AppError('SERVICIO_NO_DISPONIBLE', `${err.message} Se realizaron ${veces}; intente más tarde.`);
        }
        await dormir(esperaBaseMs * 2 ** (n - 1));
      }
    }
  }

  /** The cached answer if fresh, else a new one (cached when the provider has it). */
  async function consultar<T>(ruta: string, schema: z.ZodType<T>): Promise<T | null> {
    if (ttlMs > 0) {
      const fila = await leerCache(db, ruta);
      if (fila && ahora().getTime() - fila.obtenido_at.getTime() < ttlMs) {
        const cacheado = schema.safeParse(fila.data);
        if (cacheado.success) return cacheado.data;
      }
    }
    const crudo = await pedir(ruta);
    if (crudo === null) return null;
    const respuesta = schema.safeParse(crudo);
    if (!respuesta.success) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_RESPUESTA_INVALIDA);
    if (ttlMs > 0) await guardarCache(db, ruta, respuesta.data, ahora());
    return respuesta.data;
  }

  async function requerido<T>(ruta: string, schema: z.ZodType<T>): Promise<T> {
    const r = await consultar(ruta, schema);
    if (r === null) throw new AppError('NO_ENCONTRADO', 'El proveedor de datos no tiene información de este RUT.');
    return r;
  }

  const r = encodeURIComponent;
  return {
    fuente: 'production',
    persona: (rut) => consultar(`personas/${r(rut)}`, fichaPersonaSchema),
    empresa: (rut) => requerido(`empresas/${r(rut)}`, perfilEmpresaSchema),
    causas: (rut) => requerido(`causas/${r(rut)}`, causasSchema),
    situacionFinanciera: (rut) => requerido(`situacion-financiera/${r(rut)}`, situacionFinancieraSchema),
    pep: (rut) => requerido(`pep/${r(rut)}`, estadoPepSchema),
    cedula: (rut, serie) => requerido(`cedulas/${r(rut)}?serie=${r(serie)}`, estadoCedulaSchema),
  };
}
