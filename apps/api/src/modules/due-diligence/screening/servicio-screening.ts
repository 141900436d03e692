import type { FastifyBaseLogger } from 'fastify';
import type { HitScreening, ScreeningInput, ScreeningResponse } from '@atalaya/shared/contracts/screening';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError } from '../../../platform/errors';
import { cargarListas } from './listas/cargar-listas';
import type { FechaNacimiento } from './modelo';
import { crearMotor, type Coincidencia, type Consulta, type Motor } from './motor';

/*
 * One screening engine per process, built from the lists under the reference data dir the first
 * time it is needed (or by precargarScreening right after start-up, so no user waits the ~2 s).
 * The promise is cached: concurrent first calls share one load. A failed load is logged and
 * forgotten, so the next call tries again (e.g. once the reference data has been put in place).
 */

export const MENSAJE_MOTOR_NO_DISPONIBLE =
  'El motor de revisión de listas no está disponible. Intente nuevamente en unos segundos.';
export const MENSAJE_SIN_DATOS_REFERENCIA =
  'La revisión de listas no está configurada en este servidor: faltan los datos de referencia con las listas de sanciones.';

interface Entorno {
  config: Pick<Config, 'referenceDataDir'>;
  log: FastifyBaseLogger;
}

/** Keyed by directory: one in production; tests may point a second app at another one. */
const motores = new Map<string, Promise<Motor>>();

function cargarMotor(dir: string, log: FastifyBaseLogger): Promise<Motor> {
  const enCurso = motores.get(dir);
  if (enCurso) return enCurso;
  const carga = (async () => {
    const inicio = performance.now();
    const listas = await cargarListas(dir, {
      // One malformed file must not leave the service without the other lists; each answer
      // names the lists it was screened against, so a missing one is visible.
      alFallar: (codigo, err) => log.error({ err, lista: codigo }, 'no se pudo cargar una lista de sanciones'),
    });
    if (listas.length === 0) throw new Error(`No hay listas de sanciones en ${dir}`);
    const motor = crearMotor(listas);
    log.info(
      {
        ms: Math.round(performance.now() - inicio),
        listas: motor.listas.map((l) => `${l.codigo} ${l.version} (${l.entradas})`),
        estadisticas: motor.estadisticas,
      },
      'motor de revisión de listas listo',
    );
    return motor;
  })();
  motores.set(dir, carga);
  // Registered before any caller awaits it, so the entry is gone when they retry.
  carga.catch((err: unknown) => {
    if (motores.get(dir) === carga) motores.delete(dir);
    log.error({ err }, 'no se pudo cargar el motor de revisión de listas');
  });
  return carga;
}

/** The loaded engine, or 503 (no reference data configured, or the load failed). */
export async function motorScreening(entorno: Entorno): Promise<Motor> {
  const dir = entorno.config.referenceDataDir;
  if (!dir) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_SIN_DATOS_REFERENCIA);
  try {
    return await cargarMotor(dir, entorno.log);
  } catch {
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_MOTOR_NO_DISPONIBLE);
  }
}

/** Start loading in the background (server start-up); failures are only logged. */
export function precargarScreening(entorno: Entorno): void {
  const dir = entorno.config.referenceDataDir;
  if (!dir) {
    entorno.log.warn('sin datos de referencia: la revisión de listas de sanciones no está disponible');
    return;
  }
  cargarMotor(dir, entorno.log).catch(() => {});
}

const dos = (n: number) => String(n).padStart(2, '0');

function fechaTexto(f: FechaNacimiento): string {
  if (f.mes === undefined) return String(f.anio);
  return f.dia === undefined ? `${f.anio}-${dos(f.mes)}` : `${f.anio}-${dos(f.mes)}-${dos(f.dia)}`;
}

function aHit(c: Coincidencia): HitScreening {
  return {
    score: c.score,
    nombre_listado: c.entrada.nombre,
    nombre_coincidente: c.nombre_coincidente,
    alias: c.entrada.alias,
    tipo: c.entrada.tipo,
    lista: { codigo: c.lista.codigo, nombre: c.lista.nombre, version: c.lista.version },
    id_en_lista: c.entrada.id_en_lista,
    programas: c.entrada.programas,
    fechas_nacimiento: c.entrada.fechas_nacimiento.map(fechaTexto),
    nacionalidades: c.entrada.nacionalidades,
    explicacion: c.explicacion,
  };
}

/**
 * Screens one name and records that a screening was run. The audit row holds only the number of
 * hits: the name, RUT and birth date are personal data of someone who is not a user.
 */
export async function revisarEnListas(
  entorno: Entorno & { db: Database },
  ctx: CrudContext,
  input: ScreeningInput,
): Promise<ScreeningResponse> {
  const motor = await motorScreening(entorno);
  const { umbral, ...consulta } = input;
  const paraMotor: Consulta = {
    nombre: consulta.nombre,
    ...(consulta.fecha_nacimiento ? { fecha_nacimiento: consulta.fecha_nacimiento } : {}),
    ...(consulta.nacionalidad ? { nacionalidad: consulta.nacionalidad } : {}),
    ...(consulta.rut ? { rut: consulta.rut } : {}),
    ...(consulta.tipo ? { tipo: consulta.tipo === 'natural' ? 'persona' : 'entidad' } : {}),
  };
  // The engine answers best first.
  const hits = motor.buscar(paraMotor, { umbral }).map(aHit);
  await entorno.db.transaction((tx) =>
    recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'screening',
        entidad: 'screening',
        cambios: { hits: hits.length },
      },
      ctx.now,
    ),
  );
  return {
    consulta,
    umbral,
    listas: motor.listas.map((l) => ({ ...l })),
    hits,
  };
}
