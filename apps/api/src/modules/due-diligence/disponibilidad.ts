import type { FastifyBaseLogger } from 'fastify';
import { MENSAJES_DD } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { catalogoMock, MENSAJE_SIN_CATALOGO } from './proveedores/mock/catalogo';
import { MENSAJE_PROVEEDOR_NO_CONFIGURADO } from './proveedores/produccion/proveedor-http';
import { fuenteDatosActual } from './proveedores/seleccion';
import {
  MENSAJE_MOTOR_NO_DISPONIBLE,
  MENSAJE_SIN_DATOS_REFERENCIA,
  motorScreening,
} from './screening/servicio-screening';

/*
 * Whether a due-diligence request can be processed now (issue 23 §3): the job needs the data
 * provider the platform has chosen and the sanctions screening engine. Asked before a request is
 * bought (so a request that cannot be processed is refused with no credit spent), by the job when
 * an attempt fails (a missing configuration ends the request at once instead of after minutes of
 * retries) and by the health report.
 */

export interface EntornoDueDiligence {
  db: DbOrTx;
  config: Config;
  log: FastifyBaseLogger;
}

export interface DisponibilidadDueDiligence {
  /** A new request can be processed now. */
  disponible: boolean;
  /** Why not, in Spanish, for users and the health report; empty when disponible. */
  motivos: string[];
  /**
   * Not available and waiting will not help: reference data or the provider's configuration is
   * missing, an administrator has to act. False for a failed load, which the next call tries again.
   */
  definitivo: boolean;
}

/**
 * How long to wait for the screening engine. Missing lists fail at once; a load still under way
 * after this (it can take 10 s on a busy machine) counts as available: the job waits for it.
 */
const ESPERA_MOTOR_MS = 2_000;

interface Motivo {
  texto: string;
  definitivo: boolean;
}

/** The chosen provider's requirements: the mock's catalogue, the production URL (also for health). */
export async function motivoProveedor({ db, config }: EntornoDueDiligence): Promise<Motivo | null> {
  if ((await fuenteDatosActual(db, config)) === 'production') {
    // Whether the remote service answers shows in each attempt (with its own retries).
    return config.DD_PROVIDER_URL ? null : { texto: MENSAJE_PROVEEDOR_NO_CONFIGURADO, definitivo: true };
  }
  try {
    await catalogoMock(config.referenceDataDir);
    return null;
  } catch {
    return { texto: MENSAJE_SIN_CATALOGO, definitivo: true };
  }
}

/** Why the engine cannot screen: no lists at all is definitive, a failed load may pass. */
async function motivoScreening(entorno: EntornoDueDiligence): Promise<Motivo | null> {
  let timer: NodeJS.Timeout | undefined;
  const plazo = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ESPERA_MOTOR_MS);
  });
  const carga = motorScreening(entorno).then(
    () => null,
    (err: unknown): Motivo =>
      err instanceof Error && err.message === MENSAJE_SIN_DATOS_REFERENCIA
        ? { texto: MENSAJE_SIN_DATOS_REFERENCIA, definitivo: true }
        : { texto: MENSAJE_MOTOR_NO_DISPONIBLE, definitivo: false },
  );
  try {
    return await Promise.race([carga, plazo]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a due-diligence request can be processed now, and why not in Spanish. Throws only when
 * the database does; waits at most ESPERA_MOTOR_MS for the screening engine.
 */
export async function disponibilidadDueDiligence(entorno: EntornoDueDiligence): Promise<DisponibilidadDueDiligence> {
  const motivos = (await Promise.all([motivoProveedor(entorno), motivoScreening(entorno)])).filter(
    (m): m is Motivo => m !== null,
  );
  return {
    disponible: motivos.length === 0,
    motivos: motivos.map((m) => m.texto),
    definitivo: motivos.some((m) => m.definitivo),
  };
}

/** Refuses (503, in Spanish) what cannot be processed now; call it before anything is bought. */
export async function exigirDisponibilidad(entorno: EntornoDueDiligence): Promise<void> {
  const d = await disponibilidadDueDiligence(entorno);
  if (!d.disponible) {
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJES_DD.noDisponible(d.motivos, d.definitivo));
  }
}
